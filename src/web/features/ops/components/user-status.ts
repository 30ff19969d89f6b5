import type { OpsUser } from '@shared/contract/ops';

/** The badge tone of each account status, on the users list and a user's page. */
export const USER_STATUS_TONES = {
  active: 'success',
  suspended: 'danger',
  closed: 'neutral',
} as const satisfies Record<OpsUser['status'], string>;
