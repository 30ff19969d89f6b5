import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { reviewInputSchema, Review } from '@shared/contract/reviews';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { StarRatingInput } from '@web/components/ui/star-rating';
import { toast } from '@web/lib/toast';
import { useEditReview, useWriteReview } from '../api/write-review';
import { useSchemaForm } from '@web/lib/use-schema-form';

type Fields = z.input<typeof reviewInputSchema>;

const SCHEMA = async () => (await import('@shared/contract/reviews')).reviewInputSchema;
/**
 * Writing (or, within 14 days, changing) one's review of the other side of a completed project:
 * 1 to 5 stars and 10 to 2,000 characters, the same rules as the server's.
 */
export function ReviewForm({
  projectId,
  revieweeUsername,
  existing,
  onDone,
}: {
  projectId: number;
  revieweeUsername: string;
  /** The review being changed; none to write a new one. */
  existing?: Review;
  onDone: () => void;
}) {
  const ratingLabel = useId();
  const write = useWriteReview(projectId);
  const edit = useEditReview();
  const form = useSchemaForm<Fields, z.output<typeof reviewInputSchema>>({
    schema: SCHEMA,
    failure: 'Failed to save the review',
    defaultValues: { rating: existing?.rating, comment: existing?.comment ?? '' },
  });
  const { errors } = form.formState;
  const pending = write.isPending || edit.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (existing) await edit.mutateAsync({ reviewId: existing.id, ...values });
      else await write.mutateAsync(values);
      toast.success(existing ? 'Review updated' : 'Review published', {
        description: `It shows on ${revieweeUsername}'s public profile.`,
      });
      onDone();
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form
      onSubmit={submit}
      {...form.formProps}
      className="space-y-4"
      aria-label={`Review ${revieweeUsername}`}
    >
      <div className="space-y-1.5">
        <p id={ratingLabel} className="text-sm font-medium">
          Your rating
        </p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <div role="group" aria-labelledby={ratingLabel}>
              <StarRatingInput
                value={typeof field.value === 'number' ? field.value : null}
                onChange={field.onChange}
                invalid={Boolean(errors.rating)}
              />
            </div>
          )}
        />
        {errors.rating && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.rating.message}
          </p>
        )}
      </div>
      <FormField
        label={`Your review of ${revieweeUsername}`}
        hint="What went well, and what could have gone better (10 to 2,000 characters)."
        error={errors.comment?.message}
      >
        <Textarea rows={4} {...form.register('comment')} />
      </FormField>
      <FormActions
        onCancel={() => {
          form.reset();
          onDone();
        }}
        pending={pending}
        submitLabel={existing ? 'Save review' : 'Publish review'}
        pendingLabel="Saving..."
      />
    </form>
  );
}
