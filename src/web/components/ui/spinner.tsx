import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A spinner with a text label for screen readers (and optionally on screen). */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden className="size-6 animate-spin text-primary" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} showLabel={Boolean(label)} className="min-h-[50vh]" />;
}
