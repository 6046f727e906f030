// A release that fails (the platform refused it, the link was revoked, it timed out) is told by mail
// to the person who planned it and to the channel's owners, each in their language, with the reason
// the calendar shows: a post planned for the middle of the night should not wait for someone to open
// the calendar. Queued in the transaction that marks the release failed, sent by a job.
import { translate, type LocaleCode } from '@chorus/i18n';
import type { Db } from '../../../db/database.ts';
import type { JobRegistry } from '../../../jobs/index.ts';
import { composeMail, type Mailer } from '../../mail/index.ts';
import { platformName } from './social-publish.ts';

export const RELEASE_FAILED_MAIL_JOB = 'production-release-failed-mail';
export type ReleaseFailedMail = { release_id: number };

/** The planner and the channel's owners, once each; people removed are not written to. */
export async function releaseMailRecipients(db: Db, releaseId: number): Promise<{ email: string; name: string; language: LocaleCode }[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.email', 'u.name', 'u.language'])
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('u.id', '=', eb.selectFrom('production_releases').select('created_by').where('id', '=', releaseId)),
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('channel_members as cm')
            .innerJoin('production_releases as r', 'r.channel_id', 'cm.channel_id')
            .select('cm.user_id')
            .where('r.id', '=', releaseId)
            .where('cm.member_type', '=', 'owner'),
        ),
      ]),
    )
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ ...r, language: r.language as LocaleCode }));
}

export function registerReleaseFailedMail(jobs: JobRegistry, deps: { db: Db; mailer: Mailer; publicUrl: string; timeZone: string }): void {
  jobs.register<ReleaseFailedMail>(
    RELEASE_FAILED_MAIL_JOB,
    async ({ release_id }) => {
      const release = await deps.db
        .selectFrom('production_releases as r')
        .innerJoin('channels as c', 'c.channel_id', 'r.channel_id')
        .select(['r.platform', 'r.caption', 'r.video_id', 'r.publish_at', 'r.error', 'r.error_params', 'c.title as channel'])
        .where('r.id', '=', release_id)
        .where('r.state', '=', 'failed')
        .executeTakeFirst();
      if (!release?.error) return;
      const params = (release.error_params ?? {}) as Record<string, string | number>;
      for (const r of await releaseMailRecipients(deps.db, release_id)) {
        const when = new Intl.DateTimeFormat(r.language, { dateStyle: 'long', timeStyle: 'short', timeZone: deps.timeZone }).format(release.publish_at);
        const vars = {
          name: r.name,
          channel: release.channel,
          platform: platformName(release.platform),
          what: release.caption?.split('\n')[0]?.slice(0, 80) || release.video_id || translate(r.language, 'mail', 'productionReleaseFailed.untitled'),
          when,
          reason: translate(r.language, 'messages', release.error, params),
          link: `${deps.publicUrl}/dashboard/publishPlatform`,
        };
        await deps.mailer.send(composeMail(r.language, 'productionReleaseFailed', r.email, vars));
      }
    },
    { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
  );
}
