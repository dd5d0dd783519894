/** The login page, loaded when it is opened (or ahead of it, main.tsx). */
export const loadLoginPage = () => import('./pages/LoginPage.tsx');
