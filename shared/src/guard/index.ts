export {
  decideNavigation,
  PUBLIC_ROUTE_NAMES,
  LOGIN_ROUTE,
  SET_PASSWORD_ROUTE,
  INDEX_ROUTE,
  DEMO_ROUTE_NAME,
  EMBED_TOKEN_CHANGE_DELAY,
  PARENT_MESSAGE_TIMEOUT,
  NO_PERMISSION_WARNING,
} from './decideNavigation';
export type { RouteTarget, NavigationInput, NavigationDecision } from './decideNavigation';
export { recordRouteName } from './recordRouteName';
