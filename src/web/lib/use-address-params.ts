import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

/**
 * The page's query parameters (filters, the open tab) and one way to change them, in place
 * (replace: no history entry per click).
 *
 * react-router builds an update on the parameters of the last render, so two changes made before
 * the next render (two skills ticked in a row) would lose the first. Each change here builds on
 * the last one asked for until the address shows it.
 *
 * A change that comes while the person is already on their way to another page (a search's
 * debounce firing after they clicked a result, while that page's code and data load) is dropped:
 * made, it would cancel that navigation and hold them on this page.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);

  // The router's state as of now: useNavigation() is what React last rendered, and a click's
  // navigation renders as a transition, a moment after it began. Every page renders under a
  // data router (RouterProvider in the browser, StaticRouterProvider on the server).
  const { router } = useContext(UNSAFE_DataRouterContext)!;
  const leaving = () => {
    const { navigation, location } = router.state;
    return navigation.state !== 'idle' && navigation.location.pathname !== location.pathname;
  };

  const updateParams = (change: (next: URLSearchParams) => void) => {
    if (leaving()) return;
    const next = new URLSearchParams(asked.current ?? params);
    change(next);
    asked.current = next;
    setParams(next, { replace: true });
  };
  return [params, updateParams] as const;
}
