import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { ApplyBidForm } from './apply-bid-form';

/** 'Apply for this Project' and its dialog, for a developer who may bid (spec sections 2 and 5). */
export function ApplyBidDialog({
  projectId,
  projectName,
}: {
  projectId: number;
  projectName: string;
}) {
  const [open, setOpen] = useState(false);
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
