// Reads a message with attachments as nodemailer writes it (multipart/mixed around the
// multipart/alternative text and HTML parts, then one part per file): the subject, the text part,
// and each file with its name (RFC 2231 or encoded-word names decoded) and its bytes.
import { header, splitHeaders } from './mail-parts.ts';

export type MailFile = { filename: string; contentType: string; content: Buffer };
export type ReadMail = { contentType: string; subject: string; text: string; html: string; files: MailFile[] };

export function readMail(raw: string): ReadMail {
  const top = splitHeaders(raw);
  const found: ReadMail = { contentType: mediaType(top.headers), subject: decodeWords(header(top.headers, 'subject') ?? ''), text: '', html: '', files: [] };
  walk(top, found);
  return found;
}

type Part = ReturnType<typeof splitHeaders>;

function walk(part: Part, found: ReadMail) {
  const type = mediaType(part.headers);
  const boundary = /boundary="?([^";]+)"?/i.exec(header(part.headers, 'content-type') ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const child of part.body.split(`--${boundary}`).slice(1)) {
      if (child.startsWith('--')) continue;
      walk(splitHeaders(child.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  const bytes = decode(part.body, header(part.headers, 'content-transfer-encoding'));
  const name = fileName(part.headers);
  if (name) found.files.push({ filename: name, contentType: type, content: bytes });
  else if (type === 'text/plain') found.text = bytes.toString('utf8');
  else if (type === 'text/html') found.html = bytes.toString('utf8');
}

function mediaType(headers: string): string {
  return (header(headers, 'content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
}

/** filename="…" (maybe encoded words), or RFC 2231 filename*0*=utf-8''…; filename*1*=… */
function fileName(headers: string): string | null {
  const disposition = `${header(headers, 'content-disposition') ?? ''}; ${header(headers, 'content-type') ?? ''}`;
  const pieces = [...disposition.matchAll(/(?:file)?name\*(\d+)?\*?="?([^";]+)"?/gi)];
  if (pieces.length > 0) {
    const joined = pieces
      .sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0))
      .map((m) => m[2]!)
      .join('');
    return decodeURIComponent(joined.replace(/^utf-8''/i, ''));
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain ? decodeWords(plain) : null;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(qp(text.replace(/_/g, ' '))).toString('utf8'),
  );
}

function qp(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return bytes;
}

function decode(body: string, encoding: string | undefined): Buffer {
  const trimmed = body.replace(/\r?\n$/, '');
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(qp(trimmed.replace(/=\r?\n/g, '')));
    default:
      return Buffer.from(trimmed, 'utf8');
  }
}
