import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What a page the server drew (server-render.tsx) hands the browser, beside the router's own data. */
export interface ServerPage {
  /** The answers the page was drawn with. */
  queries: DehydratedState;
  /** The router's state of the page (its loaders' data), for the browser's router to start from. */
  router: HydrationState;
}

export const SERVER_PAGE_GLOBAL = '__serverPage';

declare global {
  interface Window {
    __serverPage?: ServerPage;
  }
}
