import { Progress as ProgressPrimitive } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A determinate progress bar (0-100). Give it a label (aria-label or aria-labelledby). */
export function Progress({
  value,
  className,
  ...props
}: Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value'> & { value: number }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}

/** A progress bar with its label and rounded percentage above it. */
export function LabelledProgress({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="text-muted-foreground">{Math.round(value)}%</span>
      </div>
      <Progress value={value} aria-labelledby={labelId} />
    </div>
  );
}
