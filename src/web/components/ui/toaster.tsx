import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@shared/constants';

export { toast } from 'sonner';

/** One toast visible at a time, 5000 ms (spec section 9). */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'rounded-lg border border-border bg-surface text-foreground shadow-raised',
          title: 'font-semibold',
          description: '!text-muted-foreground',
          error: '!border-destructive/40 [&_[data-title]]:!text-destructive',
          actionButton: '!bg-primary !text-primary-foreground !font-semibold',
        },
      }}
    />
  );
}
