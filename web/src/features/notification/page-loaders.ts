/** The header's bell, loaded after the page for a signed-in user. */
export const loadNotificationBell = () => import('./components/NotificationBell.tsx');
