/**
 * Where to go after signing in: the page the visitor asked for, if it is one of ours. Browsers
 * read a backslash as a slash and drop tabs and line breaks, so `/\evil.example` and
 * `/\t/evil.example` would leave the site like `//evil.example`: a path with either is refused.
 */
export function safeReturnPath(next: string | null, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/auth'))
    return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f-\u009f]/.test(next)) return fallback;
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

/**
 * A page the server serves itself, outside the app's router: the sandbox provider's hosted
 * checkout and onboarding, which send a visitor to sign in first. The browser must load it.
 */
export function isServerPage(path: string): boolean {
  return path.startsWith('/sandbox/');
}
