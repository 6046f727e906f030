// Account switching (spec 2; security plan 22). An administrator-level account (admin, super staff)
// works as an account with fewer rights in a session of its own, which records the real person
// (sessions.real_user_id; the access token's RFC 8693 `act` claim). No chaining: a switched session
// cannot switch again. Switching back ends the switched session and opens a fresh one for the real
// person. The target's own sign-ins are separate sessions and never carry the switch. Password,
// e-mail and bank changes are refused in switched sessions (routes marked refusedWhileSwitched).
import { canSwitchTo, type AccountType } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import type { AuthService, IssuedTokens } from '../auth/index.ts';
import { liveAccount } from './members.repository.ts';
import type { Caller } from '../../security/subject.ts';

type Client = { ip: string; userAgent?: string };

/** What the service uses of the shared infrastructure, the system log and the auth module's session opening. */
export type SwitchingDeps = Pick<AppContext, 'db' | 'sessions' | 'users'> & { audit: AuditLog; auth: AuthService };

export class SwitchingService {
  private readonly deps: SwitchingDeps;

  constructor(deps: SwitchingDeps) {
    this.deps = deps;
  }

  async switchTo(
    caller: Caller & { sessionId: string },
    target: string,
    client: Client,
  ): Promise<{ tokens: IssuedTokens; userId: number; realUserId: number }> {
    if (caller.realUserId) throw new DomainError('errors.switchChain');
    const by = /^[1-9][0-9]{0,15}$/.test(target) ? { id: Number(target) } : { email: target };
    const account = await liveAccount(this.deps.db, by);
    // Invited accounts that never signed in cannot be worked as.
    if (!account || account.pending_invitation) throw notFound();
    if (account.id === caller.userId) throw new DomainError('errors.notOnYourself');
    if (!canSwitchTo(caller.subject, { id: account.id, accountType: account.account_type as AccountType })) throw new DomainError('errors.targetOutranks');

    const tokens = await this.deps.auth.openSession(account.id, caller.userId, client);
    await this.deps.audit.record({
      action: 'switch.start',
      actor: { userId: caller.userId },
      targetUserId: account.id,
      details: { target_account_type: account.account_type },
      ip: client.ip,
    });
    // The administrator's own session ends: its cookies are replaced, and switching back opens a new one.
    await this.deps.sessions.revoke(caller.sessionId, 'switched');
    return { tokens, userId: account.id, realUserId: caller.userId };
  }

  async switchBack(caller: Caller & { sessionId: string }, client: Client): Promise<{ tokens: IssuedTokens; userId: number }> {
    const realUserId = caller.realUserId;
    if (!realUserId) throw new DomainError('errors.notSwitched');
    await this.deps.sessions.revoke(caller.sessionId, 'switch_back');
    await this.deps.audit.record({
      action: 'switch.back',
      actor: { userId: caller.userId, realUserId },
      targetUserId: caller.userId,
      ip: client.ip,
    });
    // Deleted meanwhile: the switched session is over, and there is nobody to return to.
    const real = await this.deps.users.get(realUserId);
    if (!real) throw new DomainError('errors.unauthenticated');
    return { tokens: await this.deps.auth.openSession(realUserId, null, client), userId: realUserId };
  }
}
