/** The management centre's frame, loaded on the first visit to /manage (or ahead of it, main.tsx). */
export const loadManageLayout = () => import('./ManageLayout.tsx');
