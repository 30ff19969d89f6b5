/**
 * A link to one line of a file at a commit, on the hosts whose addresses we know (GitHub, GitLab,
 * Bitbucket); null elsewhere (the path and line are shown as text).
 */
export function lineLink(
  codeLink: string,
  commit: string,
  path: string,
  line: number,
): string | null {
  let url: URL;
  try {
    url = new URL(codeLink);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const repository = url.pathname.replace(/\.git$/, '').replace(/\/+$/, '');
  if (repository.split('/').filter(Boolean).length < 2) return null;
  const file = path.split('/').map(encodeURIComponent).join('/');
  const base = `https://${url.hostname}${repository}`;
  switch (url.hostname) {
    case 'github.com':
      return `${base}/blob/${commit}/${file}#L${line}`;
    case 'gitlab.com':
      return `${base}/-/blob/${commit}/${file}#L${line}`;
    case 'bitbucket.org':
      return `${base}/src/${commit}/${file}#lines-${line}`;
    default:
      return null;
  }
}
