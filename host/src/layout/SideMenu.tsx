import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Menu from 'antd/es/menu';
import type { MenuProps } from 'antd/es/menu';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import { BUTTON_RESOURCE_TYPE, selectMenu, useAppSelector, type MenuResource } from 'shared';
import { toRouterPath } from '../routing/routeTable';

type MenuItem = Required<MenuProps>['items'][number];

const bySort = (a: MenuResource, b: MenuResource) => Number(a.sort ?? 0) - Number(b.sort ?? 0);

export function menuPath(node: MenuResource): string {
  return toRouterPath(node.path) ?? `/${node.resourceCode}`;
}

interface Props {
  /** Paths whose page is available now; others render disabled (their remote is loading or down). */
  availablePaths: ReadonlySet<string>;
  /** After a page is picked (the phone's menu drawer closes). */
  onNavigate?(): void;
}

/** The side menu from the server's tree; names are translated (dictionary) with the server name as fallback. */
export function SideMenu({ availablePaths, onNavigate }: Props) {
  const { t } = useTranslation('host');
  const menu = useAppSelector(selectMenu);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items = useMemo<MenuItem[]>(() => {
    const label = (node: MenuResource) => {
      const fallback = String(node.resourceName ?? node.resourceCode);
      const key = typeof node.nameKey === 'string' && node.nameKey ? node.nameKey : '';
      return key ? t(key, { ns: ['dict', 'menu'], defaultValue: fallback }) : fallback;
    };
    const build = (nodes: readonly MenuResource[], depth: number): MenuItem[] =>
      [...nodes]
        .filter((node) => Number(node.resourceType) !== BUTTON_RESOURCE_TYPE)
        .sort(bySort)
        .map((node) => {
          const children = (node.childResources ?? []).filter(
            (child) => Number(child.resourceType) !== BUTTON_RESOURCE_TYPE,
          );
          if (children.length > 0) {
            return {
              key: `group:${node.resourceCode}`,
              label: label(node),
              icon: depth === 0 ? <AppstoreOutlined /> : undefined,
              children: build(children, depth + 1),
            };
          }
          const path = menuPath(node);
          return {
            key: path,
            label: label(node),
            disabled: !availablePaths.has(path.toLowerCase()),
            icon: depth === 0 ? <AppstoreOutlined /> : undefined,
          };
        });
    return [{ key: '/index', label: t('route.index'), icon: <HomeOutlined /> }, ...build(menu, 0)];
  }, [menu, availablePaths, t]);

  const groupKeys = useMemo(
    () => items.flatMap((item) => (item && 'children' in item && item.children ? [String(item.key)] : [])),
    [items],
  );

  // Every group starts open, also when the menu arrives after the first render; the user's own
  // opening and closing wins from then on.
  const [openedKeys, setOpenedKeys] = useState<string[] | null>(null);

  return (
    <Menu
      mode="inline"
      items={items}
      openKeys={openedKeys ?? groupKeys}
      onOpenChange={setOpenedKeys}
      selectedKeys={[pathname]}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
