import { useEffect } from 'react';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * `<html data-live>` once the page answers input: browser tests wait for it after loading a
 * page, since a page the server drew is on screen before its script runs. Drawn inside the page's
 * own Suspense boundary, which React hydrates on its own: the mark comes with the commit in which
 * the page's parts that waited for hydration (a form's button) came alive.
 */
export function LiveMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.live = '';
  }, [hydrated]);
  return null;
}
