import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './ErrorBoundary.tsx';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  );
}
