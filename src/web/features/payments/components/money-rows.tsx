import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** A list of labelled amounts (a receipt's lines); the last can be emphasised as a total. */
export function MoneyRows({
  rows,
  className,
}: {
  rows: { label: ReactNode; value: ReactNode; total?: boolean; muted?: boolean }[];
  className?: string;
}) {
  return (
    <dl className={cn('divide-y divide-border text-sm', className)}>
      {rows.map((row, index) => (
        <div
          key={index}
          className={cn(
            'flex items-baseline justify-between gap-4 py-2.5',
            row.total && 'text-base font-bold',
          )}
        >
          <dt className={cn(row.total ? 'text-foreground' : 'text-muted-foreground')}>
            {row.label}
          </dt>
          <dd
            className={cn(
              'text-right font-semibold tabular-nums',
              row.muted && 'font-normal text-muted-foreground',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
