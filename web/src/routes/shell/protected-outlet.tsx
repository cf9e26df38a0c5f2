import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccount } from '@web/lib/account/get-account';
import { loginPathFor } from '@web/lib/safe-next-path';

/**
 * The loader guards each navigation; this guards the time in between: when the session ends while
 * a protected page is open (a call answered unauthenticated), the page gives way to the login.
 */
export function ProtectedOutlet() {
  const { user } = useAccount();
  const location = useLocation();
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
