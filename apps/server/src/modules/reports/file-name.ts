// The report's file name (issue 14: channel, period and language) and its Content-Disposition:
// the UTF-8 name in RFC 5987's filename* (CJK channel titles), an ASCII fallback in filename.
import type { Language, ReportFormat } from '@chorus/contract';

/** The channel title as part of a file name: no path or reserved characters, no controls, at most 60 characters. */
export function fileSafe(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^\.+/, '');
  return [...cleaned].slice(0, 60).join('') || 'channel';
}

export function reportFileName(channelTitle: string, word: string, code: string, language: Language, format: ReportFormat): string {
  return `${fileSafe(channelTitle)}_${fileSafe(word)}_${code}_${language}.${format}`;
}

/** RFC 5987 / RFC 6266: `attachment; filename="ascii"; filename*=UTF-8''percent-encoded`. */
export function contentDisposition(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const ascii = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const contentTypes: Record<ReportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
};
