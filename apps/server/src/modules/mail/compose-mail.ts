// Every mail Chorus sends, in the recipient's language: a text part and a small inline-styled HTML
// part whose link is a real link. Names and team names are user data, so the HTML part escapes
// every value; the link is the only markup that is not text.
import { translate, type LocaleCode } from '@chorus/i18n';
import type { MailMessage } from './mailer.ts';

export type MailTemplate =
  | 'reset'
  | 'invitation'
  | 'collabPackageStatus'
  | 'collabCaseStatus'
  | 'reportDelivery'
  | 'backupDrillFailed'
  | 'socialLinkExpiring'
  | 'studioOrderPlaced'
  | 'studioOrderMoved'
  | 'productionEditStatus'
  | 'productionReleaseFailed'
  | 'revenueReportExpiring'
  | 'revenueHealthDigest'
  | 'statementDelivery';

// PostgreSQL text cannot hold NUL, so no name or team name can contain the link's place-holder.
const LINK = '\u0000link\u0000';

export function composeMail(language: LocaleCode, template: MailTemplate, to: string, vars: Record<string, string | number> & { link: string }): MailMessage {
  const subject = translate(language, 'mail', `${template}.subject`, vars);
  const text = translate(language, 'mail', `${template}.body`, vars);
  const body = translate(language, 'mail', `${template}.body`, { ...vars, link: LINK });
  const action = translate(language, 'mail', `${template}.action`, vars);
  const fallback = translate(language, 'mail', 'linkFallback');
  return { to, subject, text, html: htmlDocument(language, subject, body, vars.link, action, fallback) };
}

const styles = {
  page: 'margin:0;padding:24px 12px;background:#f4f5f7;',
  card: "max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px 32px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans TC','Noto Sans JP','Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:1.6;color:#1d2330;",
  paragraph: 'margin:0 0 16px;',
  button: 'display:inline-block;padding:10px 20px;background:#3949ab;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;',
  small: 'margin:0 0 16px;font-size:13px;color:#5b6275;',
  link: 'color:#3949ab;word-break:break-all;',
};

function htmlDocument(language: LocaleCode, subject: string, body: string, link: string, action: string, fallback: string): string {
  const href = escapeHtml(link);
  const anchor = `<a href="${href}" style="${styles.link}">${href}</a>`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => {
      // The paragraph that is only the link becomes a button, with the address written out below
      // it for mail programs that show no buttons.
      if (paragraph.trim() === LINK) {
        return (
          `<p style="${styles.paragraph}"><a href="${href}" style="${styles.button}">${escapeHtml(action)}</a></p>` +
          `<p style="${styles.small}">${escapeHtml(fallback)}<br>${anchor}</p>`
        );
      }
      const inner = escapeHtml(paragraph).split(LINK).join(anchor).replace(/\n/g, '<br>');
      return `<p style="${styles.paragraph}">${inner}</p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="${styles.page}">
<div style="${styles.card}">
${paragraphs}
</div>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
