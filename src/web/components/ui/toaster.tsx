import { lazy, Suspense } from 'react';
import { toasterMounted } from '@web/lib/toast';
import { useHydrated } from '@web/lib/use-hydrated';

const LazyToaster = lazy(() => import('./sonner-toaster'));

/**
 * Where toasts appear (`toast` from lib/toast.ts): one at a time, 5000 ms (spec section 9). Loaded
 * after the first paint; toasts asked for before it is mounted wait for it.
 */
export function Toaster() {
  // Never drawn by the server: the toasts' layer appears once the page is live.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onMount={toasterMounted} />
    </Suspense>
  );
}
