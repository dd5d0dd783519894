/** The operator console's login page and frame, loaded when /admin is opened. */
export const loadAdminLoginPage = () => import('./pages/AdminLoginPage.tsx');
export const loadAdminLayout = () => import('./AdminLayout.tsx');
