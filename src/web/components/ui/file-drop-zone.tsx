import { useRef, useState, type ComponentProps, type DragEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

type InputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'className' | 'children'>;

interface FileDropZoneProps extends InputProps {
  /** Every file chosen or dropped at once; the caller decides what it accepts. */
  onFiles: (files: File[]) => void;
  invalid?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A dashed zone that takes files dropped on it, or chosen after a click (or Enter/Space on its
 * visually hidden file input, which keeps the focus ring and the label).
 */
export function FileDropZone({
  onFiles,
  invalid,
  className,
  children,
  ...inputProps
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      onClick={() => inputRef.current?.click()}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input bg-background px-6 py-8 text-center transition-colors hover:border-primary has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
        dragging && 'border-primary bg-primary-soft',
        invalid && 'border-destructive',
        className,
      )}
    >
      <input
        {...inputProps}
        ref={inputRef}
        type="file"
        aria-invalid={invalid || undefined}
        className="sr-only"
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Choosing the same file again after removing it must fire a change.
          event.target.value = '';
        }}
      />
      {children}
    </div>
  );
}
