import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { safetyMutationKeys } from '@web/features/safety/api/keys';
import { refreshLinkedQueries } from './query-links';

type Page = { items: string[]; next: string | null };

describe("a change's linked refreshes", () => {
  it("let a conversation's 'Load older' on its way arrive", async () => {
    const queryClient = new QueryClient();
    let deliverOlder = () => {};
    const observer = new InfiniteQueryObserver<
      Page,
      Error,
      InfiniteData<Page>,
      readonly unknown[],
      string | null
    >(queryClient, {
      queryKey: ['conversations', 'messages', 3],
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
      queryFn: ({ pageParam }) =>
        pageParam === null
          ? Promise.resolve({ items: ['new'], next: 'older' })
          : new Promise<Page>((resolve) => {
              deliverOlder = () => resolve({ items: ['old'], next: null });
            }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true);

    // A block refreshes the conversations while their older page is on its way.
    const older = observer.fetchNextPage();
    await refreshLinkedQueries(queryClient, safetyMutationKeys.block);
    deliverOlder();
    await older;
    expect(observer.getCurrentResult().data?.pages.map((page) => page.items[0])).toEqual([
      'new',
      'old',
    ]);
    unsubscribe();
  });
});
