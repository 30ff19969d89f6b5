/**
 * Every address a mail links to, absolute under the site's origin (app.siteUrl: PUBLIC_URL), so a
 * link works from any mail client and never follows the Host header of the request that caused
 * the mail. The web's routes (src/web/app/router.tsx) in one place.
 */
export function siteLinks(siteUrl: string) {
  const origin = siteUrl.replace(/\/+$/, '');
  const at = (path: string) => `${origin}${path}`;
  return {
    home: at('/'),
    browseProjects: at('/projects'),
    project: (projectId: number) => at(`/projects/${projectId}`),
    projectBids: (projectId: number) => at(`/projects/${projectId}?tab=bids`),
    projectMilestones: (projectId: number) => at(`/projects/${projectId}?tab=milestones`),
    conversation: (channelId: number) => at(`/channels/${channelId}`),
    payments: at('/payments'),
    receipt: (number: string) => at(`/receipts/${encodeURIComponent(number)}`),
    resetPassword: (token: string) => at(`/reset-password?token=${encodeURIComponent(token)}`),
    yourData: at('/profile?tab=data'),
  };
}

export type SiteLinks = ReturnType<typeof siteLinks>;
