import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { loginPathFor, loginUrlWithRedirect } from '../../shared/navigation.ts';
import { isLoggedIn, useSession } from '../../shared/session.ts';
import { useAppShellRemoved } from '../app-shell.ts';
import { handleOf, titleOf } from '../route-handle.ts';
// The loading dots of index.html's frame.
import './page-loading.css';

/** Sets the document title from the deepest route label (SPEC §2). */
function useDocumentTitle() {
  const matches = useMatches();
  const { t } = useTranslation();
  // The title follows the language too: `t` changes with it.
  const title = titleOf(matches, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The route guard (SPEC §2): a route whose meta asks for a login needs a stored login, else the
 * user goes to the login page with `?redirect=` back to the path and query.
 */
function useGuard(): string | null {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const required = matches.map(handleOf).reduce<boolean | 'operator'>((need, handle) => {
    if (handle.auth === 'operator' || need === 'operator') return 'operator';
    return need || handle.auth === true;
  }, false);
  if (!required) return null;
  const back = `${location.pathname}${location.search}`;
  if (!session.loggedIn || !isLoggedIn()) return session.endedByUser ? loginPathFor(back) : loginUrlWithRedirect(back);
  if (required === 'operator' && session.userInfo?.role !== 'operator') return '/403';
  return null;
}

export function RootLayout() {
  useAppShellRemoved();
  useDocumentTitle();
  const redirect = useGuard();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
