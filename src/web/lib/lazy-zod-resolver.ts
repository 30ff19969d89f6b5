import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadOnce } from './load-once';
import { toast } from './toast';

const FORM_CHECKS_UNAVAILABLE =
  'This form could not be loaded. Check your connection and try again.';

/** Says that a form's checks could not be downloaded: one toast, however often it is asked. */
export function toastFormChecksUnavailable() {
  toast.error(FORM_CHECKS_UNAVAILABLE, { id: 'form-checks-unavailable' });
}

type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading now: the form calls it when a field takes focus, ahead of any check. */
  preload: () => void;
};

/**
 * A form's validation that loads on use. The schema (the shared contract's, so its messages are
 * the server's), Zod and react-hook-form's Zod adapter arrive when the form first takes focus or
 * validates, not with the page: script a reader of the page never needs,
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
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Input, unknown, Output>;
    try {
      check = await load();
    } catch {
      // The download failed (a dropped connection): the form stays unsent and says why; the
      // next check downloads again.
      toastFormChecksUnavailable();
      const errors = {
        root: { type: 'unavailable', message: FORM_CHECKS_UNAVAILABLE },
      } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return check(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {});
    },
  });
}
