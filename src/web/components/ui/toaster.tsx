import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterMounted, toasterWanted, wantToaster } from '@web/lib/toast';
import { useHydrated } from '@web/lib/use-hydrated';

const LazyToaster = lazy(() => import('./sonner-toaster'));

/**
 * Where toasts appear (`toast` from lib/toast.ts): one at a time, 5000 ms (spec section 9). Its
 * code loads with the first toast, or with the first press or key (a toast usually answers one,
 * and the code then arrives with the answer): a phone that only reads a page never runs it.
 */
export function Toaster() {
  const hydrated = useHydrated();
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  useEffect(() => {
    if (wanted) return;
    const options = { capture: true, passive: true, once: true } as const;
    window.addEventListener('pointerdown', wantToaster, options);
    window.addEventListener('keydown', wantToaster, options);
    return () => {
      window.removeEventListener('pointerdown', wantToaster, options);
      window.removeEventListener('keydown', wantToaster, options);
    };
  }, [wanted]);
  // Never drawn by the server: the toasts' layer appears once the page is live.
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onMount={toasterMounted} />
    </Suspense>
  );
}
