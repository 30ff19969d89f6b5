import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is drawn on the server and while the browser hydrates that drawing, true
 * from the render after (and at once on a page the browser draws alone). For what only the browser
 * can do, so that hydration sees what the server drew: the socket, the toasts, a form's button.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
