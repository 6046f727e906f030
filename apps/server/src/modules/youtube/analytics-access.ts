// One Analytics API report of a channel, read with the grant the channel is linked to (the stored
// access token, or a new one from the refresh token), for other modules' own questions (the insight
// area's search keywords). Failures come back as DomainErrors with the refresh task's codes, so the
// caller can keep and show why.
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { AuthorizationRevokedError, GoogleApiError, QuotaExceededError } from './google-http.ts';
import { accessTokenFor, AUTHORIZATION_REVOKED, DATA_REFUSED, NOT_AUTHORIZED, QUOTA } from './jobs/refresh-channel.job.ts';
import { REFRESH_FAILED } from './refresh-queue.ts';
import { queryReport, type ReportQuery, type ReportRow } from './youtube-analytics-client.ts';
import { findChannelSource } from './youtube.repository.ts';

export type ChannelReportQuery = Omit<ReportQuery, 'ids'>;

/** The rows of one reports.query about the channel (its own id, or its content owner's with a channel== filter). */
export async function readChannelReport(ctx: AppContext, channelId: string, query: ChannelReportQuery): Promise<ReportRow[]> {
  const grant = await findChannelSource(ctx.db, channelId);
  if (!grant || !grant.refresh_token_encrypted) throw new DomainError(NOT_AUTHORIZED);
  if (!ctx.config.youtube.clientId) throw new DomainError('errors.oauthNotConfigured');
  try {
    const accessToken = await accessTokenFor(ctx, grant, ctx.clock.now());
    const owner = grant.role === 'content_manager' ? grant.content_owner_id : null;
    const ids = owner ? `contentOwner==${owner}` : `channel==${channelId}`;
    const filters = [owner ? `channel==${channelId}` : null, query.filters].filter(Boolean).join(';') || undefined;
    return await queryReport(
      { baseUrl: ctx.config.youtube.analyticsApiUrl, accessToken, timeoutMs: ctx.config.youtube.requestTimeoutMs },
      { ...query, ids, filters },
    );
  } catch (error) {
    throw new DomainError(reportErrorCode(error));
  }
}

function reportErrorCode(error: unknown): string {
  if (error instanceof QuotaExceededError) return QUOTA;
  if (error instanceof AuthorizationRevokedError) return AUTHORIZATION_REVOKED;
  if (error instanceof GoogleApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408) return DATA_REFUSED;
  return REFRESH_FAILED;
}
