// An e-mail address in a narrow column: it may break only after the local part and after a dot of
// the domain (user_owner@ / demo. / chorus.test), never letter by letter; the whole address stays
// in the text for copying and screen readers.
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

/** The address cut where a line may break: after "@" and after each dot of the domain. */
export function emailParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return [email];
  const domain = email.slice(at + 1).split('.');
  return [email.slice(0, at + 1), ...domain.map((part, i) => (i < domain.length - 1 ? `${part}.` : part))].filter(Boolean);
}

export function EmailText({ email }: { email: string }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'normal', wordBreak: 'normal' }} data-email-text>
      {emailParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Typography>
  );
}
