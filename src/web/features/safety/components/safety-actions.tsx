import { BlockButton } from './block-button';
import { ReportButton } from './report-dialog';

/** A person's 'Block' and 'Report' together (a public profile, a conversation's header). */
export function UserSafetyActions({ userId, username }: { userId: number; username: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <BlockButton userId={userId} username={username} />
      <ReportButton targetType="user" targetId={userId} targetName={username} />
    </div>
  );
}
