import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useInviteToBid } from '../api/invitations';
import { toastFailure } from '@web/lib/failure-toast';

/**
 * 'Invite to bid' on a developer's profile: the owner picks one of their open projects and adds
 * a note; the developer is notified. `openProjects` is undefined while they load.
 */
export function InviteToBidDialog({
  username,
  openProjects,
  open,
  onOpenChange: setOpen,
}: {
  username: string;
  openProjects: { id: number; name: string }[] | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [projectId, setProjectId] = useState('');
  const [note, setNote] = useState('');
  const invite = useInviteToBid();
  const fieldErrors = invite.error instanceof ApiError ? invite.error.fieldErrors : {};
  const refusal =
    invite.error instanceof ApiError && invite.error.code !== 'invalid_input'
      ? invite.error.serverMessage
      : undefined;
  const chosen = projectId || String(openProjects?.[0]?.id ?? '');

  const submit = () =>
    invite.mutate(
      { projectId: Number(chosen), username, note },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
          toast.success('Invitation sent', { description: `${username} has been notified.` });
        },
        onError: (error) => {
          if (error instanceof ApiError) return;
          toastFailure('Failed to send the invitation', error);
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) invite.reset();
      }}
    >
      <DialogContent
        title={`Invite ${username} to bid`}
        description="They get a notification and can bid from it straight away."
      >
        {openProjects === undefined ? (
          <Spinner label="Loading your projects" />
        ) : openProjects.length === 0 ? (
          <div className="space-y-4 text-sm">
            <p>You have no project open for bids.</p>
            <Button asChild>
              <Link to="/submit">Submit a project</Link>
            </Button>
          </div>
        ) : (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FormField label="Project" error={fieldErrors.projectId?.[0]}>
              <NativeSelect value={chosen} onChange={(event) => setProjectId(event.target.value)}>
                {openProjects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label="Note (optional)"
              hint={`At most ${LIMITS.invitationNoteMax} characters.`}
              error={fieldErrors.note?.[0]}
            >
              <Textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
            </FormField>
            {(refusal || fieldErrors.username) && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {refusal ?? fieldErrors.username?.[0]}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending ? 'Sending...' : 'Send invitation'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
