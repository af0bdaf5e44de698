import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Layout from 'antd/es/layout';
import theme from 'antd/es/theme';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import { SideMenu } from './SideMenu';

/** Width of the side menu, fixed beside the page or in the phone's drawer. */
export const SIDE_MENU_WIDTH = 220;
const BRAND_HEIGHT = 56;

interface Props {
  /** Paths whose page is available now (see `SideMenu`). */
  availablePaths: ReadonlySet<string>;
  /** A phone (viewport of 768 px or less): the menu is a drawer instead of a fixed sider. */
  mobile: boolean;
  /** The drawer is open (a phone only). */
  drawerOpen: boolean;
  onDrawerClose(): void;
}

/**
 * The shell's menu: a collapsible sider beside the page, or on a phone a drawer from the left (the
 * header's `MenuButton` opens it) that closes once a page is picked.
 * @example
 * <SideNav availablePaths={paths} mobile={useIsMobile()} drawerOpen={open} onDrawerClose={() => setOpen(false)} />
 */
export function SideNav({ availablePaths, mobile, drawerOpen, onDrawerClose }: Props) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);

  if (mobile)
    return (
      <Drawer
        open={drawerOpen}
        placement="left"
        size={SIDE_MENU_WIDTH + 40}
        title={<span style={{ color: token.colorPrimary }}>{t('title.default')}</span>}
        onClose={onDrawerClose}
        styles={{ body: { padding: 0 } }}
        rootClassName="portal-menu-drawer"
      >
        <SideMenu availablePaths={availablePaths} onNavigate={onDrawerClose} />
      </Drawer>
    );
  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      width={SIDE_MENU_WIDTH}
      theme="light"
    >
      <div
        style={{
          height: BRAND_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 600,
          color: token.colorPrimary,
        }}
      >
        {collapsed ? 'SP' : t('title.default')}
      </div>
      <div style={{ height: `calc(100% - ${BRAND_HEIGHT}px)`, overflowY: 'auto' }}>
        <SideMenu availablePaths={availablePaths} />
      </div>
    </Layout.Sider>
  );
}

/**
 * The phone header's start: the button that opens the menu drawer, and the portal's title, cut
 * short with an ellipsis rather than printed under the header's buttons.
 */
export function MenuButton({ open, onOpen }: { open: boolean; onOpen(): void }) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t('shell.openMenu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={onOpen}
      />
      <span
        style={{
          fontWeight: 600,
          color: token.colorPrimary,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {t('title.default')}
      </span>
    </div>
  );
}
