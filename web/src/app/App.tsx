import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './ErrorBoundary.tsx';
import { Providers } from './providers.tsx';
import type { AppRouter } from './router.tsx';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  );
}
