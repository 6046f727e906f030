// A mail's text part with its web addresses as links. The text stays text (React escapes it), and
// only http(s) addresses become links, so a name or team name in a mail can inject no markup and no
// javascript: link; the HTML part is never rendered here.
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

// Stops at white space and at characters that never end a link in our mails' prose.
const ADDRESS = /https?:\/\/[^\s<>"'「」（）()]+/g;

export function LinkedText({ text }: { text: string }) {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(/[.,;:!?。、]+$/, '');
    pieces.push(text.slice(last, match.index));
    pieces.push(
      <Link key={match.index} href={address} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
        {address}
      </Link>,
    );
    last = match.index + address.length;
  }
  pieces.push(text.slice(last));
  return <>{pieces}</>;
}
