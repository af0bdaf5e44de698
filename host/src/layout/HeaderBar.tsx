import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Dropdown from 'antd/es/dropdown';
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
import { LanguageSwitch } from '../components/LanguageSwitch';
import { DownloadBadge } from '../downloadCenter/DownloadBadge';
import { NotificationBell } from '../notificationCenter/NotificationBell';

/** The running-exports badge, the notification bell, language, theme and the user menu (profile, change password, sign out). */
export function HeaderBar() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, theme } = useSession();
  const name = String(user?.userName ?? user?.loginCode ?? '');

  const signOut = async () => {
    await logout().catch(() => undefined);
    dispatch(sessionActions.loggedOut());
    navigate('/login', { replace: true });
  };

  return (
    <Space size="middle">
      <DownloadBadge />
      <NotificationBell />
      <HelpButton />
      <LanguageSwitch />
      <Segmented
        size="small"
        aria-label={t('layout.theme')}
        value={toThemeName(theme)}
        options={THEME_NAMES.map((value) => ({
          value,
          label: t(`layout.theme${value[0].toUpperCase()}${value.slice(1)}`),
        }))}
        onChange={(value) => dispatch(sessionActions.setTheme(String(value)))}
      />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: '/profile', icon: <IdcardOutlined />, label: t('layout.profile') },
            { key: '/changePassword', icon: <LockOutlined />, label: t('layout.changePassword') },
            { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
          ],
          onClick: ({ key }) => (key === 'logout' ? void signOut() : navigate(key)),
        }}
      >
        <button
          type="button"
          data-testid="user-menu"
          style={{ border: 0, background: 'none', cursor: 'pointer', color: 'inherit' }}
        >
          <UserOutlined /> {name}
        </button>
      </Dropdown>
    </Space>
  );
}
