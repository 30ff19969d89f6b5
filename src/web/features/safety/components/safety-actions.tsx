import { BlockButton } from './block-button';
import { ReportButton } from './report-dialog';

/**
 * A person's 'Block' and 'Report' together (a public profile, a conversation's header), as two
 * items of the row they are put in.
 */
export function UserSafetyActions({ userId, username }: { userId: number; username: string }) {
  return (
    <>
      <BlockButton userId={userId} username={username} />
      <ReportButton targetType="user" targetId={userId} targetName={username} />
    </>
  );
}
