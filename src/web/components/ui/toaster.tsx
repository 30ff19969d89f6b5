import { lazy, Suspense } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The toasts (sonner) are not needed for the first paint: the Toaster and the toast functions load
 * them after it, and a toast asked for before then is shown as soon as the Toaster is mounted.
 * From then on a toast is shown at once, in the same task, as before the split.
 */
type Sonner = { toast: typeof sonnerToast };
let mounted: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  mounted = resolve;
});
let loaded: Sonner | null = null;
const sonner = ready
  .then(() => import('sonner'))
  .then((module) => {
    loaded = module;
    return module;
  });

const LazyToaster = lazy(() => import('./sonner-toaster'));

/** One toast visible at a time, 5000 ms (spec section 9). */
export function Toaster() {
  // Never drawn by the server: the toasts' layer appears once the page is live.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onMount={mounted} />
    </Suspense>
  );
}

type Message = Parameters<typeof sonnerToast>[0];
const show =
  (pick: (module: Sonner) => (message: Message, data?: ExternalToast) => unknown) =>
  (message: Message, data?: ExternalToast) => {
    if (loaded) pick(loaded)(message, data);
    else void sonner.then((module) => pick(module)(message, data));
  };

export const toast = Object.assign(
  show((module) => module.toast),
  {
    success: show((module) => module.toast.success),
    error: show((module) => module.toast.error),
  },
);
