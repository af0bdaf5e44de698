import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigContext } from 'antd/es/config-provider';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { readableLinkColor } from 'shared/widgets';

/**
 * A notice on one line (the warning bar, the adverts): its title, then as much of its content as
 * fits, the rest behind 'more'. A list page keeps its first rows in view on a 1366 x 768 screen.
 * @example
 * <Alert banner title={<NoticeLine title={warning.title} content={warning.content} />} />
 */
export function NoticeLine({ title, content }: { title: string; content: string }) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  // antd names the expand button with its own locale's words: shown as they are, the visible text
  // is the button's name (axe label-content-name-mismatch)
  const textLocale = useContext(ConfigContext).locale?.Text;
  const expandText = textLocale?.expand ?? t('warningBar.more');
  const collapseText = textLocale?.collapse ?? t('warningBar.less');
  return (
    <Flex gap={8} align="baseline" style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ flex: 'none', maxWidth: '50%' }} ellipsis={{ tooltip: title }}>
        {title}
      </Typography.Text>
      <Typography.Paragraph
        ellipsis={{
          rows: 1,
          expandable: 'collapsible',
          // antd's link blue is below 4.5:1 on the banners' tints (axe color-contrast)
          symbol: (expanded: boolean) => (
            <span style={{ color: readableLinkColor(token) }}>{expanded ? collapseText : expandText}</span>
          ),
        }}
        style={{ margin: 0, flex: 1, minWidth: 0, whiteSpace: 'pre-line' }}
      >
        {content}
      </Typography.Paragraph>
    </Flex>
  );
}
