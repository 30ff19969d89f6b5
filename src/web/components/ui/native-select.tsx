import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A choice of one from a short list, as the browser's own <select>, drawn like the other fields.
 * For filters: it works before the page's script has run (the page is drawn on the server), opens
 * the phone's own picker, and costs no script; Radix's Select (select.tsx) stays for
 * choices inside forms that need richer items.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-surface pl-3 pr-9 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
