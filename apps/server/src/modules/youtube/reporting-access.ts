// The network's content-owner grant as Reporting API access (issue 30: the revenue archive reads
// the content owner's report jobs with it). The newest live content-manager grant that names a
// content owner; none: null (the archive then only keeps uploads).
import type { AppContext } from '../../app-context.ts';
import { accessTokenFor } from './jobs/refresh-channel.job.ts';
import { authorizationColumns } from './youtube.repository.ts';
import type { ReportingAccess } from './youtube-reporting-client.ts';

export async function contentOwnerReportingAccess(ctx: AppContext): Promise<ReportingAccess | null> {
  if (!ctx.config.youtube.clientId) return null;
  const grant = await ctx.db
    .selectFrom('youtube_authorizations as a')
    .select(authorizationColumns)
    .where('a.role', '=', 'content_manager')
    .where('a.revoked_at', 'is', null)
    .where('a.content_owner_id', 'is not', null)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  if (!grant) return null;
  const accessToken = await accessTokenFor(ctx, grant, ctx.clock.now());
  return { baseUrl: ctx.config.youtube.reportingApiUrl, accessToken, timeoutMs: ctx.config.youtube.requestTimeoutMs, contentOwnerId: grant.content_owner_id };
}
