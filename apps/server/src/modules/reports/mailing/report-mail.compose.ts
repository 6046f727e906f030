// The message that carries a channel's report (mail template `reportDelivery`, in the language of
// the subscription or of the page's choice): the channel and period in the subject, the files
// named in the body, a link to the channel's report page, the rendered files attached.
import type { Language, ReportPeriod } from '@chorus/contract';
import { translate } from '@chorus/i18n';
import { composeMail, type MailMessage } from '../../mail/index.ts';
import type { RenderedReport } from '../report.service.ts';

export function composeReportMail(input: {
  to: string;
  language: Language;
  channelId: string;
  channelTitle: string;
  period: ReportPeriod;
  periodCode: string;
  publicUrl: string;
  files: readonly RenderedReport[];
}): MailMessage {
  const link = `${input.publicUrl}/dashboard/ch/${encodeURIComponent(input.channelId)}/report`;
  const message = composeMail(input.language, 'reportDelivery', input.to, {
    channel: input.channelTitle,
    period: input.periodCode,
    report: translate(input.language, 'mail', `reportDelivery.report.${input.period}`),
    files: input.files.map((f) => f.fileName).join(', '),
    link,
  });
  return { ...message, attachments: input.files.map((f) => ({ filename: f.fileName, contentType: f.contentType, content: f.body })) };
}
