import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { TECH_SUGGESTIONS } from '@shared/constants';
import type {
  createProjectJsonFormSchema,
  submitProjectFormSchema,
} from '@shared/contract/projects';
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
import { ApiError } from '@web/lib/api-client';
import { digitsOnly } from '@web/lib/digits-only';
import { toastFailure } from '@web/lib/failure-toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateProject, useCreateProjectJson } from '../api/create-project';
import { ScreenshotDropZone } from './screenshot-drop-zone';

/** What the person types: the same fields on /submit and in the dashboard's dialog. */
interface Fields {
  name: string;
  description: string;
  techStack: string[];
  codeLink: string;
  budget: string;
  timeframe: string;
}

type PageOutput = z.output<typeof submitProjectFormSchema>;
type DashboardOutput = z.output<typeof createProjectJsonFormSchema>;

// Both variants check one set of fields, the budget typed as text; each schema's input type is
// what its preprocessing takes, so `as` names it the form's fields (checked: no `unknown`).

/** /submit: the spec's fields, budget and timeframe optional (an empty budget is none). */
const PAGE_SCHEMA = async () =>
  (await import('@shared/contract/projects')).submitProjectFormSchema as z.ZodType<
    PageOutput,
    Fields
  >;

/** The dashboard's variant (spec section 2): budget (default 0) and timeframe required, link optional. */
const DASHBOARD_SCHEMA = async () =>
  (await import('@shared/contract/projects')).createProjectJsonFormSchema as z.ZodType<
    DashboardOutput,
    Fields
  >;

const REQUIRED_ON_DASHBOARD = ['name', 'description', 'budget', 'timeframe'] as const;

const emptyFields = (variant: SubmitProjectVariant): Fields => ({
  name: '',
  description: '',
  techStack: [],
  codeLink: '',
  budget: variant === 'dashboard' ? '0' : '',
  timeframe: '',
});

export type SubmitProjectVariant = 'page' | 'dashboard';

interface SubmitProjectFormProps {
  /**
   * 'page' (/submit): multipart with an optional screenshot, the code link required, then
   * /my-projects. 'dashboard' (the dialog): JSON, budget and timeframe required, no screenshot.
   */
  variant?: SubmitProjectVariant;
  /** Goes under the code link (the app gives the repository snapshot's note). */
  codeLinkNote?: ReactNode;
  /** The dialog's close after a success; the page goes to /my-projects instead. */
  onSubmitted?: () => void;
}

/**
 * Submit Your Project, the one form for both places: the shared schema checks the fields with the
 * spec's messages on both sides.
 */
export function SubmitProjectForm({
  variant = 'page',
  codeLinkNote,
  onSubmitted,
}: SubmitProjectFormProps) {
  const onPage = variant === 'page';
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const createProjectJson = useCreateProjectJson();
  const pending = createProject.isPending || createProjectJson.isPending;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const form = useSchemaForm<Fields, PageOutput | DashboardOutput>({
    schema: onPage ? PAGE_SCHEMA : DASHBOARD_SCHEMA,
    schemaKey: variant,
    defaultValues: emptyFields(variant),
  });
  const { errors } = form.formState;

  const onSuccess = () => {
    toast.success(PROJECT_MESSAGES.submittedTitle, { description: PROJECT_MESSAGES.submitted });
    if (onPage) {
      navigate('/my-projects');
      return;
    }
    form.reset(emptyFields(variant));
    onSubmitted?.();
  };
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.code === 'unauthenticated') {
      toast.error('Authentication required', { description: PROJECT_MESSAGES.signedOut });
      return;
    }
    if (error instanceof ApiError) {
      // The server's refusal lands on its field: a rejected screenshot, a taken rule.
      form.fail(error);
      if (
        error.code === 'too_large' ||
        error.code === 'unsupported_media_type' ||
        error.fieldErrors.image
      )
        setImageError(error.serverMessage);
    }
    if (!(error instanceof ApiError)) {
      // No answer at all (offline, a dropped connection): spec 8's 'Error' toast.
      toast.error('Error', { description: 'Failed to submit project. Please try again.' });
      return;
    }
    // A server's failure (5xx) is not explained to the user: its words are for the logs.
    toastFailure(
      'Failed to submit project',
      error.status < 500 ? error : null,
      'Please try again later',
    );
  };

  const submit = form.handleSubmit(
    (values) => {
      if (onPage) {
        const { name, description, techStack, codeLink, budget, timeframe } = values as PageOutput;
        createProject.mutate(
          { data: { name, description, techStack, codeLink, budget, timeframe }, image },
          { onSuccess, onError },
        );
      } else {
        createProjectJson.mutate(values as DashboardOutput, { onSuccess, onError });
      }
    },
    () => {
      if (onPage) return;
      const values = form.getValues();
      if (
        values.techStack.length === 0 ||
        REQUIRED_ON_DASHBOARD.some((field) => !values[field].trim())
      ) {
        toast.error(PROJECT_MESSAGES.missingTitle, { description: PROJECT_MESSAGES.missing });
      }
    },
  );

  return (
    <form onSubmit={submit} {...form.formProps} className={onPage ? 'space-y-6' : 'space-y-4'}>
      <FormField label="Project Name" error={errors.name?.message}>
        <Input placeholder="e.g. Recipe sharing app" maxLength={120} {...form.register('name')} />
      </FormField>
      <FormField
        label="Description"
        hint="What does it do, what is already built, and what is left to finish? At least 50 characters."
        error={errors.description?.message}
      >
        <Textarea
          rows={onPage ? 6 : 4}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={onPage ? 'Budget ($) (optional)' : 'Budget ($)'}
          hint={
            onPage
              ? 'Whole dollars. Leave it empty to hear what developers ask.'
              : 'Whole dollars; 0 if you are open to offers.'
          }
          error={errors.budget?.message}
        >
          <Input
            inputMode="numeric"
            placeholder={onPage ? 'e.g. 1500' : '0'}
            {...form.register('budget', {
              onChange: (event: { target: { value: string } }) =>
                form.setValue('budget', digitsOnly(event.target.value)),
            })}
          />
        </FormField>
        <FormField
          label={onPage ? 'Timeframe (optional)' : 'Timeframe'}
          hint="When you need it finished."
          error={errors.timeframe?.message}
        >
          <Input placeholder="e.g. 2 weeks" maxLength={100} {...form.register('timeframe')} />
        </FormField>
      </div>
      <FormField
        label={onPage ? 'Code Repository Link' : 'Code Repository Link (optional)'}
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
      {onPage && (
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
      )}
      <Button
        type="submit"
        size={onPage ? 'lg' : 'md'}
        className="w-full sm:w-auto"
        disabled={pending}
      >
        {pending ? 'Submitting...' : 'Submit Project'}
      </Button>
    </form>
  );
}
