import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * `toast(...)`, `toast.success(...)`, `toast.error(...)`: the app's one way to show a toast. The
 * toasts (sonner) are not needed for the first paint: they load once the Toaster is mounted
 * (components/ui/toaster.tsx calls `toasterMounted`), and a toast asked for before then is shown
 * as soon as it is. From then on a toast is shown at once, in the same task.
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

/** The Toaster is on the page: toasts can be shown. */
export const toasterMounted = () => mounted();

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
