// A mailed link (an invitation, a password reset): a spinner while it is checked; once it no longer
// works, why and where to go instead; else the page it leads to.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Dead = { message: string; testId: string; to: string; action: string };

export function CheckedLink({ checking, dead, children }: { checking: boolean; dead: Dead | null; children: ReactNode }) {
  if (checking) return <CircularProgress />;
  return dead ? <DeadLink {...dead} /> : children;
}

function DeadLink({ message, testId, to, action }: Dead) {
  return (
    <Stack spacing={2}>
      <Alert severity="error" data-testid={testId}>
        {message}
      </Alert>
      <Link component={RouterLink} to={to}>
        {action}
      </Link>
    </Stack>
  );
}
