/** Lets code outside React (the request layer) navigate through the router. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The current path plus query, as carried in `?redirect=`. */
export function currentPathWithQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The login page for a path: the operator console has its own. */
export const loginPathFor = (path: string) => (isAdminPath(path) ? '/admin/login' : '/login');

export function loginUrlWithRedirect(path: string): string {
  return `${loginPathFor(path)}?redirect=${encodeURIComponent(path)}`;
}

/** A redirect target from `?redirect=`; only same-site paths are followed. */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
