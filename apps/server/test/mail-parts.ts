// Reads a message as Chorus writes it (multipart/alternative, or a single part) into its decoded
// parts by content type, undoing quoted-printable and base64 transfer encodings.

export type MailParts = { contentType: string; text?: string; html?: string };

export function mailParts(raw: string): MailParts {
  const { headers, body } = splitHeaders(raw);
  const contentType = header(headers, 'content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => splitHeaders(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  const found: MailParts = { contentType: contentType.split(';')[0]!.trim().toLowerCase() };
  for (const part of parts) {
    const type = (header(part.headers, 'content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
    const decoded = decode(part.body, header(part.headers, 'content-transfer-encoding'));
    if (type === 'text/plain') found.text = decoded;
    if (type === 'text/html') found.html = decoded;
  }
  return found;
}

/** A message or part split at its blank line into its headers (folded lines joined) and body. */
export function splitHeaders(raw: string): { headers: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: raw, body: '' };
  return { headers: raw.slice(0, match.index).replace(/\r?\n[ \t]+/g, ' '), body: raw.slice(match.index + match[0].length) };
}

/** One header's value (the first of that name), trimmed. */
export function header(headers: string, name: string): string | undefined {
  return new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(headers)?.[1]?.trim();
}

function decode(body: string, encoding: string | undefined): string {
  const trimmed = body.trim();
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const unwrapped = trimmed.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < unwrapped.length; i++) {
        if (unwrapped[i] === '=' && /^[0-9A-F]{2}$/i.test(unwrapped.slice(i + 1, i + 3))) {
          bytes.push(parseInt(unwrapped.slice(i + 1, i + 3), 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(unwrapped[i]!, 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return trimmed;
  }
}
