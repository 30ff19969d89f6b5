import { useRef, useState, type FormEvent } from 'react';
import type { Dispute } from '@shared/contract/disputes';
import {
  DISPUTE_LIMITS,
  EVIDENCE_INPUT_ACCEPT,
  evidenceFileProblem,
} from '@shared/contract/disputes-rules';
import { UPLOAD_MESSAGES } from '@shared/contract/uploads-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { formatFileSize } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useAddEvidence } from '../api/disputes';

const NOTE_MAX = 2000;

/**
 * Adding an evidence file to an open dispute (POST /api/disputes/{id}/evidence): an image or a
 * PDF of at most 5 MB, at most five per dispute. The browser checks the declared type, the size
 * and the count first, in the server's words; the server decides by the bytes and its refusal
 * shows in the same place.
 */
export function EvidenceUpload({ dispute }: { dispute: Dispute }) {
  const add = useAddEvidence(dispute.id);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const filesSoFar = dispute.events.filter((event) => event.file).length;
  const left = Math.max(0, DISPUTE_LIMITS.files - filesSoFar);

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setError(
      chosen
        ? (evidenceFileProblem(chosen, filesSoFar, UPLOAD_MESSAGES.tooLarge) ?? undefined)
        : undefined,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = evidenceFileProblem(file, filesSoFar, UPLOAD_MESSAGES.tooLarge);
    setError(problem ?? undefined);
    if (problem || !file) return;
    try {
      await add.mutateAsync({ file, message: note });
      toast.success('Evidence added: the other side is told');
      setFile(undefined);
      setNote('');
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(errorMessage(failure, UPLOAD_MESSAGES.failed));
    }
  };

  if (left === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        This dispute has {DISPUTE_LIMITS.files} files, the most it can take. You can still add links
        with a counter-proposal.
      </p>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={add.isPending}
      className="space-y-4"
    >
      <FormField
        label="Evidence file"
        hint={`An image (PNG, JPEG, GIF, WebP) or a PDF, at most 5 MB. ${left} of ${DISPUTE_LIMITS.files} files left.`}
        error={error}
      >
        <Input
          ref={input}
          type="file"
          accept={EVIDENCE_INPUT_ACCEPT}
          disabled={add.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
          className="h-auto py-2"
        />
      </FormField>
      {file && !error && (
        <p className="text-sm text-muted-foreground">
          {file.name} · {formatFileSize(file.size)}
        </p>
      )}
      <FormField label="Note (optional)" hint="What the file shows, for the other side.">
        <Textarea
          value={note}
          rows={2}
          maxLength={NOTE_MAX}
          disabled={add.isPending}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Uploading…' : 'Add file'}
        </Button>
        {add.isPending && <Spinner label={`Uploading ${file?.name ?? 'the file'}…`} showLabel />}
      </div>
    </form>
  );
}
