// Everything the server reads from its environment, in one place.
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SEARCH_DAILY_CALLS } from '@chorus/contract';

export type ProcessRole = 'api' | 'worker' | 'both';

/** CHORUS_ROLE: api, worker or both (unset); anything else stops the start with a clear message. */
export function processRole(value: string | undefined): ProcessRole {
  const role = (value ?? 'both').trim().toLowerCase() || 'both';
  if (role === 'api' || role === 'worker' || role === 'both') return role;
  throw new Error(`CHORUS_ROLE must be api, worker or both (got "${value}")`);
}

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
  /**
   * A rotated refresh token presented again this many seconds after its rotation (a second tab)
   * gets the successor instead of revoking the session; 0 switches the interval off.
   */
  refreshReuseSeconds: number;
  validateResponses: boolean;
  /** Memory for computed channel-analytics answers, per process (0: compute every answer). */
  analyticsCacheMb: number;
  /**
   * Whether the channel pages' standard answers are kept precomputed in PostgreSQL and read on a
   * miss of the in-process cache (modules/channels/precomputed-answers.ts); ANALYTICS_PRECOMPUTED=false
   * computes every miss.
   */
  analyticsPrecomputed: boolean;
  /** Memory for the accounting page's kept answers (modules/accounting/answers.ts); 0 computes every answer. */
  accountingCacheMb: number;
  /** Issue 28: a course sales export declared larger than this is stored and imported by a job (202); smaller ones within the request. */
  courseUploadInlineMaxBytes: number;
  /**
   * What this process does (CHORUS_ROLE): `api` serves HTTP and only queues jobs, `worker` runs the
   * job workers and schedules without serving HTTP, `both` (the default) does both (docs/SCALING.md).
   */
  role: ProcessRole;
  /**
   * Whether this process runs the job workers (apps/server/src/jobs) and turns schedules into jobs.
   * JOB_WORKERS=false, or the older REFRESH_WORKER=false: it only queues jobs.
   */
  jobWorkers: boolean;
  /**
   * Reports (issue 14): where a video's thumbnail is fetched (`{id}` replaced); empty: none fetched,
   * the report shows its placeholder. Defaults to YouTube's image host in production only (the demo's
   * video ids are made up).
   */
  reportThumbnailUrl: string;
  /**
   * Reports (issue 14), mailing: channel jobs one process runs at once, and the retries of a job
   * whose mail met a temporary failure (the first after `retryDelaySeconds`, doubling up to the max).
   */
  reportMail: { concurrency: number; retryLimit: number; retryDelaySeconds: number; retryDelayMaxSeconds: number };
  /**
   * Reports: worker threads that draw them (charts, layout, Word/PowerPoint/PDF), so the API's
   * requests in the same process are not held up; at most this many draws at once, the rest queued.
   * 0: drawn in the main thread, two at a time (for debugging). Default: the cores, at most 4.
   */
  reportDrawThreads: number;
  /**
   * The analysis box (POST /api/v1/insight/analyze): worker threads that analyse its texts off the
   * event loop, each with its own kuromoji (about 60 MB); more calls wait in order. 0: in the main thread.
   */
  insightAnalyzeThreads: number;
  /**
   * Threads that draw a channel page's first view on the server (http/first-view/, issue 24); 0
   * draws in this thread. Off (the plain page) when the web's server build is missing.
   */
  firstViewThreads: number;
  /**
   * Accounting uploads (revenue reports, POST /api/v1/accounting/uploads and its job; deductions):
   * worker threads that parse and check the files off the event loop (a few MB each, ended after
   * 5 idle minutes); more files wait in order. 0: in the main thread.
   */
  uploadReadThreads: number;
  /** The largest resumable upload of footage or a cut (issue 29), in bytes (PRODUCTION_UPLOAD_MAX_BYTES, default 20 GiB). */
  productionUploadMaxBytes: number;
  /** The publishing calendar (issue 29): two releases of one channel closer than this conflict (PRODUCTION_RELEASE_GAP_HOURS, default 6). */
  productionReleaseGapHours: number;
  youtube: YoutubeConfig;
  shopify: ShopifyConfig;
  backup: BackupConfig;
  social: SocialConfig;
};

/**
 * Instagram (API with Instagram Login) and TikTok (Login Kit, Display API), issue 27. Base addresses
 * are configurable like the Google ones, so tests and the bench point them at the fakes. A platform
 * without its app credentials cannot be linked (the link start answers `not_configured`).
 */
export type SocialConfig = {
  instagram: {
    appId: string | null;
    appSecret: string | null;
    /** Consent page (www.instagram.com/oauth/authorize), code exchange (api.instagram.com/oauth/access_token), Graph host. */
    authorizeUrl: string;
    tokenUrl: string;
    graphUrl: string;
  };
  tiktok: {
    clientKey: string | null;
    clientSecret: string | null;
    authorizeUrl: string;
    /** open.tiktokapis.com: /v2/oauth/token/, /v2/user/info/, /v2/video/list/, /v2/video/query/. */
    apiUrl: string;
    /** Requests a minute per endpoint (TikTok's sliding window). */
    requestsPerMinute: number;
  };
  /** AES-256 key for the stored tokens; else a key file in DATA_DIR/keys/social-token.key. */
  tokenKey: string | null;
  requestTimeoutMs: number;
  /** Daily figures (cron in the refresh time zone; null: off) and the story capture every few hours. */
  dailyCron: string | null;
  storiesCron: string | null;
  tokensCron: string | null;
  timeZone: string;
  /** Accounts collected at once per process. */
  concurrency: number;
  /** Tries of one call that met a 429 or an outage, and the first wait (doubling). */
  callTries: number;
  retryBaseMs: number;
};

/**
 * Backups (issue 25, modules/backup): where archives are written (BACKUP_DIR), the daily backup's
 * and the nightly restore drill's times (pg-boss cron, in `timeZone`; null: off), and how many days
 * archives are kept (the newest always is). `walArchiveDir` (WAL_ARCHIVE_DIR, embedded PostgreSQL only):
 * continuous WAL archiving there, a base backup with every backup, and `npm run restore -- --at TIME`.
 */
export type BackupConfig = {
  dir: string;
  cron: string | null;
  drillCron: string | null;
  timeZone: string;
  retentionDays: number;
  walArchiveDir: string | null;
};

/**
 * The Shopify app (data-formats 16, ecosystem-picks (a)). Base addresses are configurable so tests
 * and the demo can point them at the local fake Shopify. Without an API key (a demo or development
 * machine), `npm start` serves the fake Shopify itself and points here at it.
 */
export type ShopifyConfig = {
  apiKey: string | null;
  apiSecret: string | null;
  /** Where a shop answers, with `{shop}` for its domain: `https://{shop}` at Shopify. */
  shopBaseUrl: string;
  /** The pinned Admin API version (ecosystem-picks: 2026-10). */
  apiVersion: string;
  /** AES-256 key for the stored store tokens (64 hex or 44 base64 characters); else a key file in DATA_DIR/keys. */
  tokenKey: string | null;
  requestTimeoutMs: number;
  /**
   * Demo mode: no SHOPIFY_API_KEY outside production. The app then serves the fake Shopify itself
   * under /fake-shopify/ (modules/resell) with the demo app's key and secret, and shopBaseUrl points
   * at it, so that a store can be connected without a Shopify account.
   */
  demo: boolean;
};

/** The demo's Shopify app (demo mode only: the app's own fake Shopify knows it). */
export const SHOPIFY_DEMO_APP = { apiKey: 'chorus-demo-shopify-app', apiSecret: 'chorus-demo-shopify-secret' } as const;

/** Google OAuth and the YouTube APIs (base addresses are configurable so tests can point them at a fake). */
export type YoutubeConfig = {
  clientId: string | null;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  dataApiUrl: string;
  analyticsApiUrl: string;
  reportingApiUrl: string;
  /** The network's CMS (content owner) id, for authorizations as content manager. */
  contentOwnerId: string | null;
  /** AES-256 key for the stored Google tokens (64 hex or 44 base64 characters); else a key file in DATA_DIR/keys. */
  tokenKey: string | null;
  refreshConcurrency: number;
  /** First delay before a failed refresh (quota, network) is tried again; doubles each time. */
  refreshRetrySeconds: number;
  /** How far back the first refresh of a channel reaches. */
  backfillDays: number;
  /**
   * The daily refresh of every channel with a grant: a cron expression (pg-boss), read in
   * `refreshTimeZone`; null switches it off (REFRESH_CRON=off). Runs in processes with the worker.
   */
  refreshCron: string | null;
  refreshTimeZone: string;
  /** How much of each video's comments a refresh reads (docs/decisions.md "Video comments"). */
  comments: CommentPolicy;
  requestTimeoutMs: number;
  /** A Data API key for public data (exploration: search.list, channels, videos); null: YouTube is not searched. */
  apiKey: string | null;
  /** search.list calls a day (its own allowance; each page is a call of 100 units). */
  searchDailyCalls: number;
};

export type CommentPolicy = {
  /** Videos published this many days back or less are read. */
  recentDays: number;
  /** The most viewed videos whose comments were never read are read too. */
  topViewed: number;
  /** At most this many videos per refresh (0: comments are not read). */
  maxVideos: number;
  /** At most this many pages of 100 top-level comments per video and refresh, newest first. */
  pagesPerVideo: number;
};

/** REFRESH_CRON: unset is the default; off / false / none / empty switches the daily refresh off. */
export function refreshCron(value: string | undefined): string | null {
  return cronOrOff(value, '30 3 * * *');
}

/** A cron setting: unset is `fallback`; off / false / none / empty switches it off. */
export function cronOrOff(value: string | undefined, fallback: string): string | null {
  if (value === undefined) return fallback;
  const trimmed = value.trim();
  return ['', 'off', 'false', 'none'].includes(trimmed.toLowerCase()) ? null : trimmed;
}

/** REPORT_DRAW_THREADS unset: one draw worker a core, at most 4 (a draw is one core's work). */
export function defaultDrawThreads(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

const count = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  const shopifyDemo = !production && !env.SHOPIFY_API_KEY;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
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
    refreshReuseSeconds: count(env.REFRESH_REUSE_SECONDS, 30),
    validateResponses: env.VALIDATE_RESPONSES === 'true',
    analyticsCacheMb: Number(env.ANALYTICS_CACHE_MB ?? 64),
    analyticsPrecomputed: env.ANALYTICS_PRECOMPUTED !== 'false',
    accountingCacheMb: Number(env.ACCOUNTING_CACHE_MB ?? 32),
    // As the revenue uploads (accounting/imports/index.ts): 32 MiB.
    courseUploadInlineMaxBytes: 32 * 1024 * 1024,
    role: processRole(env.CHORUS_ROLE),
    // An API-only process runs no workers, whatever JOB_WORKERS says.
    jobWorkers: processRole(env.CHORUS_ROLE) !== 'api' && (env.JOB_WORKERS ?? env.REFRESH_WORKER) !== 'false',
    reportThumbnailUrl: env.REPORT_THUMBNAIL_URL ?? (production ? 'https://i.ytimg.com/vi/{id}/mqdefault.jpg' : ''),
    reportDrawThreads: count(env.REPORT_DRAW_THREADS, defaultDrawThreads()),
    insightAnalyzeThreads: count(env.INSIGHT_ANALYZE_THREADS, 1),
    firstViewThreads: count(env.FIRST_VIEW_THREADS, 1),
    uploadReadThreads: count(env.UPLOAD_READ_THREADS, 2),
    productionUploadMaxBytes: count(env.PRODUCTION_UPLOAD_MAX_BYTES, 20 * 1024 ** 3),
    productionReleaseGapHours: Math.min(72, count(env.PRODUCTION_RELEASE_GAP_HOURS, 6)),
    reportMail: {
      concurrency: Math.max(1, count(env.REPORT_MAIL_CONCURRENCY, 8)),
      retryLimit: count(env.REPORT_MAIL_RETRY_LIMIT, 3),
      retryDelaySeconds: Math.max(1, count(env.REPORT_MAIL_RETRY_SECONDS, 60)),
      retryDelayMaxSeconds: Math.max(1, count(env.REPORT_MAIL_RETRY_MAX_SECONDS, 1800)),
    },
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR ?? path.join(repoRoot, 'data'), 'backups')),
      cron: cronOrOff(env.BACKUP_CRON, '15 2 * * *'),
      drillCron: cronOrOff(env.BACKUP_DRILL_CRON, '45 3 * * *'),
      timeZone: env.BACKUP_TIME_ZONE || env.REFRESH_TIME_ZONE || 'Asia/Taipei',
      retentionDays: Math.max(1, count(env.BACKUP_RETENTION_DAYS, 30)),
      walArchiveDir: env.WAL_ARCHIVE_DIR ? path.resolve(env.WAL_ARCHIVE_DIR) : null,
    },
    youtube: {
      clientId: env.GOOGLE_CLIENT_ID || null,
      clientSecret: env.GOOGLE_CLIENT_SECRET || null,
      authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL ?? 'https://oauth2.googleapis.com/revoke',
      dataApiUrl: (env.YOUTUBE_DATA_API_URL ?? 'https://www.googleapis.com/youtube/v3').replace(/\/$/, ''),
      analyticsApiUrl: (env.YOUTUBE_ANALYTICS_API_URL ?? 'https://youtubeanalytics.googleapis.com').replace(/\/$/, ''),
      reportingApiUrl: (env.YOUTUBE_REPORTING_API_URL ?? 'https://youtubereporting.googleapis.com').replace(/\/$/, ''),
      contentOwnerId: env.YOUTUBE_CONTENT_OWNER_ID || null,
      tokenKey: env.YOUTUBE_TOKEN_KEY || null,
      refreshConcurrency: Number(env.REFRESH_CONCURRENCY ?? 2),
      refreshRetrySeconds: Number(env.REFRESH_RETRY_SECONDS ?? 300),
      backfillDays: Number(env.YOUTUBE_BACKFILL_DAYS ?? 730),
      refreshCron: refreshCron(env.REFRESH_CRON),
      refreshTimeZone: env.REFRESH_TIME_ZONE || 'Asia/Taipei',
      comments: {
        recentDays: count(env.YOUTUBE_COMMENTS_RECENT_DAYS, 30),
        topViewed: count(env.YOUTUBE_COMMENTS_TOP_VIEWED, 10),
        maxVideos: count(env.YOUTUBE_COMMENTS_MAX_VIDEOS, 20),
        pagesPerVideo: Math.max(1, count(env.YOUTUBE_COMMENTS_PAGES_PER_VIDEO, 3)),
      },
      requestTimeoutMs: 10_000,
      apiKey: env.YOUTUBE_API_KEY || null,
      searchDailyCalls: Math.max(0, count(env.EXPLORATION_SEARCH_DAILY_CALLS, DEFAULT_SEARCH_DAILY_CALLS)),
    },
    shopify: {
      apiKey: env.SHOPIFY_API_KEY || (shopifyDemo ? SHOPIFY_DEMO_APP.apiKey : null),
      apiSecret: env.SHOPIFY_API_SECRET || (shopifyDemo ? SHOPIFY_DEMO_APP.apiSecret : null),
      shopBaseUrl: shopifyDemo ? `${publicUrl}/fake-shopify/{shop}` : (env.SHOPIFY_SHOP_BASE_URL ?? 'https://{shop}').replace(/\/$/, ''),
      demo: shopifyDemo,
      apiVersion: env.SHOPIFY_API_VERSION ?? '2026-10',
      tokenKey: env.SHOPIFY_TOKEN_KEY || null,
      requestTimeoutMs: 15_000,
    },
    social: {
      instagram: {
        appId: env.INSTAGRAM_APP_ID || null,
        appSecret: env.INSTAGRAM_APP_SECRET || null,
        authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL ?? 'https://www.instagram.com/oauth/authorize',
        tokenUrl: env.INSTAGRAM_TOKEN_URL ?? 'https://api.instagram.com/oauth/access_token',
        graphUrl: (env.INSTAGRAM_GRAPH_URL ?? 'https://graph.instagram.com').replace(/\/$/, ''),
      },
      tiktok: {
        clientKey: env.TIKTOK_CLIENT_KEY || null,
        clientSecret: env.TIKTOK_CLIENT_SECRET || null,
        authorizeUrl: env.TIKTOK_AUTHORIZE_URL ?? 'https://www.tiktok.com/v2/auth/authorize/',
        apiUrl: (env.TIKTOK_API_URL ?? 'https://open.tiktokapis.com').replace(/\/$/, ''),
        requestsPerMinute: Math.max(1, count(env.TIKTOK_REQUESTS_PER_MINUTE, 600)),
      },
      tokenKey: env.SOCIAL_TOKEN_KEY || null,
      requestTimeoutMs: 10_000,
      dailyCron: cronOrOff(env.SOCIAL_DAILY_CRON, '0 5 * * *'),
      storiesCron: cronOrOff(env.SOCIAL_STORIES_CRON, '20 */4 * * *'),
      tokensCron: cronOrOff(env.SOCIAL_TOKENS_CRON, '40 4 * * *'),
      timeZone: env.REFRESH_TIME_ZONE || 'Asia/Taipei',
      concurrency: Math.max(1, count(env.SOCIAL_CONCURRENCY, 8)),
      callTries: Math.max(1, count(env.SOCIAL_CALL_TRIES, 4)),
      retryBaseMs: count(env.SOCIAL_RETRY_BASE_MS, 500),
    },
  };
}
