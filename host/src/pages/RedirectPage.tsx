import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /redirect/{path*}: replaces the history entry with the wildcard path (keeps the query). */
export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
