// Account switching (spec 2; security plan 22). An administrator-level account (admin, super staff)
// works as an account with fewer rights in a session of its own, which records the real person
// (sessions.real_user_id; the access token's RFC 8693 `act` claim). No chaining: a switched session
// cannot switch again. Switching back ends the switched session and opens a fresh one for the real
// person. The target's own sign-ins are separate sessions and never carry the switch. Password,
// e-mail and bank changes are refused in switched sessions (routes marked refusedWhileSwitched).
import { canSwitchInto, type AccountType } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound, unauthenticated } from '../../http/app-error.ts';
import type { Principal } from '../../http/principal.ts';
import type { AuthService, IssuedTokens } from '../auth/auth.service.ts';
import { audit } from './audit.service.ts';
import { liveAccount } from './members.repository.ts';

type Client = { ip: string; userAgent?: string };

export class SwitchingService {
  private readonly ctx: AppContext;
  private readonly auth: AuthService;

  constructor(ctx: AppContext, auth: AuthService) {
    this.ctx = ctx;
    this.auth = auth;
  }

  async switchTo(principal: Principal, target: string, client: Client): Promise<{ tokens: IssuedTokens; userId: number; realUserId: number }> {
    if (principal.realUserId) throw new AppError(403, 'errors.switchChain');
    const by = /^[1-9][0-9]{0,15}$/.test(target) ? { id: Number(target) } : { email: target };
    const account = await liveAccount(this.ctx.db, by);
    // Invited accounts that never signed in cannot be worked as.
    if (!account || account.pending_invitation) throw notFound();
    if (account.id === principal.userId) throw new AppError(403, 'errors.notOnYourself');
    if (!canSwitchInto(principal.profile.accountType, account.account_type as AccountType)) throw new AppError(403, 'errors.targetOutranks');

    const tokens = await this.auth.openSession(account.id, principal.userId, client);
    await audit.record(this.ctx, {
      action: 'switch.start',
      actor: { userId: principal.userId },
      targetUserId: account.id,
      details: { target_account_type: account.account_type },
      ip: client.ip,
    });
    // The administrator's own session ends: its cookies are replaced, and switching back opens a new one.
    await this.ctx.sessions.revoke(principal.sessionId, 'switched');
    return { tokens, userId: account.id, realUserId: principal.userId };
  }

  async switchBack(principal: Principal, client: Client): Promise<{ tokens: IssuedTokens; userId: number }> {
    const realUserId = principal.realUserId;
    if (!realUserId) throw new AppError(409, 'errors.notSwitched');
    await this.ctx.sessions.revoke(principal.sessionId, 'switch_back');
    await audit.record(this.ctx, {
      action: 'switch.back',
      actor: { userId: principal.userId, realUserId },
      targetUserId: principal.userId,
      ip: client.ip,
    });
    // Deleted meanwhile: the switched session is over, and there is nobody to return to.
    const real = await this.ctx.users.get(realUserId);
    if (!real) throw unauthenticated();
    return { tokens: await this.auth.openSession(realUserId, null, client), userId: realUserId };
  }
}
