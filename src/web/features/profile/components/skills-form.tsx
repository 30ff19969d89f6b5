import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { DIRECTORY_SKILLS, PROGRAMMING_LANGUAGES, TECH_SUGGESTIONS } from '@shared/constants';
import type { CurrentUser } from '@shared/contract/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { CheckboxCard } from '@web/components/ui/checkbox';
import { ChipInput } from '@web/components/ui/chip-input';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { languageName } from '@web/lib/format';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { showProfileError, toastProfileUpdated } from './save-profile';

/** The Skills tab's fields (developers only). */
async function loadSkillsSchema() {
  const { profileUpdateSchema } = await import('@shared/contract/profile');
  const schema = profileUpdateSchema.pick({
    languages: true,
    frameworks: true,
    skills: true,
    hourlyRate: true,
    yearsOfExperience: true,
    githubProjects: true,
    available: true,
  });
  loadedGithubProjectsRule = schema.shape.githubProjects;
  return schema;
}
type SkillsSchema = Awaited<ReturnType<typeof loadSkillsSchema>>;
type SkillsFields = z.input<SkillsSchema>;
let loadedGithubProjectsRule: SkillsSchema['shape']['githubProjects'] | undefined;

const SKILL_SUGGESTIONS = [...new Set([...DIRECTORY_SKILLS, ...TECH_SUGGESTIONS])];
const FRAMEWORK_SUGGESTIONS = TECH_SUGGESTIONS;

/** '' → null, anything else a number (a non-number fails the schema with the spec's message). */
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * A GitHub project link is checked when it is added, with the same rule as the server's. The rule
 * arrives when the form first takes focus (the resolver's preload); a link added before that is
 * checked with the rest of the form on Save.
 */
function githubProjectProblem(url: string): string | undefined {
  const result = loadedGithubProjectsRule?.safeParse([url]);
  return result && !result.success ? result.error.issues[0]?.message : undefined;
}

/** Errors of a list field arrive on the list or on one of its entries. */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (Array.isArray(error)) return error.map(listError).find(Boolean);
  if ('root' in error) return listError(error.root);
  return undefined;
}

export function SkillsForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useSchemaForm<SkillsFields, z.output<SkillsSchema>>({
    schema: loadSkillsSchema,
    defaultValues: {
      languages: user.languages,
      frameworks: user.frameworks,
      skills: user.skills,
      hourlyRate: user.hourlyRate,
      yearsOfExperience: user.yearsOfExperience,
      githubProjects: user.githubProjects,
      available: user.available,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((changes) =>
    update.mutate(
      { userId: user.id, changes },
      {
        onSuccess: (updated) => {
          toastProfileUpdated();
          form.reset({
            languages: updated.languages,
            frameworks: updated.frameworks,
            skills: updated.skills,
            hourlyRate: updated.hourlyRate,
            yearsOfExperience: updated.yearsOfExperience,
            githubProjects: updated.githubProjects,
            available: updated.available,
          });
        },
        onError: (error) => showProfileError(error, form),
      },
    ),
  );

  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <span role="heading" aria-level={2}>
              Skills &amp; Experience
            </span>
          </CardTitle>
          <CardDescription>
            What clients see on your card in the developer directory and on your public profile.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <Controller
            control={form.control}
            name="available"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-background p-4">
                <div>
                  <label htmlFor="available-switch" className="block text-sm font-medium">
                    Available for new projects
                  </label>
                  <p id="available-hint" className="text-xs text-muted-foreground">
                    Shown as 'Available now' in the developer directory.
                  </p>
                </div>
                <Switch
                  id="available-switch"
                  aria-describedby="available-hint"
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                />
              </div>
            )}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Programming languages</legend>
            <Controller
              control={form.control}
              name="languages"
              render={({ field }) => {
                const selected = field.value ?? [];
                return (
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                    {PROGRAMMING_LANGUAGES.map((code) => (
                      <CheckboxCard
                        key={code}
                        id={`language-${code}`}
                        label={languageName(code)}
                        checked={selected.includes(code)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked
                              ? PROGRAMMING_LANGUAGES.filter(
                                  (c) => c === code || selected.includes(c),
                                )
                              : selected.filter((c) => c !== code),
                          )
                        }
                      />
                    ))}
                  </div>
                );
              }}
            />
            {listError(errors.languages) && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {listError(errors.languages)}
              </p>
            )}
          </fieldset>
          <Controller
            control={form.control}
            name="frameworks"
            render={({ field }) => (
              <FormField label="Frameworks" error={listError(errors.frameworks)}>
                <ChipInput
                  value={field.value ?? []}
                  onChange={field.onChange}
                  listLabel="Added frameworks"
                  addLabel="Add to Frameworks"
                  placeholder="e.g. React"
                  suggestions={{ options: FRAMEWORK_SUGGESTIONS, as: 'datalist' }}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="skills"
            render={({ field }) => (
              <FormField
                label="Skills"
                hint="Clients filter the directory by these skills."
                error={listError(errors.skills)}
              >
                <ChipInput
                  value={field.value ?? []}
                  onChange={field.onChange}
                  listLabel="Added skills"
                  addLabel="Add to Skills"
                  placeholder="e.g. TypeScript"
                  suggestions={{ options: SKILL_SUGGESTIONS, as: 'datalist' }}
                />
              </FormField>
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Hourly rate ($)"
              hint="Setting a rate earns the Verified badge."
              error={errors.hourlyRate?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="e.g. 80"
                {...form.register('hourlyRate', { setValueAs: numberOrNull })}
              />
            </FormField>
            <FormField label="Years of experience" error={errors.yearsOfExperience?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="e.g. 5"
                {...form.register('yearsOfExperience', { setValueAs: numberOrNull })}
              />
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="githubProjects"
            render={({ field }) => (
              <FormField
                label="GitHub project links"
                hint="Repositories that show your best work."
                error={listError(errors.githubProjects)}
              >
                <ChipInput
                  value={field.value ?? []}
                  onChange={field.onChange}
                  listLabel="Added GitHub project links"
                  addLabel="Add to GitHub project links"
                  placeholder="https://github.com/you/project"
                  validate={githubProjectProblem}
                  asRows
                />
              </FormField>
            )}
          />
        </CardContent>
      </Card>
      <FormActions
        onCancel={() => form.reset()}
        cancelDisabled={update.isPending || !form.formState.isDirty}
        pending={update.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      />
    </form>
  );
}
