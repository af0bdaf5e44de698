import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectToken, useAppSelector } from '../../session';
import { guideOf, recordGuideSeen, type GuideState } from './guideSession';

/** What a page's guide (its tour) needs: `useGuide(key)` gives it, `<GuideTour>` and `<GuideButton>` take it. */
export interface Guide {
  key: string;
  /** The tour is showing. */
  open: boolean;
  /** The page may offer to show it again: false only when the gateway says the guide is switched off. */
  available: boolean;
  /** Shows the tour again, from its first step (the page guide button). */
  replay(): void;
  /** The user finished or closed the tour: a first showing is recorded as seen. */
  close(): void;
}

/** A path as the portal matches routes: without a trailing slash, in any case. */
const pageKeyOf = (pathname: string) =>
  (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/**
 * A page's first-visit guide: opens by itself while the user has not seen the guide's current
 * version (the gateway's guide config, asked once per session), only while the page is the current
 * one (a kept-alive page stays mounted, hidden), and never when the call fails. Closing or finishing
 * it records the version as seen; `replay` shows it again.
 * @example
 * const guide = useGuide('orderEntry');
 * <Card extra={<GuideButton guide={guide} />}>…<GuideTour guide={guide} steps={steps} /></Card>
 */
export function useGuide(key: string): Guide {
  const store = useStore();
  const token = useAppSelector(selectToken);
  const pathname = pageKeyOf(useLocation().pathname);
  const [pagePath] = useState(pathname);
  // the answer for one session and key; another token or key reads as not known yet
  const [loaded, setLoaded] = useState<{ token: string; key: string; guide: GuideState | null } | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [replaying, setReplaying] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void guideOf(store, token, key).then((guide) => live && setLoaded({ token, key, guide }));
    return () => {
      live = false;
    };
  }, [store, token, key]);

  const guide = loaded && loaded.token === token && loaded.key === key ? loaded.guide : null;
  const due = Boolean(guide?.enabled && !guide.seen) && !dismissed;
  const close = useCallback(() => {
    setReplaying(false);
    if (!due || !token || !guide) return;
    setDismissed(true);
    recordGuideSeen(store, token, guide);
  }, [due, store, token, guide]);
  const replay = useCallback(() => setReplaying(true), []);

  return {
    key,
    open: (due || replaying) && pathname === pagePath,
    available: guide?.enabled !== false,
    replay,
    close,
  };
}
