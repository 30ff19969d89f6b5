import { ListChecks } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  checkNameProblem,
  EVIDENCE_MESSAGES,
  REQUIRED_CHECK_LIMITS,
} from '@shared/contract/delivery-evidence-rules';
import type { DeliveryCheckSettings } from '@shared/contract/delivery-evidence';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ChipInput } from '@web/components/ui/chip-input';
import { FormField } from '@web/components/ui/form-field';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useCheckSettings, useSaveCheckSettings } from '../api/check-settings';

/**
 * The checks every delivery must pass (issue 39; docs/decisions/verified-delivery.md): the owner
 * names them, from the bid's acceptance on, and may opt in to release the money as soon as they
 * all pass on a fresh delivery with no flag; the developer sees the same list before delivering.
 */
export function RequiredChecksCard({ projectId }: { projectId: number }) {
  const settings = useCheckSettings(projectId);
  return (
    <Card role="region" aria-labelledby="required-checks-heading">
      <CardHeader>
        <h2
          id="required-checks-heading"
          className="flex items-center gap-2 text-lg font-semibold leading-snug"
        >
          <ListChecks aria-hidden className="size-5 text-muted-foreground" />
          Required checks
        </h2>
      </CardHeader>
      <CardContent className="text-sm">
        {settings.isPending ? (
          <Skeleton className="h-24" />
        ) : settings.isError ? (
          <LoadError
            message="Couldn't load the required checks."
            onRetry={() => void settings.refetch()}
          />
        ) : settings.data.canChange ? (
          // A save (or the server's trimming) is what the form starts from again.
          <ChecksForm
            key={JSON.stringify(settings.data)}
            projectId={projectId}
            saved={settings.data}
          />
        ) : (
          <ChecksSummary settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ChecksSummary({ settings }: { settings: DeliveryCheckSettings }) {
  if (settings.requiredChecks.length === 0) {
    return (
      <p className="text-muted-foreground">
        The owner has named no required checks: the delivery is judged by hand.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p>Each delivery’s commit must pass these automatic checks:</p>
      <ul aria-label="Required checks" className="flex flex-wrap gap-2">
        {settings.requiredChecks.map((name) => (
          <li key={name} className="max-w-full">
            <Badge tone="neutral" className="max-w-full whitespace-normal wrap-anywhere">
              {name}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        {settings.releaseOnChecks
          ? 'The money is released as soon as they all pass on a delivery that was not changed after it was checked and shows no sign of weakened tests.'
          : 'The owner approves the delivery by hand.'}
      </p>
    </div>
  );
}

function ChecksForm({ projectId, saved }: { projectId: number; saved: DeliveryCheckSettings }) {
  const save = useSaveCheckSettings(projectId);
  const [names, setNames] = useState(saved.requiredChecks);
  const [release, setRelease] = useState(saved.releaseOnChecks);
  const [error, setError] = useState<string | undefined>();
  const switchId = useId();
  const hintId = `${switchId}-hint`;
  const changed =
    release !== saved.releaseOnChecks ||
    names.length !== saved.requiredChecks.length ||
    names.some((name, index) => name !== saved.requiredChecks[index]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { requiredChecks: names, releaseOnChecks: release && names.length > 0 };
    const problem = names.map(checkNameProblem).find(Boolean);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(input);
      toast.success('Required checks saved', {
        description: input.releaseOnChecks
          ? 'A delivery passing them all is released by itself.'
          : 'You approve each delivery yourself.',
      });
    } catch (failure) {
      setError(errorMessage(failure, 'Please try again'));
      toast.error('Failed to save the required checks', {
        description: errorMessage(failure, 'Please try again'),
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <FormField
        label="Checks each delivery must pass"
        hint="The names of the repository’s automatic checks, as GitHub shows them (for example test, build)."
        error={error}
      >
        <ChipInput
          value={names}
          onChange={(next) => {
            setNames(next);
            if (next.length === 0) setRelease(false);
          }}
          listLabel="Required checks"
          addLabel="Add check"
          placeholder="test"
          maxLength={REQUIRED_CHECK_LIMITS.nameLength}
          max={REQUIRED_CHECK_LIMITS.count}
          validate={checkNameProblem}
        />
      </FormField>
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={release && names.length > 0}
          disabled={names.length === 0}
          onCheckedChange={setRelease}
          aria-describedby={hintId}
        />
        <div className="min-w-0 space-y-1">
          <label htmlFor={switchId} className="font-medium">
            Release the money when they all pass
          </label>
          <p id={hintId} className="text-xs text-muted-foreground">
            {names.length === 0
              ? EVIDENCE_MESSAGES.releaseNeedsChecks
              : 'Only for a delivery that was not changed after it was checked, builds on the code as it was when the work began, and shows no sign of weakened tests. Otherwise you decide, as always.'}
          </p>
        </div>
      </div>
      <Button type="submit" disabled={!changed || save.isPending} className="w-full sm:w-auto">
        {save.isPending ? 'Saving…' : 'Save required checks'}
      </Button>
    </form>
  );
}
