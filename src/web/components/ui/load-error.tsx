import { AlertTriangle } from 'lucide-react';
import { Button } from './button';

/** A list or card that could not be loaded, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive-soft px-6 py-8 text-center"
    >
      <AlertTriangle aria-hidden className="size-8 text-destructive" />
      <p className="text-sm font-medium text-destructive">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
