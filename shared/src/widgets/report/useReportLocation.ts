import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../routing/router';

/** A report screen's state as URL parameters: each a text, or absent. */
export type ReportLocationState = Record<string, string | undefined>;

/** The values a parameter may take (others read as its starting value). */
export type ReportLocationChoices<State extends ReportLocationState> = Partial<
  Record<keyof State, readonly string[]>
>;

/** The state a URL's query string gives: each known parameter that is allowed, else its start value. */
export function reportStateOf<State extends ReportLocationState>(
  search: string,
  initial: State,
  choices: ReportLocationChoices<State> = {},
): State {
  const params = new URLSearchParams(search);
  const state: ReportLocationState = { ...initial };
  for (const key of Object.keys(initial)) {
    const value = params.get(key);
    const allowed = choices[key];
    if (value && (!allowed || allowed.includes(value))) state[key] = value;
  }
  return state as State;
}

/** The query string of a state: only what differs from the start, in the start's key order. */
export function reportSearchOf<State extends ReportLocationState>(state: State, initial: State): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(initial)) {
    const value = state[key];
    if (value !== undefined && value !== initial[key]) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A report screen's filters and tab in its page's URL (`?tab=cod&period=CUSTOM&startDate=…`), as
 * the list screens keep theirs: a reload, a shared link or a bookmark opens the report as it was.
 * The state starts from the URL (unknown or refused values: the start value), is written into the
 * URL (replacing the entry) while the page is the one shown, and a new URL of the page with
 * parameters (a link) is applied; a kept-alive page opened from the menu keeps its state.
 * @example
 * const [state, setState] = useReportLocation({ tab: 'waybill', period: 'LAST_30_DAYS', groupBy: 'DAY' },
 *   { tab: TABS, period: REPORT_PERIODS, groupBy: ['DAY', 'WEEK', 'MONTH'] });
 */
export function useReportLocation<State extends ReportLocationState>(
  initial: State,
  choices: ReportLocationChoices<State> = {},
): [State, (next: State) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [pathname] = useState(location.pathname);
  const [start] = useState(initial);
  const [state, setState] = useState(() => reportStateOf(location.search, start, choices));
  const shown = location.pathname === pathname;
  const stateSearch = reportSearchOf(state, start);
  // the query string this hook last wrote or applied
  const known = useRef(location.search);
  useEffect(() => {
    if (!shown || location.search === stateSearch) {
      if (shown) known.current = location.search;
      return;
    }
    if (location.search && location.search !== known.current) {
      // a link to this page with its own parameters: open the report at them
      known.current = location.search;
      setState(reportStateOf(location.search, start, choices));
      return;
    }
    known.current = stateSearch;
    navigate({ pathname, search: stateSearch, hash: location.hash }, { replace: true });
    // choices are constant for a screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, location.search, stateSearch]);
  return [state, setState];
}
