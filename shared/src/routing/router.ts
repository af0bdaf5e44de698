/**
 * The router API remotes may use, re-exported from the host's one react-router instance.
 * `react-router-dom` is not a federated module of its own: sharing it whole cost 61 KB gzip on the
 * login page; through `shared`, the host's build keeps only what is listed here (and what the host
 * itself uses), and every remote still talks to the host's router.
 * @example
 * import { Link, useNavigate } from 'shared';
 */
export {
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  createSearchParams,
  generatePath,
} from 'react-router-dom';
export type { NavigateFunction, Location, To, LinkProps, NavLinkProps } from 'react-router-dom';
