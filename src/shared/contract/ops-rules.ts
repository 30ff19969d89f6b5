/**
 * The operator console (decisions.md, Operators): its messages, limits and small rules, without
 * Zod. Pages import these; the schemas in ./ops.ts load with the forms that use them.
 */

export const OPS_MESSAGES = {
  reason: 'Write the reason for this action (it is kept in the audit log).',
  reasonTooLong: 'The reason is too long (at most 1000 characters).',
  userNotFound: 'User not found',
  projectNotFound: 'Project not found',
  paymentNotFound: 'No money is held for this project',
  alreadySuspended: 'This user is already suspended.',
  notSuspended: 'This user is not suspended.',
  notSelf: 'You cannot do this to your own account.',
  operatorTarget: 'Revoke the operator role on the command line before suspending an operator.',
  alreadyHidden: 'This project is already hidden.',
  notHidden: 'This project is not hidden.',
  payoutsAlreadyHeld: "This developer's payouts are already held.",
  payoutsNotHeld: "This developer's payouts are not held.",
  notDeveloper: 'Only a developer has payouts.',
  refundTooLarge: 'You can refund at most what the project still holds.',
  nothingHeld: 'This project holds no money.',
  sessionNotFound: 'That session has already ended.',
  disputeNotFound: 'Dispute not found',
  chargebackNotFound: 'Chargeback not found',
  clawbackAmount: 'The amount must be a whole number of cents above 0',
  clawbackNotLost: 'Only a lost chargeback can be clawed back.',
  clawbackAboveUnsent: "You can claw back at most the developer's unsent earnings.",
  clawbackAboveLoss: 'You can claw back at most what the platform lost on this chargeback.',
  clawbackKey: 'Send the request key of this clawback.',
} as const;

export const REASON_MAX = 1000;

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'project',
  'payment',
  'dispute',
  'report',
  'chargeback',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Every action an audit entry records. */
export const AUDIT_ACTIONS = [
  'operator.grant',
  'operator.revoke',
  'user.suspend',
  'user.reinstate',
  'user.sessions_revoke',
  'user.close',
  'project.hide',
  'project.show',
  'payment.refund',
  'payouts.hold',
  'payouts.release',
  'dispute.decide',
  'report.close',
  'chargeback.clawback',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The account whose second factor `npm run operator -- code` may print (demo accounts only). */
export const DEMO_EMAIL_DOMAIN = '@demo.finishline.dev';
