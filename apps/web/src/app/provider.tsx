import { Suspense, type ReactNode } from 'react';
import { NotificationsProvider } from '../components/ui/notifications/notifications';
import { PageLoader } from '../components/ui/page-loader';

/** Everything every screen may rely on. The Suspense waits for the first language file. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <NotificationsProvider>{children}</NotificationsProvider>
    </Suspense>
  );
}
