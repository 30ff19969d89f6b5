import { Link } from 'react-router';
import { cn } from '@web/lib/cn';

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={cn('inline-flex items-center gap-2 rounded-md font-bold', className)}
      aria-label="Finishline home"
    >
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className={inverse ? 'fill-white' : 'fill-primary'} />
        <path
          d="M9 7v18"
          strokeWidth="2.5"
          strokeLinecap="round"
          className={inverse ? 'stroke-primary' : 'stroke-white'}
        />
        <path
          d="M10 8h5v4h-5zM15 12h5v4h-5zM20 8h3v4h-3z"
          className={inverse ? 'fill-primary' : 'fill-white'}
        />
      </svg>
      <span className={cn('text-lg tracking-tight', inverse ? 'text-white' : 'text-foreground')}>
        Finishline
      </span>
    </Link>
  );
}
