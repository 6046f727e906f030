// Invitations (registration is closed; accounts arrive only this way). Who may invite which account
// type is the contract's capability table (spec 6, docs/decisions.md); channel owners invite members
// of their own channel. The invitee gets a waiting account and a mail with a one-time link (7 days)
// that sets the first password and signs them in. Team invitations (modules/teams) are the same
// invitations naming a team and a team role: `create`, `send`, `renew` and `withdraw` serve both.
import {
  canSeeInvitation,
  channelMemberTypeForInvitee,
  INVITATION_SECONDS,
  type AccountType,
  type AdsMemberType,
  type Invitation,
  type InvitationStatus,
  type InviteMemberInput,
  type TeamInvitation,
  inviteDecision,
  seesEveryInvitation,
} from '@chorus/contract';
import type { LocaleCode } from '@chorus/i18n';
import type { AppContext } from '../../app-context.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { subjectOf, type Caller } from '../../security/subject.ts';
import { hashPassword, hashToken, newOpaqueToken, type AuthService, type IssuedTokens } from '../auth/index.ts';
import { composeMail } from '../mail/index.ts';
import type { UserProfile } from '../users/index.ts';
import {
  accountWithEmail,
  activateAccount,
  consumeInvitation,
  insertInvitation,
  insertWaitingAccount,
  invitationById,
  listInvitations,
  liveInvitation,
  openTeamInvitations,
  type InvitationView,
} from './invitations.repository.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';

const cannotInvite = () => new DomainError('errors.cannotInviteRole', { fields: { account_type: 'errors.cannotInviteRole' } });
const invalidLink = () => new DomainError('errors.invitationInvalid', { fields: { token: 'errors.invitationInvalid' } });

export type Client = { ip: string; userAgent?: string };

/** What an invitation creates: the waiting account, its channel or team place, the link. */
export type NewInvitation = {
  email: string;
  name: string;
  account_type: AccountType;
  language: string;
  channel_id: string | null;
  member_type: 'staff' | 'member' | null;
  /** A team invitation: the team joined, with this role, when the link is accepted. */
  team: { id: number; role: AdsMemberType } | null;
};
/** A created invitation whose link is still to be mailed (after the transaction commits). */
export type CreatedInvitation = { id: number; userId: number; email: string; name: string; language: string; token: string };

/** What the service uses of the shared infrastructure, the system log and the auth module's session opening. */
export type InvitationDeps = Pick<AppContext, 'db' | 'clock' | 'config' | 'users' | 'mailer'> & { audit: AuditLog; auth: AuthService };

export class InvitationService {
  private readonly deps: InvitationDeps;

  constructor(deps: InvitationDeps) {
    this.deps = deps;
  }

  /** Whether the caller may invite this account type, and to which channel as what: the contract's inviteDecision. */
  async decide(profile: UserProfile, accountType: AccountType, channelId: string | undefined): Promise<{ memberType: 'staff' | 'member' | null }> {
    const channel =
      channelId === undefined
        ? null
        : {
            id: channelId,
            exists: (await this.deps.db.selectFrom('channels').select('channel_id').where('channel_id', '=', channelId).executeTakeFirst()) !== undefined,
          };
    switch (inviteDecision(subjectOf(profile), accountType, channel)) {
      case 'allowed':
        return { memberType: channel ? channelMemberTypeForInvitee(accountType) : null };
      case 'channelRequired':
        throw new DomainError('errors.channelRequired', { fields: { channel_id: 'errors.channelRequired' } });
      case 'denied':
        throw cannotInvite();
      case 'notFound':
        throw notFound();
      case 'notChannelRole':
        throw new DomainError('errors.notChannelRole', { fields: { channel_id: 'errors.notChannelRole' } });
    }
  }

  /** Creates the waiting account and the invitation, then mails the link (a mail failure leaves the invitation to be resent). */
  async invite(caller: Caller, input: InviteMemberInput, language: LocaleCode, client: Client): Promise<{ invitation: Invitation; mail_sent: boolean }> {
    const { memberType } = await this.decide(caller.profile, input.account_type, input.channel_id);
    const spec: NewInvitation = {
      email: input.email,
      name: input.name ?? input.email.split('@')[0]!,
      account_type: input.account_type,
      language: input.language ?? language,
      channel_id: input.channel_id ?? null,
      member_type: input.channel_id ? memberType : null,
      team: null,
    };
    const created = await this.deps.db.transaction().execute((trx) => this.create(trx, caller, spec, client));
    const mailSent = await this.send(caller.profile, created);
    return { invitation: await this.view(created.id), mail_sent: mailSent };
  }

  /**
   * In the caller's transaction: the waiting account (with its channel membership), the invitation
   * row with the hashed link token, the system log line. The caller mails the link with `send`
   * once the transaction has committed. An address with an account (or a waiting one) is refused.
   */
  async create(trx: Db, caller: Caller, spec: NewInvitation, client: Client): Promise<CreatedInvitation> {
    const existing = await accountWithEmail(trx, spec.email);
    if (existing) throw this.taken(existing);
    const now = this.deps.clock.now();
    const { token, hash } = newOpaqueToken();
    let userId: number;
    try {
      userId = await insertWaitingAccount(trx, { email: spec.email, name: spec.name, account_type: spec.account_type, language: spec.language });
    } catch (error) {
      // Invited by someone else at the same moment (the transaction is rolled back by this error).
      if (isUniqueViolation(error)) throw new DomainError('errors.emailTaken', { fields: { email: 'errors.emailTaken' } });
      throw error;
    }
    if (spec.channel_id && spec.member_type) {
      await trx.insertInto('channel_members').values({ channel_id: spec.channel_id, user_id: userId, member_type: spec.member_type }).execute();
    }
    const id = await insertInvitation(trx, {
      user_id: userId,
      email: spec.email,
      name: spec.name,
      account_type: spec.account_type,
      channel_id: spec.channel_id,
      member_type: spec.channel_id ? spec.member_type : null,
      advertiser_id: spec.team?.id ?? null,
      ads_role: spec.team?.role ?? null,
      invited_by: caller.userId,
      real_invited_by: caller.realUserId ?? caller.userId,
      language: spec.language,
      token_hash: hash,
      created_at: now,
      sent_at: now,
      expires_at: new Date(now.getTime() + INVITATION_SECONDS * 1000),
    });
    await this.deps.audit.record(
      {
        action: 'invitation.create',
        actor: caller,
        targetUserId: userId,
        target: { type: 'invitation', id },
        details: {
          email: spec.email,
          account_type: spec.account_type,
          channel_id: spec.channel_id,
          member_type: spec.member_type,
          ...(spec.team ? { advertiser_id: spec.team.id, ads_role: spec.team.role } : {}),
        },
        ip: client.ip,
      },
      trx,
    );
    return { id, userId, email: spec.email, name: spec.name, language: spec.language, token };
  }

  /** Mails the link of a created (or renewed) invitation; false when the mail could not be sent. */
  async send(inviter: UserProfile, created: CreatedInvitation): Promise<boolean> {
    return this.mail(inviter, created.email, created.name, created.token, created.userId, created.language as LocaleCode);
  }

  private taken(existing: { pending_invitation: boolean; deleted_at: Date | null }): DomainError {
    if (existing.pending_invitation && !existing.deleted_at) return new DomainError('errors.alreadyInvited', { fields: { email: 'errors.alreadyInvited' } });
    return new DomainError('errors.emailTaken', { fields: { email: 'errors.emailTaken' } });
  }

  async list(caller: Caller, query: { status?: InvitationStatus; q?: string; page?: number; page_size?: number }) {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    const now = this.deps.clock.now();
    const { rows, total } = await listInvitations(
      this.deps.db,
      { invitedBy: seesEveryInvitation(caller.subject) ? null : caller.userId, status: query.status, q: query.q, now },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items: rows.map((r) => this.present(r, now)), total, page, page_size: pageSize };
  }

  /** A new link for an open (or expired) invitation; the old one stops working at once. */
  async resend(caller: Caller, id: number, client: Client): Promise<{ invitation: Invitation; mail_sent: boolean }> {
    const row = await this.visible(caller, id);
    if (row.accepted_at || row.revoked_at || row.user_id === null) throw new DomainError('errors.invitationClosed');
    // The inviter must still be allowed to invite this account type there (those who see every invitation resend any).
    if (!seesEveryInvitation(caller.subject)) await this.decide(caller.profile, row.account_type as AccountType, row.channel_id ?? undefined);
    return this.renew(caller, row, client);
  }

  /** Resends an invitation the caller has been found to be allowed to act on (here, or by its team's rules). */
  async renew(caller: Caller, row: InvitationView, client: Client): Promise<{ invitation: Invitation; mail_sent: boolean }> {
    if (row.accepted_at || row.revoked_at || row.user_id === null) throw new DomainError('errors.invitationClosed');
    const id = row.id;
    const now = this.deps.clock.now();
    const { token, hash } = newOpaqueToken();
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('invitations')
        .set((eb) => ({
          token_hash: hash,
          sent_at: now,
          expires_at: new Date(now.getTime() + INVITATION_SECONDS * 1000),
          send_count: eb('send_count', '+', 1),
        }))
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await this.logInvitation(trx, 'invitation.resend', caller, row, client);
      return true;
    });
    if (!updated) throw new DomainError('errors.invitationClosed');
    const mailSent = await this.mail(caller.profile, row.email, row.name, token, row.user_id!, row.language as LocaleCode);
    return { invitation: await this.view(id), mail_sent: mailSent };
  }

  /** Withdraws an open invitation; the waiting account (and its channel membership) goes with it. */
  async revoke(caller: Caller, id: number, client: Client): Promise<{ invitation: Invitation }> {
    return this.withdraw(caller, await this.visible(caller, id), client);
  }

  /** Revokes an invitation the caller has been found to be allowed to act on (here, or by its team's rules). */
  async withdraw(caller: Caller, row: InvitationView, client: Client): Promise<{ invitation: Invitation }> {
    if (row.accepted_at || row.revoked_at) throw new DomainError('errors.invitationClosed');
    const id = row.id;
    const now = this.deps.clock.now();
    const revoked = await this.deps.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('invitations')
        .set({ revoked_at: now, revoked_by: caller.userId })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (row.user_id !== null) {
        // Never signed in, owns nothing: removed outright, so the address can be invited again.
        await trx.deleteFrom('users').where('id', '=', row.user_id).where('pending_invitation', '=', true).execute();
      }
      await this.logInvitation(trx, 'invitation.revoke', caller, row, client);
      return true;
    });
    if (!revoked) throw new DomainError('errors.invitationClosed');
    if (row.user_id !== null) this.deps.users.invalidate(row.user_id);
    return { invitation: await this.view(id) };
  }

  private logInvitation(trx: Db, action: 'invitation.resend' | 'invitation.revoke', caller: Caller, row: InvitationView, client: Client) {
    const target = { type: 'invitation' as const, id: row.id };
    return this.deps.audit.record({ action, actor: caller, targetUserId: row.user_id, target, details: { email: row.email }, ip: client.ip }, trx);
  }

  async check(token: string, userId: number) {
    const row = await liveInvitation(this.deps.db, hashToken(token), userId, this.deps.clock.now());
    if (!row) return { valid: false, email: null, name: null, account_type: null, expires_at: null, team: null };
    const team =
      row.team_name !== null && row.team_kind !== null && row.ads_role !== null ? { name: row.team_name, kind: row.team_kind, role: row.ads_role } : null;
    return { valid: true, email: row.email, name: row.name, account_type: row.account_type as AccountType, expires_at: row.expires_at.toISOString(), team };
  }

  /**
   * Sets the first password, activates the account, joins the invitation's team with its role (a
   * team invitation) and opens its first session (as a sign-in does). All or nothing.
   */
  async accept(input: { token: string; user_id: number; password: string; language?: LocaleCode }, client: Client): Promise<IssuedTokens> {
    const tokenHash = hashToken(input.token);
    // Checked before hashing, so bogus links cost no argon2 work; checked again when consumed.
    if (!(await liveInvitation(this.deps.db, tokenHash, input.user_id, this.deps.clock.now()))) throw invalidLink();
    const passwordHash = await hashPassword(input.password);
    const now = this.deps.clock.now();
    const accepted = await this.deps.db.transaction().execute(async (trx) => {
      const invitation = await consumeInvitation(trx, tokenHash, input.user_id, now);
      if (!invitation) return false;
      if (!(await activateAccount(trx, input.user_id, passwordHash, now, input.language))) {
        throw invalidLink();
      }
      if (invitation.advertiser_id !== null && invitation.ads_role !== null) {
        await trx
          .insertInto('advertiser_members')
          .values({ advertiser_id: invitation.advertiser_id, user_id: input.user_id, role: invitation.ads_role })
          .onConflict((oc) => oc.columns(['advertiser_id', 'user_id']).doNothing())
          .execute();
      }
      await this.deps.audit.record(
        {
          action: 'invitation.accept',
          actor: { userId: input.user_id },
          targetUserId: input.user_id,
          target: { type: 'invitation', id: invitation.id },
          ...(invitation.advertiser_id !== null ? { details: { advertiser_id: invitation.advertiser_id, ads_role: invitation.ads_role } } : {}),
          ip: client.ip,
        },
        trx,
      );
      return true;
    });
    if (!accepted) throw invalidLink();
    this.deps.users.invalidate(input.user_id);
    return this.deps.auth.openSession(input.user_id, null, client);
  }

  /** Any invitation by id (team invitations are acted on by their team's rules, modules/teams). */
  async find(id: number): Promise<InvitationView | undefined> {
    return invitationById(this.deps.db, id);
  }

  /** A team's open invitations, as the team card lists them. */
  async openForTeam(db: Db, teamId: number): Promise<TeamInvitation[]> {
    const now = this.deps.clock.now();
    const rows = await openTeamInvitations(db, teamId);
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.ads_role!,
      status: row.expires_at.getTime() <= now.getTime() ? 'expired' : 'pending',
      invited_by: row.inviter_name,
      sent_at: row.sent_at.toISOString(),
      send_count: row.send_count,
      expires_at: row.expires_at.toISOString(),
    }));
  }

  /** An invitation the caller may act on: their own, or any for admin and super staff; others do not exist for them. */
  private async visible(caller: Caller, id: number): Promise<InvitationView> {
    const row = await invitationById(this.deps.db, id);
    if (!row || !canSeeInvitation(caller.subject, { invitedBy: row.invited_by })) throw notFound();
    return row;
  }

  private async view(id: number): Promise<Invitation> {
    return this.present((await invitationById(this.deps.db, id))!, this.deps.clock.now());
  }

  present(row: InvitationView, now: Date): Invitation {
    const status: InvitationStatus = row.accepted_at
      ? 'accepted'
      : row.revoked_at
        ? 'revoked'
        : row.expires_at.getTime() <= now.getTime()
          ? 'expired'
          : 'pending';
    return {
      id: row.id,
      user_id: row.user_id,
      email: row.email,
      name: row.name,
      account_type: row.account_type as AccountType,
      channel_id: row.channel_id,
      channel_title: row.channel_title,
      member_type: row.member_type,
      team:
        row.advertiser_id !== null && row.team_name !== null && row.team_kind !== null && row.ads_role !== null
          ? { id: row.advertiser_id, name: row.team_name, kind: row.team_kind, role: row.ads_role }
          : null,
      status,
      invited_by: row.invited_by === null ? null : { id: row.invited_by, email: row.inviter_email, name: row.inviter_name },
      created_at: row.created_at.toISOString(),
      sent_at: row.sent_at.toISOString(),
      send_count: row.send_count,
      expires_at: row.expires_at.toISOString(),
      accepted_at: row.accepted_at?.toISOString() ?? null,
      revoked_at: row.revoked_at?.toISOString() ?? null,
    };
  }

  private async mail(inviter: UserProfile, email: string, name: string, token: string, userId: number, language: LocaleCode): Promise<boolean> {
    // The link is built from the configured address, never from the request's Host header.
    const link = `${this.deps.config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}&uid=${userId}`;
    const vars = { name, inviter: inviter.row.name, link, days: INVITATION_SECONDS / 86_400 };
    try {
      await this.deps.mailer.send(composeMail(language, 'invitation', email, vars));
      return true;
    } catch (error) {
      console.warn(`[chorus] invitation mail to user ${userId} failed: ${(error as Error).message}`);
      return false;
    }
  }
}
