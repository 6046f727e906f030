// A mailed link (an invitation, a password reset) that no longer works: why, and where to go instead.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

export function DeadLink({ message, testId, to, action }: { message: string; testId: string; to: string; action: string }) {
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
