import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import {
  IMAGE_INPUT_ACCEPT,
  imageSelectionProblem,
  UPLOAD_MESSAGES,
} from '@shared/contract/uploads-rules';
import { Button } from '@web/components/ui/button';
import { FileDropZone } from '@web/components/ui/file-drop-zone';
import { formatFileSize } from '@web/lib/format';

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
    const reason = imageSelectionProblem(files);
    if (reason) onReject(reason);
    else onChange(files[0]!);
  };

  return (
    <div className="space-y-3">
      <FileDropZone
        {...inputProps}
        accept={IMAGE_INPUT_ACCEPT}
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
            <p className="text-xs text-muted-foreground">{formatFileSize(value.size)}</p>
          </div>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      )}
    </div>
  );
}
