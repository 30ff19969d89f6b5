import { useState } from 'react';

/** The `cursor` of a list's next-page link (`Link: <...?cursor=...>; rel="next"`). */
export function cursorOf(next: string | null): string | null {
  if (!next) return null;
  return new URL(next, window.location.origin).searchParams.get('cursor');
}

/**
 * Page-by-page navigation over a keyset-paginated list: remembers the cursors of the pages seen
 * so that Previous works. Starts again at page 1 whenever `resetKey` changes (e.g. a new search).
 */
export function useCursorPager(resetKey: unknown = null) {
  const [state, setState] = useState<{ key: unknown; cursors: (string | null)[] }>({
    key: resetKey,
    cursors: [null],
  });
  let cursors = state.cursors;
  if (!Object.is(state.key, resetKey)) {
    cursors = [null];
    setState({ key: resetKey, cursors });
  }
  return {
    cursor: cursors[cursors.length - 1] ?? null,
    page: cursors.length,
    next: (cursor: string | null) => {
      if (cursor) setState((current) => ({ ...current, cursors: [...current.cursors, cursor] }));
    },
    previous: () =>
      setState((current) => ({
        ...current,
        cursors: current.cursors.length > 1 ? current.cursors.slice(0, -1) : current.cursors,
      })),
  };
}

export type CursorPager = ReturnType<typeof useCursorPager>;
