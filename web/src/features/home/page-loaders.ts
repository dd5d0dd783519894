/** The home page, loaded when it is opened (its chunk is one of the public pages': vite.config.ts). */
export const loadHomePage = () => import('./HomePage.tsx');
