import { RadioGroup as RadioPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export const RadioGroup = ({ className, ...props }: ComponentProps<typeof RadioPrimitive.Root>) => (
  <RadioPrimitive.Root className={cn('grid gap-3', className)} {...props} />
);

/** A radio option rendered as a selectable card with a label and a short description. */
export function RadioCard({
  value,
  label,
  description,
  id,
}: {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  id: string;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-surface p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
    >
      <RadioPrimitive.Item
        id={id}
        value={value}
        className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-input bg-surface focus-visible:outline-2 focus-visible:outline-ring data-[state=checked]:border-primary"
      >
        <RadioPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </RadioPrimitive.Item>
      <span>
        <span className="block text-sm font-semibold">{label}</span>
        {description && <span className="block text-xs text-muted-foreground">{description}</span>}
      </span>
    </label>
  );
}
