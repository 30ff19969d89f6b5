import type { ReactNode } from 'react';

/**
 * A whole page that says where things stand and offers a way forward: not found, an error, a
 * payment confirmed or on its way. One icon, one h1, a sentence, the actions.
 */
export function StatusScreen({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="mt-2 max-w-md text-muted-foreground">{children}</div>
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
