import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * `toast(...)`, `toast.success(...)`, `toast.error(...)`: the app's one way to show a toast. The
 * toasts (sonner) are needed only once something is to be said: the Toaster
 * (components/ui/toaster.tsx) loads on the first toast or on the person's first press or key,
 * which comes before the answer it will toast. A toast asked for before it is mounted
 * (`toasterMounted`) is shown as soon as it is; from then on at once, in the same task.
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

let wanted = false;
const wantedListeners = new Set<() => void>();

/** Something is about to be toasted, or may be soon: the Toaster is to load now. */
export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/** For `useSyncExternalStore`: whether the Toaster is wanted yet. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
  get: () => wanted,
};

/** The Toaster is on the page: toasts can be shown. */
export const toasterMounted = () => mounted();

type Message = Parameters<typeof sonnerToast>[0];
const show =
  (pick: (module: Sonner) => (message: Message, data?: ExternalToast) => unknown) =>
  (message: Message, data?: ExternalToast) => {
    if (loaded) return void pick(loaded)(message, data);
    wantToaster();
    void sonner.then((module) => pick(module)(message, data));
  };

export const toast = Object.assign(
  show((module) => module.toast),
  {
    success: show((module) => module.toast.success),
    error: show((module) => module.toast.error),
  },
);
