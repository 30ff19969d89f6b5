import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { createProjectJsonSchema, CreateProjectJsonInput } from '@shared/contract/projects';
import { PROJECT_MESSAGES } from '@shared/contract/projects-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { errorMessage } from '@web/lib/api-client';
import { digitsOnly } from '@web/lib/digits-only';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useCreateProjectJson } from '../api/create-project';

interface Fields {
  name: string;
  description: string;
  techStack: string;
  budget: string;
  timeframe: string;
  codeLink: string;
}

const REQUIRED: (keyof Fields)[] = ['name', 'description', 'techStack', 'budget', 'timeframe'];

const EMPTY: Fields = {
  name: '',
  description: '',
  techStack: '',
  budget: '0',
  timeframe: '',
  codeLink: '',
};

const resolver = lazyZodResolver(
  async () =>
    (await import('@shared/contract/projects')).createProjectJsonFormSchema as unknown as z.ZodType<
      z.output<typeof createProjectJsonSchema>,
      Fields
    >,
);

/**
 * The dashboard's Submit Project form (spec sections 2 and 5): budget (digits only, default 0)
 * and timeframe required, repository link optional; sent as JSON.
 */
export function SubmitProjectDialogForm({ onSubmitted }: { onSubmitted: () => void }) {
  const createProject = useCreateProjectJson();
  const form = useForm<Fields, unknown, z.output<typeof createProjectJsonSchema>>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) =>
      createProject.mutate(values satisfies CreateProjectJsonInput, {
        onSuccess: () => {
          toast.success(PROJECT_MESSAGES.submittedTitle, {
            description: PROJECT_MESSAGES.submitted,
          });
          form.reset(EMPTY);
          onSubmitted();
        },
        onError: (error) => {
          showServerFieldErrors(error, form);
          toast.error('Failed to submit project', {
            description: errorMessage(error, 'Please try again later'),
          });
        },
      }),
    () => {
      const values = form.getValues();
      if (REQUIRED.some((field) => !values[field].trim())) {
        toast.error(PROJECT_MESSAGES.missingTitle, { description: PROJECT_MESSAGES.missing });
      }
    },
  );

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-4">
      <FormField label="Project Name" error={errors.name?.message}>
        <Input placeholder="e.g. Recipe sharing app" {...form.register('name')} />
      </FormField>
      <FormField
        label="Description"
        hint="What is built, what is missing, and what finished looks like."
        error={errors.description?.message}
      >
        <Textarea {...form.register('description')} />
      </FormField>
      <FormField
        label="Technologies"
        hint="Separate them with commas, e.g. React, Node.js, PostgreSQL."
        error={errors.techStack?.message}
      >
        <Input placeholder="React, Node.js" {...form.register('techStack')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Budget ($)" error={errors.budget?.message}>
          <Input
            inputMode="numeric"
            placeholder="0"
            {...form.register('budget', {
              onChange: (event: { target: { value: string } }) =>
                form.setValue('budget', digitsOnly(event.target.value)),
            })}
          />
        </FormField>
        <FormField label="Timeframe" error={errors.timeframe?.message}>
          <Input placeholder="e.g. 2 weeks" {...form.register('timeframe')} />
        </FormField>
      </div>
      <FormField label="Repository Link (optional)" error={errors.codeLink?.message}>
        <Input
          type="url"
          placeholder="https://github.com/you/project"
          {...form.register('codeLink')}
        />
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" disabled={createProject.isPending}>
        {createProject.isPending ? 'Submitting...' : 'Submit Project'}
      </Button>
    </form>
  );
}
