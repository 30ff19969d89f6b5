import { AlertTriangle, Copy, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type {
  CurrentUser,
  TwoFactorCodeInput,
  TwoFactorDisableInput,
  TwoFactorSetup,
  TwoFactorSetupInput,
} from '@shared/contract/auth';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useFormatDate } from '@web/lib/format';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { toast } from '@web/lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { useTwoFactorStatus } from '../api/two-factor-status';

const SETUP_SCHEMA = async () => (await import('@shared/contract/auth')).twoFactorSetupSchema;
const CODE_SCHEMA = async () => (await import('@shared/contract/auth')).twoFactorCodeSchema;
const DISABLE_SCHEMA = async () => (await import('@shared/contract/auth')).twoFactorDisableSchema;

/** Where the card is: what it shows besides whether two-factor sign-in is on. */
type Stage =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

/**
 * The Security tab's two-factor sign-in (decisions.md, Two-factor sign-in): turning it on (the
 * password, then the QR code and the key as text, then a first code), the ten recovery codes
 * shown once, new recovery codes, and turning it off (the password and a code).
 */
export function TwoFactorSettings({ user }: { user: CurrentUser }) {
  const formatDate = useFormatDate();
  const status = useTwoFactorStatus(user.id);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const done = () => setStage({ kind: 'idle' });
  const enabled = status.data?.enabled ?? false;

  return (
    <Card role="region" aria-labelledby="two-factor-heading" className="lg:col-span-2">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" id="two-factor-heading">
            Two-factor sign-in
          </CardTitle>
          {status.data && (
            <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
          )}
        </div>
        <CardDescription>
          Besides your password, signing in asks for a code from an authenticator app on your phone
          (Google Authenticator, Microsoft Authenticator, 1Password, Authy and others), so a stolen
          password alone does not open your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Spinner label="Loading two-factor sign-in" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(status.error, 'Could not load two-factor sign-in. Please try again.')}
          </p>
        ) : stage.kind === 'password' ? (
          <ConfirmPasswordForm
            user={user}
            onStarted={(setup) => setStage({ kind: 'scan', setup })}
            onCancel={done}
          />
        ) : stage.kind === 'scan' ? (
          <ScanStep
            user={user}
            setup={stage.setup}
            onEnabled={(codes) => setStage({ kind: 'codes', codes })}
            onCancel={done}
          />
        ) : stage.kind === 'codes' ? (
          <RecoveryCodes user={user} codes={stage.codes} onDone={done} />
        ) : stage.kind === 'regenerate' ? (
          <RegenerateForm
            user={user}
            onRegenerated={(codes) => setStage({ kind: 'codes', codes })}
            onCancel={done}
          />
        ) : stage.kind === 'disable' ? (
          <DisableForm user={user} onDisabled={done} onCancel={done} />
        ) : enabled ? (
          <div className="space-y-4">
            <p className="flex items-start gap-2 text-sm">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              <span>
                On since {formatDate(status.data.enabledAt!)}. {status.data.recoveryCodesLeft} of 10
                recovery codes left.
              </span>
            </p>
            {status.data.recoveryCodesLeft <= 3 && (
              <p className="text-sm font-medium text-warning">
                Few recovery codes are left: make new ones before they run out.
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setStage({ kind: 'regenerate' })}>
                New recovery codes
              </Button>
              <Button variant="secondary" onClick={() => setStage({ kind: 'disable' })}>
                Turn off two-factor sign-in
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={() => setStage({ kind: 'password' })}>Turn on two-factor sign-in</Button>
        )}
      </CardContent>
    </Card>
  );
}

function ConfirmPasswordForm({
  user,
  onStarted,
  onCancel,
}: {
  user: CurrentUser;
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}) {
  const start = useStartTwoFactorSetup();
  const form = useSchemaForm<TwoFactorSetupInput>({
    schema: SETUP_SCHEMA,
    failure: 'Two-factor sign-in not started',
    defaultValues: { currentPassword: '' },
  });
  const submit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: onStarted,
      onError: (error) => form.fail(error),
    }),
  );
  return (
    <form onSubmit={submit} {...form.formProps} className="max-w-md space-y-4">
      <input type="hidden" autoComplete="username" value={user.email} readOnly />
      <FormField
        label="Current password"
        hint="To make sure it is you before tying the account to a phone."
        error={form.formState.errors.currentPassword?.message}
      >
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Checking...' : 'Continue'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The key in groups of four, as authenticator apps show and take it. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function ScanStep({
  user,
  setup,
  onEnabled,
  onCancel,
}: {
  user: CurrentUser;
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor(user.id);
  const form = useSchemaForm<TwoFactorCodeInput>({
    schema: CODE_SCHEMA,
    failure: 'Two-factor sign-in not turned on',
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit((values) =>
    enable.mutate(values, {
      onSuccess: ({ recoveryCodes }) => {
        toast.success('Two-factor sign-in is on');
        onEnabled(recoveryCodes);
      },
      onError: (error) => form.fail(error),
    }),
  );
  const copyKey = () => copy(setup.secret, 'Key copied');

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <img
        src={setup.qrCode}
        alt="QR code that adds Finishline to your authenticator app"
        width={192}
        height={192}
        className="size-48 rounded-md border border-border bg-white"
      />
      <div className="min-w-0 space-y-4">
        <ol className="list-decimal space-y-3 pl-5 text-sm">
          <li>
            Scan the QR code with your authenticator app.{' '}
            <a href={setup.uri} className="font-medium text-primary hover:underline md:hidden">
              Or open it in the app on this phone.
            </a>
          </li>
          <li>
            Cannot scan it? Enter this key in the app instead:
            <span className="mt-1.5 flex flex-wrap items-center gap-2">
              <code className="break-all rounded-md bg-muted px-2 py-1 font-mono text-sm">
                {groupedSecret(setup.secret)}
              </code>
              <Button type="button" variant="ghost" size="sm" onClick={() => void copyKey()}>
                <Copy aria-hidden /> Copy key
              </Button>
            </span>
          </li>
          <li>Enter the 6-digit code the app shows for Finishline.</li>
        </ol>
        <form onSubmit={submit} {...form.formProps} className="max-w-xs space-y-4">
          <FormField label="Authentication code" error={form.formState.errors.code?.message}>
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              className="font-mono tracking-widest"
              {...form.register('code')}
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={enable.isPending}>
              {enable.isPending ? 'Turning on...' : 'Turn on'}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error('Could not copy. Select the text and copy it yourself.');
  }
}

function RecoveryCodes({
  user,
  codes,
  onDone,
}: {
  user: CurrentUser;
  codes: string[];
  onDone: () => void;
}) {
  const text = [
    `Finishline recovery codes for ${user.email}`,
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'finishline-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-4">
      <h3 id="recovery-codes-heading" className="font-semibold">
        Your recovery codes
      </h3>
      <div
        role="note"
        className="flex gap-3 rounded-md border border-warning bg-warning-soft p-3 text-sm"
      >
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <p>
          <strong>Save these codes now: they are not shown again.</strong> If you lose your phone,
          each code signs you in once in place of a code from the app. Keep them somewhere safe,
          such as a password manager.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'), 'Codes copied')}>
          <Copy aria-hidden /> Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden /> Download as text
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </section>
  );
}

/** The code field of the forms that take a code from the app or a recovery code. */
function AnyCodeField({ error, field }: { error?: string; field: UseFormRegisterReturn }) {
  return (
    <FormField
      label="Code from your authenticator app, or a recovery code"
      error={error}
      className="max-w-xs"
    >
      <Input
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        className="font-mono"
        {...field}
      />
    </FormField>
  );
}

function RegenerateForm({
  user,
  onRegenerated,
  onCancel,
}: {
  user: CurrentUser;
  onRegenerated: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const regenerate = useRegenerateRecoveryCodes(user.id);
  const form = useSchemaForm<TwoFactorCodeInput>({
    schema: CODE_SCHEMA,
    failure: 'No new recovery codes',
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit((values) =>
    regenerate.mutate(values, {
      onSuccess: ({ recoveryCodes }) => onRegenerated(recoveryCodes),
      onError: (error) => form.fail(error),
    }),
  );
  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Ten new codes replace the ones you have: the old codes stop working.
      </p>
      <AnyCodeField error={form.formState.errors.code?.message} field={form.register('code')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={regenerate.isPending}>
          {regenerate.isPending ? 'Making codes...' : 'Make new codes'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function DisableForm({
  user,
  onDisabled,
  onCancel,
}: {
  user: CurrentUser;
  onDisabled: () => void;
  onCancel: () => void;
}) {
  const disable = useDisableTwoFactor(user.id);
  const form = useSchemaForm<TwoFactorDisableInput>({
    schema: DISABLE_SCHEMA,
    failure: 'Two-factor sign-in is still on',
    defaultValues: { currentPassword: '', code: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => {
        toast.success('Two-factor sign-in is off', {
          description: 'Signing in now asks only for your password.',
        });
        onDisabled();
      },
      onError: (error) => form.fail(error),
    }),
  );
  return (
    <form onSubmit={submit} {...form.formProps} className="space-y-4">
      <input type="hidden" autoComplete="username" value={user.email} readOnly />
      <FormField
        label="Current password"
        error={errors.currentPassword?.message}
        className="max-w-xs"
      >
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <AnyCodeField error={errors.code?.message} field={form.register('code')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off...' : 'Turn off'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
