import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Dropdown from 'antd/es/dropdown';
import Tabs, { type TabsProps } from 'antd/es/tabs';
import type { MenuProps } from 'antd/es/menu';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import { selectVisitedTabs, sessionActions, useAppDispatch, useAppSelector, type VisitedTab } from 'shared';

/**
 * The visited-pages bar: index affixed first, close one, and 'close others' / 'close all' from the
 * tab's context menu or the bar's menu; affixed tabs always stay. The list lives in the store.
 */
export function TabsBar() {
  const { t } = useTranslation('host');
  const tabs = useAppSelector(selectVisitedTabs);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const activeKey = tabs.find((tab) => tab.path.toLowerCase() === pathname.toLowerCase())?.path ?? '';
  const bar = useRef<HTMLDivElement>(null);
  // antd puts each tab's close button, and the 'more' button of tabs that do not fit, inside
  // role=tablist, where only tabs may be (axe's aria-required-children, WCAG 1.3.1). Assistive
  // technology and the Tab key skip them: a focused tab closes with Delete or Backspace, the arrow
  // keys reach every tab (all stay in the tablist), and 'tab actions' (and each tab's context menu)
  // close tabs too. Watched, not set once: antd renders them again (a tab opened, made active, an
  // overflow) by itself.
  useEffect(() => {
    const root = bar.current;
    if (!root) return;
    const hideButtons = () =>
      root.querySelectorAll<HTMLElement>('.ant-tabs-tab-remove, .ant-tabs-nav-more').forEach((button) => {
        if (button.getAttribute('tabindex') !== '-1') button.setAttribute('tabindex', '-1');
        if (button.getAttribute('aria-hidden') !== 'true') button.setAttribute('aria-hidden', 'true');
      });
    hideButtons();
    const observer = new MutationObserver(hideButtons);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'aria-hidden'],
    });
    return () => observer.disconnect();
  }, []);

  const goToLastOf = (remaining: VisitedTab[]) =>
    navigate(remaining[remaining.length - 1]?.fullPath ?? '/index');

  const close = (path: string) => {
    const tab = tabs.find((open) => open.path === path);
    if (!tab || tab.meta.affix) return;
    const remaining = tabs.filter((open) => open.path !== path);
    dispatch(sessionActions.closeTab(path));
    if (path === activeKey) goToLastOf(remaining);
  };

  const closeOthers = (path: string) => {
    dispatch(sessionActions.closeOtherTabs(path));
    if (path !== activeKey) navigate(tabs.find((open) => open.path === path)?.fullPath ?? '/index');
  };

  const closeAll = () => {
    const affixed = tabs.filter((open) => open.meta.affix);
    dispatch(sessionActions.closeAllTabs());
    if (!affixed.some((open) => open.path === activeKey)) goToLastOf(affixed);
  };

  const actionsFor = (path: string): MenuProps => ({
    items: [
      {
        key: 'close',
        label: t('layout.closeCurrent'),
        disabled: !!tabs.find((open) => open.path === path)?.meta.affix,
      },
      { key: 'closeOthers', label: t('layout.closeOthers') },
      { key: 'closeAll', label: t('layout.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'close') close(path);
      if (key === 'closeOthers') closeOthers(path);
      if (key === 'closeAll') closeAll();
    },
  });

  // Each tab node (padding and close icon included) gets its own context menu, built for that tab,
  // so opening it changes no state: a menu that re-rendered while opening jumped away from the pointer.
  const renderTabBar: TabsProps['renderTabBar'] = (barProps, DefaultTabBar) => (
    <DefaultTabBar {...barProps}>
      {(node) => (
        <Dropdown key={node.key} menu={actionsFor(String(node.key))} trigger={['contextMenu']}>
          {node}
        </Dropdown>
      )}
    </DefaultTabBar>
  );

  return (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <div ref={bar} style={{ flex: 1, minWidth: 0 }}>
        <Tabs
          className="portal-visited-tabs"
          type="editable-card"
          hideAdd
          size="small"
          activeKey={activeKey}
          onChange={(key) => navigate(tabs.find((open) => open.path === key)?.fullPath ?? key)}
          onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
          tabBarStyle={{ margin: 0 }}
          renderTabBar={renderTabBar}
          items={tabs.map((tab) => ({
            key: tab.path,
            closable: !tab.meta.affix,
            label: t(tab.meta.titleKey, { ns: 'host', defaultValue: tab.name }),
          }))}
        />
      </div>
      <Dropdown menu={actionsFor(activeKey || '/index')} trigger={['click']}>
        <button
          type="button"
          aria-label="tab actions"
          style={{ border: 0, background: 'none', cursor: 'pointer', padding: '0 12px' }}
        >
          <DownOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
