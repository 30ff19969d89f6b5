import { useState } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { toastFailure } from './failure-toast';
import { showServerFieldErrors } from './form-errors';
import { lazyZodResolver } from './lazy-zod-resolver';

type Options<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
> & {
  /**
   * The shared contract's schema, as a dynamic import (`async () => (await
   * import('@shared/contract/auth')).loginSchema`): its messages are the server's, and it loads
   * when the form first takes focus, not with the page (lib/lazy-zod-resolver.ts).
   */
  schema: () => Promise<z.ZodType<Output, Input>>;
  /**
   * Which schema `schema` gives, when it is built from props (what a dispute holds, the submit
   * form's variant): a new key loads it again. One schema for the form's life without it.
   */
  schemaKey?: string | number;
  /** The failure toast's title when a submit is refused ('Failed to submit bid'). */
  failure?: string;
};

type Resolver<Input extends FieldValues, Output> = ReturnType<
  typeof lazyZodResolver<Input, Output>
>;

/**
 * The one way to build a form on the web (docs/decisions/web-forms.md): react-hook-form with the
 * shared zod schema loaded on the form's first focus, and on a refusal the server's field errors
 * on their fields and one failure toast. Spread `formProps` on the `<form>` (it preloads the
 * checks on focus and leaves checking to the schema, not the browser); call `fail(error)` when
 * the request is refused.
 */
export function useSchemaForm<Input extends FieldValues, Output = Input>({
  schema,
  schemaKey = '',
  failure,
  ...options
}: Options<Input, Output>) {
  // One resolver per schema key, kept across renders (a new one would load its schema again).
  const [resolvers] = useState(() => new Map<string | number, Resolver<Input, Output>>());
  let resolver = resolvers.get(schemaKey);
  if (!resolver) {
    resolver = lazyZodResolver(schema);
    resolvers.set(schemaKey, resolver);
  }
  const form = useForm<Input, unknown, Output>({ ...options, resolver });
  const preload = resolver.preload;
  return Object.assign(form, {
    /** Starts loading the checks (what `formProps.onFocus` does), for a form that adds to it. */
    preload,
    formProps: { onFocus: preload, noValidate: true } as const,
    /**
     * A refused submit: the server's field errors on their fields (a taken username) and the
     * failure toast, titled `title` (the form's `failure` unless given; none without either).
     */
    fail: (error: unknown, title: string | undefined = failure) => {
      showServerFieldErrors(error, form);
      if (title !== undefined) toastFailure(title, error);
    },
  });
}
