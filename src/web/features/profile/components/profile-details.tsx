import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { CurrentUser } from '@shared/contract/auth';
import { ACCOUNT_MESSAGES } from '@shared/contract/auth-rules';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormActions } from '@web/components/ui/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarDropZone } from './avatar-drop-zone';
import { showProfileError, toastProfileUpdated } from './save-profile';

/**
 * The Profile tab's fields (spec section 5, "Profile update"). A new email takes the current
 * password (the server asks too).
 */
async function loadDetailsSchema(currentEmail: string) {
  const { profileUpdateSchema } = await import('@shared/contract/profile');
  return profileUpdateSchema
    .pick({
      username: true,
      email: true,
      bio: true,
      location: true,
      website: true,
      githubUrl: true,
      linkedinUrl: true,
      twitterUrl: true,
      currentPassword: true,
    })
    .superRefine((values, context) => {
      if (values.email !== undefined && values.email !== currentEmail && !values.currentPassword) {
        context.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: ACCOUNT_MESSAGES.currentPasswordMissing,
        });
      }
    });
}
type DetailsSchema = Awaited<ReturnType<typeof loadDetailsSchema>>;
type DetailsFields = z.input<DetailsSchema>;

const LINKS = [
  { name: 'website', label: 'Website', placeholder: 'https://your-site.dev' },
  { name: 'githubUrl', label: 'GitHub', placeholder: 'https://github.com/you' },
  { name: 'linkedinUrl', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/you' },
  { name: 'twitterUrl', label: 'Twitter', placeholder: 'https://x.com/you' },
] as const;

/** The Profile tab: a read view, and an edit mode behind 'Edit Profile'. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <ProfileEditForm user={user} onDone={() => setEditing(false)} />
  ) : (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4 space-y-0">
        <CardTitle>
          <span role="heading" aria-level={2}>
            Profile Information
          </span>
        </CardTitle>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden /> Edit Profile
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <ReadItem label="Username" value={user.username} />
          <ReadItem label="Email" value={user.email} />
          <ReadItem label="Bio" value={user.bio} wide multiline />
          <ReadItem label="Location" value={user.location} />
          {LINKS.map((link) => (
            <ReadItem key={link.name} label={link.label} value={user[link.name]} link />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function ReadItem({
  label,
  value,
  wide = false,
  multiline = false,
  link = false,
}: {
  label: string;
  value: string | null;
  wide?: boolean;
  multiline?: boolean;
  link?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className={multiline ? 'mt-1 whitespace-pre-line' : 'mt-1 break-words'}>
        {value ? (
          link ? (
            <a
              href={value}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all text-primary hover:underline"
            >
              {value}
            </a>
          ) : (
            value
          )
        ) : (
          <span className="text-muted-foreground">Not set</span>
        )}
      </dd>
    </div>
  );
}

function ProfileEditForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const form = useSchemaForm<DetailsFields, z.output<DetailsSchema>>({
    // The account's email is the schema's: the password is asked only when it changes.
    schema: () => loadDetailsSchema(user.email),
    defaultValues: {
      username: user.username,
      email: user.email,
      bio: user.bio ?? '',
      location: user.location ?? '',
      website: user.website ?? '',
      githubUrl: user.githubUrl ?? '',
      linkedinUrl: user.linkedinUrl ?? '',
      twitterUrl: user.twitterUrl ?? '',
      currentPassword: '',
    },
  });
  const { errors } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' }) ?? '';
  const emailChanged = typedEmail.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = form.handleSubmit(({ currentPassword, ...fields }) => {
    // The password travels only with an email change, the one change that asks for it.
    const changes = emailChanged ? { ...fields, currentPassword } : fields;
    update.mutate(
      {
        userId: user.id,
        changes: removeAvatar && !avatar ? { ...changes, avatarUrl: null } : changes,
        avatar,
      },
      {
        onSuccess: () => {
          toastProfileUpdated();
          onDone();
        },
        onError: (error) => showProfileError(error, form),
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span role="heading" aria-level={2}>
            Edit Profile
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} {...form.formProps} className="space-y-5">
          <AvatarDropZone
            username={user.username}
            currentUrl={user.avatarUrl}
            file={avatar}
            onFileChange={setAvatar}
            removed={removeAvatar}
            onRemovedChange={setRemoveAvatar}
            onReject={(message) => toast.error(message)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Username" error={errors.username?.message}>
              <Input autoComplete="username" {...form.register('username')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            {emailChanged && (
              <FormField
                label="Current password"
                hint="Needed to change your email."
                error={errors.currentPassword?.message}
                className="sm:col-span-2"
              >
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...form.register('currentPassword')}
                />
              </FormField>
            )}
          </div>
          <FormField
            label="Bio"
            hint="Tell clients what you build and how you work."
            error={errors.bio?.message}
          >
            <Textarea rows={4} {...form.register('bio')} />
          </FormField>
          <FormField label="Location" error={errors.location?.message}>
            <Input placeholder="e.g. Lisbon, Portugal" {...form.register('location')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            {LINKS.map((link) => (
              <FormField key={link.name} label={link.label} error={errors[link.name]?.message}>
                <Input type="url" placeholder={link.placeholder} {...form.register(link.name)} />
              </FormField>
            ))}
          </div>
          <FormActions
            onCancel={onDone}
            cancelDisabled={update.isPending}
            pending={update.isPending}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
          />
        </form>
      </CardContent>
    </Card>
  );
}
