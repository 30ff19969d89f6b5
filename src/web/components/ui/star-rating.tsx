import { Star } from 'lucide-react';
import { RadioGroup as RadioPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating out of 5 as stars (halves rounded down), read out as "4.5 out of 5 stars". */
export function StarRating({
  value,
  className,
  size = 'sm',
}: {
  value: number;
  className?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span
      role="img"
      aria-label={`${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn(
            size === 'sm' ? 'size-3.5' : 'size-5',
            star <= Math.floor(value + 0.25)
              ? 'fill-warning text-warning'
              : 'fill-transparent text-muted-foreground/60',
          )}
        />
      ))}
    </span>
  );
}

/**
 * Choosing 1 to 5 stars: a radio group (arrow keys move, each option says its number), drawn as
 * stars filled up to the choice.
 */
export function StarRatingInput({
  value,
  onChange,
  id,
  invalid,
  describedBy,
}: {
  value: number | null;
  onChange: (value: number) => void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <RadioPrimitive.Root
      id={id}
      value={value === null ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      aria-invalid={invalid}
      aria-describedby={describedBy}
      className="flex gap-1"
    >
      {STARS.map((star) => (
        <RadioPrimitive.Item
          key={star}
          value={String(star)}
          aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
          className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Star
            aria-hidden
            className={cn(
              'size-7 transition-colors',
              value !== null && star <= value
                ? 'fill-warning text-warning'
                : 'fill-transparent text-muted-foreground',
            )}
          />
        </RadioPrimitive.Item>
      ))}
    </RadioPrimitive.Root>
  );
}
