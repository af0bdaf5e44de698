import Segmented from 'antd/es/segmented';
import { sessionActions, useAppDispatch, useSession } from 'shared';
import { reloadPage } from '../app/navigation';

/** The spec's seven languages (app codes, §9), each named as its speakers write it. */
export const LANGUAGES = [
  { value: 'CN', label: '中文' },
  { value: 'EN', label: 'EN' },
  { value: 'YN', label: 'ID' },
  { value: 'TH', label: 'ไทย' },
  { value: 'KH', label: 'ខ្មែរ' },
  { value: 'MY', label: 'BM' },
  { value: 'VN', label: 'VI' },
];

/**
 * The language in use (CN / EN / YN / TH / KH / MY / VN) and the change to another: it stores the language and reloads
 * the page (spec §4).
 * @example
 * const { current, choose } = useLanguageChoice();
 */
export function useLanguageChoice(): { current: string; choose(value: string): void } {
  const dispatch = useAppDispatch();
  const { language } = useSession();
  const current = language === 'ID' ? 'YN' : language;
  return {
    current,
    choose: (value) => {
      if (value === current) return;
      dispatch(sessionActions.setLanguage(value));
      reloadPage();
    },
  };
}

/** CN / EN / YN / TH / KH / MY / VN; a change stores the language and reloads the page (spec §4). */
export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'middle' }) {
  const { current, choose } = useLanguageChoice();
  return (
    <Segmented
      size={size}
      aria-label="language"
      value={current}
      options={LANGUAGES}
      onChange={(value) => choose(String(value))}
    />
  );
}
