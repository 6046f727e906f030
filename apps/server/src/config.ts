// Everything the server reads from its environment, in one place.
import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  production: boolean;
  seed: 'demo' | 'none';
  smtpUrl: string | null;
  mailFrom: string;
  demoPassword: string;
  specificUsersFile: string;
  webDist: string;
  trustProxy: boolean;
  /** Sign-in and reset requests allowed per address per minute. */
  authRequestsPerMinute: number;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  validateResponses: boolean;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    seed: env.SEED === 'demo' || (!production && env.SEED !== 'none') ? 'demo' : 'none',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Chorus <no-reply@chorus.local>',
    demoPassword: env.DEMO_PASSWORD ?? 'Chorus-demo-2026!',
    specificUsersFile: path.resolve(env.SPECIFIC_USERS_FILE ?? path.join(repoRoot, 'config/specific-users.json')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: env.TRUST_PROXY === 'true',
    authRequestsPerMinute: Number(env.AUTH_REQUESTS_PER_MINUTE ?? 30),
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 14 * 24 * 3600),
    validateResponses: env.VALIDATE_RESPONSES === 'true',
  };
}
