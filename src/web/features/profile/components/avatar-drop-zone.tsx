import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITS } from '@shared/constants';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { FileDropZone } from '@web/components/ui/file-drop-zone';

/** Avatar rules of spec sections 5 and 9: jpeg, jpg, png or gif; one file; 5242880 bytes. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const ACCEPTED_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.gif'];
export const AVATAR_MESSAGES = {
  type: 'File type must be jpeg, jpg, png or gif',
  size: `File is larger than ${LIMITS.uploadMaxBytes} bytes`,
  tooMany: 'Too many files',
  failed: 'File upload failed',
} as const;

/** The first problem with a dropped or chosen set of files, or null when it is one good image. */
export function avatarRejection(files: File[]): string | null {
  if (files.length === 0) return AVATAR_MESSAGES.failed;
  if (files.length > 1) return AVATAR_MESSAGES.tooMany;
  const [file] = files as [File];
  const name = file.name.toLowerCase();
  const typeOk =
    ACCEPTED_TYPES.includes(file.type) && ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk) return AVATAR_MESSAGES.type;
  if (file.size > LIMITS.uploadMaxBytes) return AVATAR_MESSAGES.size;
  return null;
}

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

/** Drop an image on the zone, or click it (or press Enter on it) to choose one. */
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
    const problem = avatarRejection(files);
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
            accept={[...ACCEPTED_TYPES, ...ACCEPTED_EXTENSIONS].join(',')}
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
              JPEG, JPG, PNG or GIF, up to 5MB
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
