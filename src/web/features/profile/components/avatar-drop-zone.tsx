import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { IMAGE_INPUT_ACCEPT, imageSelectionProblem } from '@shared/contract/uploads-rules';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { FileDropZone } from '@web/components/ui/file-drop-zone';

interface AvatarDropZoneProps {
  username: string;
  /** The avatar now saved (null when none). */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The saved avatar is to be removed on save. */
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  onReject: (message: string) => void;
}

/**
 * Drop an image on the zone, or click it (or press Enter on it) to choose one; the shared upload
 * rules (the server's) decide what it takes.
 */
export function AvatarDropZone({
  username,
  currentUrl,
  file,
  onFileChange,
  removed,
  onRemovedChange,
  onReject,
}: AvatarDropZoneProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // The chosen file's preview; set and revoked in the handlers that change the file.
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? (removed ? null : currentUrl);

  const accept = (files: File[]) => {
    const problem = imageSelectionProblem(files);
    setError(problem);
    if (problem) {
      onReject(problem);
      return;
    }
    const chosen = files[0]!;
    if (preview) URL.revokeObjectURL(preview);
    setPreview(URL.createObjectURL(chosen));
    onFileChange(chosen);
    onRemovedChange(false);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Profile picture
      </label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={shown} name={username} className="size-20 text-xl" />
        <div className="flex-1 space-y-2">
          <FileDropZone
            id={id}
            accept={IMAGE_INPUT_ACCEPT}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            invalid={Boolean(error)}
            onFiles={accept}
            className="gap-1 px-4 py-5 text-sm"
          >
            <ImageUp aria-hidden className="size-6 text-primary" />
            <span className="font-medium">
              {file ? file.name : 'Drop an image here, or click to choose one'}
            </span>
            <span id={`${id}-hint`} className="text-xs text-muted-foreground">
              PNG, JPEG, GIF or WebP, up to 5MB
            </span>
          </FileDropZone>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          {(file || (currentUrl && !removed)) && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                if (file) {
                  if (preview) URL.revokeObjectURL(preview);
                  setPreview(null);
                  onFileChange(null);
                } else onRemovedChange(true);
                setError(null);
              }}
            >
              <Trash2 aria-hidden /> {file ? 'Discard new picture' : 'Remove picture'}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
