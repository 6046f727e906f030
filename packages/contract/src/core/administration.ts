// Access administration rules both sides need (spec 2, 3, 6): who may be invited to a channel and as
// what, which permission entries can be granted, whom an administrator may switch into, and the
// actions of the system log.
import { pageKeys, type PageKey } from './pages.ts';
import { permissionItems } from './permissions.ts';
import { roleRank, isTopRole, type AccountType } from './roles.ts';

/**
 * The member type an invitee gets on the inviting owner's channel (docs/decisions.md): the manager
 * variants help run it (staff), the other channel roles are members. Owners are never invited
 * (one owner per channel, obtained by authorization or transfer); other account types do not join
 * channels by invitation.
 */
const channelRoleMemberType: Partial<Record<AccountType, 'staff' | 'member'>> = {
  user_manager: 'staff',
  intensive_cooperative_user_manager: 'staff',
  agency_manager: 'staff',
  user: 'member',
  user_editor: 'member',
  user_finance: 'member',
  intensive_cooperative_user: 'member',
  intensive_cooperative_user_editor: 'member',
  intensive_cooperative_user_finance: 'member',
  agency_member: 'member',
  agency_team: 'member',
};

export function channelMemberTypeForInvitee(accountType: AccountType): 'staff' | 'member' | null {
  return channelRoleMemberType[accountType] ?? null;
}

/** Grantable permission keys (`function:item`): the spec 6 items plus one `page:<key>` per page. */
export const grantablePermissionKeys: readonly string[] = [...permissionItems, ...pageKeys.map((p) => `page:${p}`)];

export function isGrantablePermission(fn: string, item: string): boolean {
  return grantablePermissionKeys.includes(`${fn}:${item}`);
}

/** The page a `page:<key>` entry is about, if it is one. */
export function pageOfPermission(fn: string, item: string): PageKey | null {
  return fn === 'page' && (pageKeys as readonly string[]).includes(item) ? (item as PageKey) : null;
}

/**
 * Account switching (spec 2, security plan 22): only administrator-level accounts (admin,
 * super_staff) switch, and only into accounts with strictly fewer rights.
 */
export function canSwitchInto(actor: AccountType, target: AccountType): boolean {
  return isTopRole(actor) && roleRank(target) < roleRank(actor);
}

/**
 * Whether an administrator may change another account (type, e-mail, deletion, permissions):
 * accounts with fewer rights, and for admin also other admins. Never oneself.
 */
export function canManageAccount(actor: { id: number; accountType: AccountType }, target: { id: number; accountType: AccountType }): boolean {
  if (actor.id === target.id) return false;
  if (roleRank(target.accountType) < roleRank(actor.accountType)) return true;
  return actor.accountType === 'admin';
}

/**
 * What the system log records. Each event writes exactly one row (security plan 31). The second
 * part of issue 4 adds its own actions here (teams, groups, ownership).
 */
export const auditActions = [
  'auth.login',
  'auth.login_failed',
  'auth.lockout',
  'auth.password_change',
  'auth.password_reset_request',
  'auth.password_reset',
  // The fifth wrong current password on a password change in one session ends that session.
  'auth.password_check_limit',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'invitation.accept',
  'user.type_change',
  'user.email_change',
  'user.delete',
  'member.remove',
  'permission.change',
  'permission.copy',
  'switch.start',
  'switch.back',
  'channel.owner_transfer',
  // groups, teams, ownership (issue 4 part 2)
  'channel_group.create',
  'channel_group.rename',
  'channel_group.delete',
  'channel_group.channels_change',
  'channel_group.members_change',
  'team.rename',
  'team.member_add',
  'team.member_remove',
  'channel.edit_lock_release',
  'channel.visibility_change',
  // The batch creator update (spec 4): one event per upload, naming the channels it changed.
  'channel.batch_update',
  // accounting, payees part (issue 10): remittance recipients and the monthly deductions upload
  'accounting.recipient_create',
  'accounting.recipient_update',
  'accounting.recipient_delete',
  'accounting.recipients_batch_set',
  'accounting.deductions_replace',
  // The accounting ledger (issue 10): each names the month it belongs to.
  'accounting.ratio_set',
  'accounting.rate_set',
  'accounting.statements_post',
  'accounting.month_close',
  'accounting.month_reopen',
  'accounting.payment_set',
  'accounting.payment_batch',
  // Withholding (issue 30): a payee's tax profile set from a month on.
  'accounting.tax_profile_set',
  // Accounting imports (issue 10): a month of a report type replaced; unmatched rows assigned to a channel.
  'accounting.revenue_import',
  'accounting.revenue_assign',
  // The revenue archive (issue 30): finance's threshold for the estimated / final reconciliation.
  'accounting.reconciliation_threshold',
  // The marketplace's search part (issue 11): a channel's prices set by an agency.
  'collab.price_set',
  // The reseller area's stores part (issue 12): a Shopify store connected or disconnected (from the
  // profile, or by Shopify's app/uninstalled), and each compliance request Shopify sent.
  'resell.store_connect',
  'resell.store_disconnect',
  'resell.shopify_compliance',
  // ---- resell, market part (issue 12): a commission rate set or cleared on a resale product or package
  'resell.commission_rate_set',
  // ---- insight, similar part (issue 13): a channel's custom similar channels set or cleared; its content licensing price recorded
  'insight.custom_similar_set',
  'insight.licensing_price_set',
  // The social area (issue 27): an Instagram or TikTok account linked to a channel or unlinked from it.
  'social.instagram_link',
  'social.instagram_unlink',
  'social.tiktok_link',
  'social.tiktok_unlink',
  // Backups (issue 25): the database and stored files replaced by a backup (npm run restore).
  'system.restore',
  // Commerce (issue 28): a course month replaced by an export or entered by hand; a course edited or
  // archived; a studio order moved.
  'commerce.course_sales_replace',
  'commerce.course_update',
  'commerce.studio_order_status',
  // Commerce, the creator's own store (issue 28): whether the network runs it; a discount code's video.
  'commerce.store_terms_set',
  'commerce.store_code_set',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What a system-log entry names as its object when it is not (only) a user; each has a name on the syslog page. */
export const auditTargetTypes = [
  'channel',
  'content_owner',
  'channel_group',
  'advertiser',
  'invitation',
  'accounting_month',
  'remittance_recipient',
  'shop_store',
  'shop',
  'resell_video_product',
  'collab_package',
  'studio_order',
  'commerce_course',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** Invitation links live 7 days. */
export const INVITATION_SECONDS = 7 * 24 * 3600;
/** Batch invitation: columns of the template, and at most this many rows per file. */
export const BATCH_INVITE_COLUMNS = ['email', 'name', 'account_type', 'channel_id'] as const;
export const BATCH_INVITE_MAX_ROWS = 500;
