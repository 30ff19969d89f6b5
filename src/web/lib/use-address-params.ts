import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's query parameters (filters, the open tab) and one way to change them, in place
 * (replace: no history entry per click).
 *
 * react-router builds an update on the parameters of the last render, so two changes made before
 * the next render (two skills ticked in a row) would lose the first. Each change here builds on
 * the last one asked for until the address shows it.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);

  const updateParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(asked.current ?? params);
    change(next);
    asked.current = next;
    setParams(next, { replace: true });
  };
  return [params, updateParams] as const;
}
