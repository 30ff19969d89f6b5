import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

/** A user's picture, or their initials on a tinted circle. */
export function Avatar({
  src,
  name,
  className,
}: {
  src?: string | null;
  name: string;
  className?: string;
}) {
  const initials =
    name
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?';
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-primary-soft',
        className,
      )}
    >
      {src && <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center text-sm font-semibold text-primary-soft-foreground"
        delayMs={src ? 300 : 0}
      >
        {initials}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
