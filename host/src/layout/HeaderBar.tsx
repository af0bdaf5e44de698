import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import IdcardOutlined from '@ant-design/icons/es/icons/IdcardOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { sessionActions, useAppDispatch, useSession } from 'shared';
import { logout } from '../api/auth';
import { THEME_NAMES, toThemeName } from '../app/theme';
import { HelpButton } from '../commonContent/HelpButton';
import { LANGUAGES, LanguageSwitch, useLanguageChoice } from '../components/LanguageSwitch';
import { DownloadBadge } from '../downloadCenter/DownloadBadge';
import { NotificationBell } from '../notificationCenter/NotificationBell';

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * The running-exports badge, the notification bell, help, language, theme and the user menu
 * (profile, change password, sign out). `compact` (a phone): language and theme move into the user
 * menu and the user's name leaves the button, so the header fits beside the menu button and title.
 */
export function HeaderBar({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, theme } = useSession();
  const language = useLanguageChoice();
  const name = String(user?.userName ?? user?.loginCode ?? '');
  const themeName = toThemeName(theme);
  const themeLabel = (value: string) => t(`layout.theme${value[0].toUpperCase()}${value.slice(1)}`);

  const signOut = async () => {
    await logout().catch(() => undefined);
    dispatch(sessionActions.loggedOut());
    navigate('/login', { replace: true });
  };

  const accountItems: MenuItems = [
    { key: '/profile', icon: <IdcardOutlined />, label: t('layout.profile') },
    { key: '/changePassword', icon: <LockOutlined />, label: t('layout.changePassword') },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
  ];
  const items: MenuItems = compact
    ? [
        { key: 'account', type: 'group', label: name, children: accountItems },
        {
          key: 'language',
          type: 'group',
          label: t('layout.language'),
          children: LANGUAGES.map(({ value, label }) => ({ key: `language:${value}`, label })),
        },
        {
          key: 'theme',
          type: 'group',
          label: t('layout.theme'),
          children: THEME_NAMES.map((value) => ({ key: `theme:${value}`, label: themeLabel(value) })),
        },
      ]
    : accountItems;
  const choose = (key: string) => {
    const [kind, value] = key.split(':');
    if (kind === 'logout') void signOut();
    else if (kind === 'language') language.choose(value);
    else if (kind === 'theme') dispatch(sessionActions.setTheme(value));
    else navigate(key);
  };

  return (
    <Space size={compact ? 'small' : 'middle'}>
      <DownloadBadge />
      <NotificationBell />
      <HelpButton />
      {!compact && <LanguageSwitch />}
      {!compact && (
        <Segmented
          size="small"
          aria-label={t('layout.theme')}
          value={themeName}
          options={THEME_NAMES.map((value) => ({ value, label: themeLabel(value) }))}
          onChange={(value) => dispatch(sessionActions.setTheme(String(value)))}
        />
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          ...(compact && {
            selectable: true,
            selectedKeys: [`language:${language.current}`, `theme:${themeName}`],
          }),
          onClick: ({ key }) => choose(key),
        }}
      >
        <button
          type="button"
          data-testid="user-menu"
          aria-label={compact ? name : undefined}
          style={{ border: 0, background: 'none', cursor: 'pointer', color: 'inherit' }}
        >
          <UserOutlined /> {compact ? null : name}
        </button>
      </Dropdown>
    </Space>
  );
}
