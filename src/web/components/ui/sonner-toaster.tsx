import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@shared/constants';

/** The Toaster itself, loaded after the first paint (toaster.tsx). */
export default function SonnerToaster({ onMount }: { onMount: () => void }) {
  // Toasts asked for before this wait for it (lib/toast.ts).
  useEffect(onMount, [onMount]);
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
