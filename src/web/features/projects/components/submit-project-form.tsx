import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { TECH_SUGGESTIONS } from '@shared/constants';
import {
  MAX_TECHNOLOGIES,
  normalizeTechnologies,
  PROJECT_MESSAGES,
} from '@shared/contract/projects-rules';
import { Button } from '@web/components/ui/button';
import { ChipInput } from '@web/components/ui/chip-input';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useCreateProject } from '../api/create-project';
import { ScreenshotDropZone } from './screenshot-drop-zone';

/** The spec's form: the shared schema's fields (budget and timeframe belong to the dashboard form). */
async function loadFormSchema() {
  const { createProjectSchema } = await import('@shared/contract/projects');
  return createProjectSchema.pick({
    name: true,
    description: true,
    techStack: true,
    codeLink: true,
  });
}
type FormSchema = Awaited<ReturnType<typeof loadFormSchema>>;
type Fields = z.input<FormSchema>;
const resolver = lazyZodResolver(loadFormSchema);

/**
 * Submit Your Project: the shared schema checks the fields with the spec's messages on both sides.
 * `codeLinkNote` goes under the code link (the app gives the repository snapshot's note).
 */
export function SubmitProjectForm({ codeLinkNote }: { codeLinkNote?: ReactNode }) {
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const form = useForm<Fields, unknown, z.output<FormSchema>>({
    resolver,
    defaultValues: { name: '', description: '', techStack: [], codeLink: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ name, description, techStack, codeLink }) =>
    createProject.mutate(
      { data: { name, description, techStack, codeLink }, image },
      {
        onSuccess: () => {
          toast.success(PROJECT_MESSAGES.submittedTitle, {
            description: PROJECT_MESSAGES.submitted,
          });
          navigate('/my-projects');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'unauthenticated') {
            toast.error('Authentication required', { description: PROJECT_MESSAGES.signedOut });
            return;
          }
          if (error instanceof ApiError) {
            // The server's refusal lands on its field: a rejected screenshot, a taken rule.
            showServerFieldErrors(error, form);
            if (
              error.code === 'too_large' ||
              error.code === 'unsupported_media_type' ||
              error.fieldErrors.image
            )
              setImageError(error.serverMessage);
          }
          const clientError = error instanceof ApiError && error.status < 500;
          toast.error('Failed to submit project', {
            description: clientError
              ? errorMessage(error, 'Please try again later')
              : 'Please try again later',
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-6">
      <FormField label="Project Name" error={errors.name?.message}>
        <Input placeholder="e.g. Recipe sharing app" maxLength={120} {...form.register('name')} />
      </FormField>
      <FormField
        label="Description"
        hint="What does it do, what is already built, and what is left to finish? At least 50 characters."
        error={errors.description?.message}
      >
        <Textarea
          rows={6}
          placeholder="Describe your project, the current state of the code and what you need to get it finished."
          {...form.register('description')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="techStack"
        render={({ field }) => (
          <FormField
            label="Tech Stack"
            hint="Type a technology and press Add, or pick from the suggestions."
            error={errors.techStack?.message}
          >
            <ChipInput
              value={Array.isArray(field.value) ? field.value : []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              listLabel="Selected technologies"
              placeholder="e.g. React"
              maxLength={40}
              max={MAX_TECHNOLOGIES}
              // Merges spacing and spelling ('react' becomes 'React') and drops a duplicate.
              normalize={normalizeTechnologies}
              suggestions={{
                options: TECH_SUGGESTIONS,
                as: 'chips',
                label: 'Suggested technologies',
              }}
            />
          </FormField>
        )}
      />
      <FormField
        label="Code Repository Link"
        hint="A link developers can open to read the code, e.g. on GitHub or GitLab."
        error={errors.codeLink?.message}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://github.com/you/your-project"
          {...form.register('codeLink')}
        />
      </FormField>
      {codeLinkNote}
      <FormField label="Screenshot (optional)" hint="PNG, JPG, GIF up to 5MB" error={imageError}>
        <ScreenshotDropZone
          value={image}
          onChange={(file) => {
            setImage(file);
            setImageError(undefined);
          }}
          onReject={setImageError}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={createProject.isPending}
      >
        {createProject.isPending ? 'Submitting...' : 'Submit Project'}
      </Button>
    </form>
  );
}
