import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import { selectRouteAuthList, useAppSelector } from 'shared';
import { noticeTarget } from './noticeLink';

interface Props {
  link: string | null;
  /** The visible text. */
  text: string;
  /** The accessible name: the visible text and what it opens (several buttons read alike). */
  label: string;
  /** The visible text of a web address (opened in a new window). */
  webText?: string;
  webLabel?: string;
  /** Called after an in-portal navigation (the help drawer closes). */
  onNavigate?(): void;
}

/**
 * A notice's link as a small button: an in-portal page the user may open navigates, a web address
 * opens in a new window, anything else renders nothing.
 * @example
 * <NoticeLinkButton link="/orderImport" text="Open the page" label="Open the page: Import" onNavigate={close} />
 */
export function NoticeLinkButton({ link, text, label, webText = text, webLabel = label, onNavigate }: Props) {
  const navigate = useNavigate();
  const routeAuthList = useAppSelector(selectRouteAuthList);
  const target = noticeTarget(link, routeAuthList);
  if (!target) return null;
  if (target.kind === 'web')
    return (
      <Button
        size="small"
        href={target.url}
        target="_blank"
        rel="noopener noreferrer"
        icon={<ExportOutlined />}
        aria-label={webLabel}
      >
        {webText}
      </Button>
    );
  return (
    <Button
      size="small"
      aria-label={label}
      onClick={() => {
        navigate(target.path);
        onNavigate?.();
      }}
    >
      {text}
    </Button>
  );
}
