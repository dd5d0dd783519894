/** The 403, 404 and 500 pages, loaded when one is shown. */
export const loadStatusPages = () => import('./pages.tsx');
