/** Where to go after signing in: the page the visitor asked for, if it is one of ours. */
export function safeReturnPath(next: string | null, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/auth'))
    return fallback;
  return next;
}

export function authPathFor(
  location: { pathname: string; search: string },
  tab?: 'register',
): string {
  const params = new URLSearchParams({ next: location.pathname + location.search });
  if (tab) params.set('tab', tab);
  return `/auth?${params.toString()}`;
}
