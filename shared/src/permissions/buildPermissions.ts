import type { MenuResource } from '../session/types';

/** resourceType of a button permission (spec §3). */
export const BUTTON_RESOURCE_TYPE = 2;
/** The customer menu entry, removed unless the login's isUsed is '1' (spec §6). */
export const CUSTOMER_MENU_CODE = 'customer';
/**
 * Child of the service-management menu. The old portal removed it from the menu (spec §3); the
 * portal now shows it like every other permitted page (issue 14: it is in the menu data and in the
 * sub-account's permissions, so hiding it left a permitted page without a way to it).
 */
export const SUGGESTIONS_CODE = 'suggestions';

export interface PermissionSource {
  /** 1 means admin. */
  userAdmin?: number | string | null;
  /** Comma-separated allowed route names (non-admin). */
  newMenuId?: string | null;
  /** '1' means the customer feature is active. */
  isUsed?: string | null;
}

export interface Permissions {
  menu: MenuResource[];
  routeAuthList: string[];
  btnList: string[];
}

const childrenOf = (node: MenuResource): MenuResource[] => node.childResources ?? [];
const hasChildren = (node: MenuResource) => childrenOf(node).length > 0;
const isButton = (node: MenuResource) => Number(node.resourceType) === BUTTON_RESOURCE_TYPE;

function walk(nodes: readonly MenuResource[], visit: (node: MenuResource) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(childrenOf(node), visit);
  }
}

/**
 * Keeps leaves whose code is allowed; a parent left without children is removed unless it is
 * listed itself (a listed page keeps its place even when none of its buttons is granted).
 */
function pruneToList(nodes: readonly MenuResource[], allowed: ReadonlySet<string>): MenuResource[] {
  return nodes.flatMap((node) => {
    if (!hasChildren(node)) return allowed.has(node.resourceCode) ? [node] : [];
    const kept = pruneToList(childrenOf(node), allowed);
    return kept.length > 0 || allowed.has(node.resourceCode) ? [{ ...node, childResources: kept }] : [];
  });
}

/** Removes nodes with the given code at any depth; a parent emptied by the removal goes too. */
function removeCode(nodes: readonly MenuResource[], code: string): MenuResource[] {
  return nodes.flatMap((node) => {
    if (node.resourceCode === code) return [];
    if (!hasChildren(node)) return [node];
    const kept = removeCode(childrenOf(node), code);
    return kept.length > 0 ? [{ ...node, childResources: kept }] : [];
  });
}

export function parseMenuIdList(newMenuId: string | null | undefined): string[] {
  return (newMenuId ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/**
 * Spec §6: builds the menu, the allowed route names and the button permissions from the login
 * result and the menu tree (`data.menuResourceVos`).
 *
 * - Admin (userAdmin = 1): allowed routes are every menu node that has children (pages count,
 *   since their buttons are their children).
 * - Non-admin: allowed routes are the newMenuId list; the menu keeps only listed leaves and the
 *   parents that still have children; no list means an empty menu.
 * - isUsed !== '1': the customer entry and its pages (customerAdd, customerEdit, customerExamine)
 *   are removed from the menu, the routes and the buttons.
 * - Every resourceType 2 node left in the tree is a button permission.
 * - The `suggestions` child stays in the menu like any other permitted page (see SUGGESTIONS_CODE).
 *
 * @example
 * const { menu, routeAuthList, btnList } = buildPermissions(loginResult, data.menuResourceVos);
 */
export function buildPermissions(
  source: PermissionSource,
  menuTree: readonly MenuResource[] | null | undefined,
): Permissions {
  const tree = menuTree ?? [];
  const isAdmin = Number(source.userAdmin) === 1;
  const menuIds = parseMenuIdList(source.newMenuId);
  let pruned = isAdmin ? [...tree] : pruneToList(tree, new Set(menuIds));

  const customerCodes = new Set<string>();
  if (source.isUsed !== '1') {
    walk(tree, (node) => {
      if (node.resourceCode === CUSTOMER_MENU_CODE)
        walk([node], (inner) => customerCodes.add(inner.resourceCode));
    });
    pruned = removeCode(pruned, CUSTOMER_MENU_CODE);
  }

  const btnList: string[] = [];
  const adminRoutes: string[] = [];
  walk(pruned, (node) => {
    if (isButton(node)) btnList.push(node.resourceCode);
    if (hasChildren(node)) adminRoutes.push(node.resourceCode);
  });

  const routes = isAdmin ? adminRoutes : menuIds.filter((code) => !customerCodes.has(code));
  return {
    menu: pruned,
    routeAuthList: [...new Set(routes)],
    btnList: [...new Set(btnList)],
  };
}
