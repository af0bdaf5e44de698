import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { fetchHelp, type Notice } from './api';
import { NoticeLinkButton } from './NoticeLinkButton';

/** The help groups in the order the drawer shows them (the gateway's HELP_CATEGORIES). */
export const HELP_GROUPS = ['orders', 'printing', 'tracking', 'finance', 'service', 'account'] as const;
const OTHER = 'other';

export interface HelpGroup {
  key: string;
  articles: Notice[];
}

/**
 * The articles matching `query` (title, text or group name, case-insensitive) by group: the known
 * groups in their order, then any other group, then those without one.
 * @example
 * groupArticles(articles, 'cod', (key) => key); // [{ key: 'finance', articles: [...] }]
 */
export function groupArticles(
  articles: Notice[],
  query: string,
  groupName: (key: string) => string,
): HelpGroup[] {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const keyOf = (article: Notice) => article.category ?? OTHER;
  const matches = (article: Notice) => {
    const haystack = `${article.title}\n${article.content}\n${groupName(keyOf(article))}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  const groups = new Map<string, Notice[]>();
  for (const article of articles.filter(matches))
    groups.set(keyOf(article), [...(groups.get(keyOf(article)) ?? []), article]);
  const rank = (key: string) => {
    const known = (HELP_GROUPS as readonly string[]).indexOf(key);
    if (known >= 0) return known;
    return key === OTHER ? HELP_GROUPS.length + 1 : HELP_GROUPS.length;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, list]) => ({ key, articles: list }));
}

type HelpState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; articles: Notice[] };

interface Props {
  open: boolean;
  onClose(): void;
}

/**
 * The courier's help articles in a drawer: a search box, the articles by group, each with its text
 * and its link (a portal page navigates and closes the drawer). Asked again each time it opens.
 */
export function HelpDrawer({ open, onClose }: Props) {
  const { t } = useTranslation('host');
  const [state, setState] = useState<HelpState>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    fetchHelp().then(
      (articles) => live && setState({ status: 'ready', articles }),
      () => live && setState((current) => (current.status === 'ready' ? current : { status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [open, attempt]);

  const groupName = useMemo(() => (key: string) => t(`help.categories.${key}`, { defaultValue: key }), [t]);
  const groups = state.status === 'ready' ? groupArticles(state.articles, query, groupName) : [];

  const body = () => {
    if (state.status === 'loading') return <Spin style={{ display: 'block', padding: 48 }} />;
    if (state.status === 'failed')
      return (
        <Result
          status="error"
          title={t('shared:requestFailed')}
          extra={
            <Button
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('shared:retry')}
            </Button>
          }
        />
      );
    if (groups.length === 0)
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.trim() && state.articles.length > 0
              ? t('help.noMatch', { query: query.trim() })
              : t('help.empty')
          }
        />
      );
    return groups.map((group) => (
      <section key={group.key} aria-labelledby={`help-group-${group.key}`} style={{ marginBottom: 24 }}>
        <Typography.Title level={4} id={`help-group-${group.key}`}>
          {groupName(group.key)}
        </Typography.Title>
        {group.articles.map((article) => (
          <article
            key={article.id}
            aria-labelledby={`help-article-${article.id}`}
            style={{ marginBottom: 16 }}
          >
            <Typography.Title level={5} id={`help-article-${article.id}`} style={{ marginBottom: 4 }}>
              {article.title}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 8 }}>
              {article.content}
            </Typography.Paragraph>
            <NoticeLinkButton
              link={article.link}
              text={t('help.openPageShort')}
              label={t('help.openPage', { title: article.title })}
              webText={t('help.openLinkShort')}
              webLabel={t('help.openLink', { title: article.title })}
              onNavigate={onClose}
            />
          </article>
        ))}
      </section>
    ));
  };

  return (
    <Drawer
      title={t('help.title')}
      open={open}
      onClose={onClose}
      size={440}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      data-testid="help-drawer"
    >
      <Flex vertical gap={16}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          aria-label={t('help.search')}
          placeholder={t('help.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div>{body()}</div>
      </Flex>
    </Drawer>
  );
}
