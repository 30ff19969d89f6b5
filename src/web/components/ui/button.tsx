import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { useHydrated } from '@web/lib/use-hydrated';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-card hover:bg-primary-hover',
        secondary: 'border border-border bg-surface text-foreground shadow-card hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-white shadow-card hover:bg-destructive-hover',
        link: 'text-primary underline-offset-4 hover:underline px-0',
        inverse: 'bg-white text-hero shadow-card hover:bg-primary-soft',
      },
      size: {
        sm: 'h-8 px-3',
        md: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  // On a page the server drew, a form sent before its script runs would go out as a plain GET,
  // its fields (a password) in the address: its button waits for the page to come alive.
  const hydrated = useHydrated();
  const waiting = !asChild && props.type === 'submit' && !hydrated;
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
      disabled={props.disabled || waiting || undefined}
    />
  );
}
