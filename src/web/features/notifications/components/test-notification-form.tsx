import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { NOTIFICATION_TYPES } from '@shared/constants';
import type { testNotificationFormSchema } from '@shared/contract/notifications';
import { NOTIFICATION_MESSAGES } from '@shared/contract/notifications-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateNotification } from '../api/create-notification';
import { NOTIFICATION_TYPE_DISPLAY } from '../notification-types';

type FormSchema = typeof testNotificationFormSchema;
type FormFields = z.input<FormSchema>;
const SCHEMA = async () =>
  (await import('@shared/contract/notifications')).testNotificationFormSchema;

const EMPTY: FormFields = { title: '', content: '', type: 'notification', relatedId: '' };

/**
 * The test notification panel (spec section 2): title, content, type and an optional related id,
 * sent to oneself. The notification then arrives like any other: on the socket, in the bell and
 * on /notifications.
 */
export function TestNotificationForm() {
  const typeLabel = useId();
  const create = useCreateNotification();
  const form = useSchemaForm<FormFields, z.output<FormSchema>>({
    schema: SCHEMA,
    failure: NOTIFICATION_MESSAGES.createFailed,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(NOTIFICATION_MESSAGES.created, {
          description: 'It is on its way to your bell and your notifications.',
        });
        form.reset({ ...EMPTY, type: values.type });
      },
      onError: (error) => form.fail(error),
    }),
  );

  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      <FormField label="Title" error={errors.title?.message}>
        <Input placeholder="e.g. Your project got a new bid" {...form.register('title')} />
      </FormField>
      <FormField label="Content" error={errors.content?.message}>
        <Textarea
          placeholder="What the notification says"
          className="min-h-24"
          {...form.register('content')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label id={typeLabel} className="block text-sm font-medium">
            Type
          </label>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger aria-labelledby={typeLabel}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {NOTIFICATION_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {NOTIFICATION_TYPE_DISPLAY[type].label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {errors.type && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.type.message}
            </p>
          )}
        </div>
        <FormField
          label="Related ID (optional)"
          hint="A project id for bids, projects and milestones; a message id for messages."
          error={errors.relatedId?.message}
        >
          <Input inputMode="numeric" placeholder="e.g. 42" {...form.register('relatedId')} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Sending...' : 'Send Notification'}
        </Button>
      </div>
    </form>
  );
}
