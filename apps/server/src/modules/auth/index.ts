// The auth module's public entry: sign-in, sessions, passwords. Other modules import only this file.
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../audit/audit-log.ts';
import type { ServerModule } from '../../server-module.ts';
import { authHandlers } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { LoginWindows } from './login-window.ts';

export { scheduleAuthSweep } from './auth-maintenance.ts';
export type { AuthService, IssuedTokens } from './auth.service.ts';
export { hashPassword } from './password-hash.ts';
export { hashToken, newOpaqueToken } from './secure-token.ts';
export { SessionStore } from './session-store.ts';

function buildAuth(infra: AppContext) {
  const { db, clock, config, secret, sessions, users, mailer } = infra;
  const windows = new LoginWindows(db, clock);
  return { windows, auth: new AuthService({ db, clock, config, secret, sessions, users, mailer, audit: auditLog({ db, clock }), windows }) };
}

/** Session opening and passwords, for the modules that sign people in (invitations, switching). */
export const createAuthService = (infra: AppContext): AuthService => buildAuth(infra).auth;

export function createModule(infra: AppContext): ServerModule {
  const { auth, windows } = buildAuth(infra);
  return { handlers: authHandlers({ auth, windows, sessions: infra.sessions }) };
}
