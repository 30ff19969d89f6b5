import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { LIMITS } from '@shared/constants';
import { ACCEPTED_IMAGE_TYPES, UPLOAD_MESSAGES } from '@shared/contract/uploads';
import { Button } from '@web/components/ui/button';
import { FileDropZone } from '@web/components/ui/file-drop-zone';

/** The first reason the first rejected file is refused, or null when the selection is fine. */
export function rejectScreenshot(files: readonly File[]): string | null {
  if (files.length === 0) return UPLOAD_MESSAGES.failed;
  if (files.length > 1) return UPLOAD_MESSAGES.tooMany;
  const file = files[0]!;
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return UPLOAD_MESSAGES.wrongType;
  if (file.size > LIMITS.uploadMaxBytes) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

interface ScreenshotDropZoneProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** A refused file: the message to show (the chosen file, if any, is kept). */
  onReject: (message: string) => void;
  /** Set by FormField: the label, hint and error point at the file input. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** One optional screenshot: click (or Enter on the focused input) to choose, or drop a file here. */
export function ScreenshotDropZone({
  value,
  onChange,
  onReject,
  ...inputProps
}: ScreenshotDropZoneProps) {
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = (files: File[]) => {
    const reason = rejectScreenshot(files);
    if (reason) onReject(reason);
    else onChange(files[0]!);
  };

  return (
    <div className="space-y-3">
      <FileDropZone
        {...inputProps}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        invalid={inputProps['aria-invalid']}
        onFiles={take}
      >
        <ImageUp aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-sm">
          <span className="font-semibold text-primary">
            {value ? 'Choose another file' : 'Upload a file'}
          </span>{' '}
          <span className="text-muted-foreground">or drag and drop</span>
        </p>
      </FileDropZone>

      {value && preview && (
        <div className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3">
          <img
            src={preview}
            alt="Selected screenshot preview"
            className="size-16 shrink-0 rounded-md object-cover"
            onError={() => {
              onChange(null);
              onReject(UPLOAD_MESSAGES.failed);
            }}
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{value.name}</p>
            <p className="text-xs text-muted-foreground">{formatSize(value.size)}</p>
          </div>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      )}
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
