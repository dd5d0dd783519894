// i18n first: modules below may translate while they load.
import './shared/i18n/index.ts';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { takeServerPage } from './app/hydrate.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { loadManageLayout } from './features/manage/index.ts';
import { loadLoginPage } from './features/user/index.ts';
import { scheduleDeferredModules } from './shared/deferred-load.ts';
import { ignoreInErrorLog, installGlobalErrorHandlers } from './shared/error-log.ts';
import { languageReady } from './shared/i18n/index.ts';
import { isApiError } from './shared/request/http.ts';

installGlobalErrorHandlers();
// Failed calls were already shown by the request layer; they are not UI crashes.
ignoreInErrorLog(isApiError);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A visitor who chose English gets the first render in English (its messages are a chunk of their own).
// Not a top-level await: that chunk imports from this one, which must finish evaluating first.
void languageReady.then(async () => {
  const serverPage = await takeServerPage(routes).catch(() => undefined);
  const router = createAppRouter(serverPage);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Taken over as a transition: React hydrates the page in slices, letting the browser paint and answer input
  // between them, instead of in one long task (a phone's main thread was blocked for 0.8–1 s on the home page).
  if (serverPage) startTransition(() => void hydrateRoot(root, app));
  else {
    // A page drawn by the server but not taken over (another language) is drawn again (app/first-load.ts hid it).
    root.replaceChildren();
    delete document.documentElement.dataset.redraw;
    createRoot(root).render(app);
  }
});

// The pages most visitors open next: login and the management centre frame.
scheduleDeferredModules([loadLoginPage, loadManageLayout]);
