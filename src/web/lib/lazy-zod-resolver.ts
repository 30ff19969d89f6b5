import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadOnce } from './load-once';

type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading now: the form calls it when a field takes focus, ahead of any check. */
  preload: () => void;
};

/**
 * A form's validation that loads on use. The schema (the shared contract's, so its messages are
 * the server's), Zod and react-hook-form's Zod adapter arrive when the form first takes focus or
 * validates, not with the page: ~30 KB of compressed script a reader of the page never needs,
 * and less for the phone to parse before the page answers (docs/decisions/performance.md).
 * `loadSchema` is a dynamic import, e.g. `async () => (await import('@shared/contract/auth')).loginSchema`.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  const load = loadOnce(async () => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
    ]);
    return zodResolver(schema);
  });
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {});
    },
  });
}
