import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { ApplyBidForm } from './apply-bid-form';

/** 'Apply for this Project' and its dialog, for a developer who may bid (spec sections 2 and 5). */
export function ApplyBidDialog({
  projectId,
  projectName,
  openAtOnce = false,
}: {
  projectId: number;
  projectName: string;
  /** Opened from an invitation (`?apply=1`): the dialog is ready when the page is. */
  openAtOnce?: boolean;
}) {
  const [open, setOpen] = useState(openAtOnce);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="sm:shrink-0">
          <Send aria-hidden /> Apply for this Project
        </Button>
      </DialogTrigger>
      <DialogContent title="Apply for this Project" description={projectName}>
        <ApplyBidForm projectId={projectId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
