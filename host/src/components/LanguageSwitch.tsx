import Segmented from 'antd/es/segmented';
import { sessionActions, useAppDispatch, useSession } from 'shared';
import { reloadPage } from '../app/navigation';

const LANGUAGES = [
  { value: 'CN', label: '中文' },
  { value: 'EN', label: 'EN' },
  { value: 'YN', label: 'ID' },
];

/** CN / EN / YN; a change stores the language and reloads the page (spec §4). */
export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'middle' }) {
  const dispatch = useAppDispatch();
  const { language } = useSession();
  const current = language === 'ID' ? 'YN' : language;
  return (
    <Segmented
      size={size}
      aria-label="language"
      value={current}
      options={LANGUAGES}
      onChange={(value) => {
        if (value === current) return;
        dispatch(sessionActions.setLanguage(String(value)));
        reloadPage();
      }}
    />
  );
}
