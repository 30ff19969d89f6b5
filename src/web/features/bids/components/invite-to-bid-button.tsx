import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { lazyPart } from '@web/lib/lazy-part';

/** The dialog's code loads on the way to its first opening: pointing at the button starts it. */
const InviteToBidDialog = lazyPart(
  'invite-to-bid-dialog',
  async () => (await import('./invite-to-bid-dialog')).InviteToBidDialog,
);

/** 'Invite to bid' on a developer's profile (invite-to-bid-dialog.tsx). */
export function InviteToBidButton({
  username,
  openProjects,
}: {
  username: string;
  openProjects: { id: number; name: string }[] | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={InviteToBidDialog.preload}
        onFocus={InviteToBidDialog.preload}
      >
        <MailPlus aria-hidden /> Invite to bid
      </Button>
      {open && (
        <InviteToBidDialog
          username={username}
          openProjects={openProjects}
          open
          onOpenChange={setOpen}
        />
      )}
    </>
  );
}
