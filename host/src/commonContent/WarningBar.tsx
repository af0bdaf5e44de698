import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import { fetchWarnings, type Notice } from './api';
import { NoticeLine } from './NoticeLine';
import { NoticeLinkButton } from './NoticeLinkButton';

/** How often the bar asks for the warnings in force (not while the tab is hidden). */
export const WARNING_POLL_MS = 10 * 60_000;
/** sessionStorage: the ids of the warnings closed in this browser session. */
export const CLOSED_WARNINGS_KEY = 'closedWarnings';

function closedInThisSession(): number[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(CLOSED_WARNINGS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function rememberClosed(ids: number[]): void {
  try {
    window.sessionStorage.setItem(CLOSED_WARNINGS_KEY, JSON.stringify(ids));
  } catch {
    // storage refused (private mode, quota): closed until the next reload only
  }
}

/**
 * The warnings in force: asked at once, then every WARNING_POLL_MS while the tab is visible, and
 * when the tab comes back after a poll was missed. A failed ask keeps what is shown; an answer
 * older than a newer one is dropped.
 */
function useWarnings(): Notice[] {
  const [warnings, setWarnings] = useState<Notice[]>([]);
  useEffect(() => {
    let live = true;
    let asked = 0;
    let askedAt = 0;
    const refresh = () => {
      const ask = ++asked;
      askedAt = Date.now();
      fetchWarnings().then(
        (list) => {
          if (live && ask === asked) setWarnings(list);
        },
        () => undefined,
      );
    };
    refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh();
    }, WARNING_POLL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - askedAt >= WARNING_POLL_MS) refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return warnings;
}

/**
 * The site-wide notice bar above every signed-in page: one banner per warning in force (a service
 * disruption in a region), coloured by its level, each closable for the rest of the browser
 * session.
 */
export function WarningBar() {
  const { t } = useTranslation('host');
  const warnings = useWarnings();
  const [closed, setClosed] = useState<number[]>(closedInThisSession);
  const shown = warnings.filter((warning) => !closed.includes(warning.id));
  if (shown.length === 0) return null;

  const close = (id: number) =>
    setClosed((ids) => {
      const next = [...ids.filter((known) => warnings.some((warning) => warning.id === known)), id];
      rememberClosed(next);
      return next;
    });

  return (
    <section aria-label={t('warningBar.label')} data-testid="warning-bar">
      {shown.map((warning) => (
        <Alert
          key={warning.id}
          banner
          showIcon
          type={warning.level}
          // one line each: the list pages' first rows stay in view on a 1366 x 768 screen
          title={<NoticeLine title={warning.title} content={warning.content} />}
          action={
            <NoticeLinkButton
              link={warning.link}
              text={t('warningBar.details')}
              label={`${t('warningBar.details')}: ${warning.title}`}
            />
          }
          closable={{
            'aria-label': t('warningBar.close', { title: warning.title }),
            onClose: () => close(warning.id),
          }}
        />
      ))}
    </section>
  );
}
