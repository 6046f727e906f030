// Who is signed in, at the end of the top bar: name and role where there is room, else a round
// badge with the name's first letter that tells both on hover, focus and to screen readers.
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/session/access-context.tsx';

/** The first letter of a name as a person reads it (a whole CJK character or a capital Latin one). */
function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

export function SignedInUser({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { user } = useAccess();
  const role = t(`nav:roles.${user.account_type}`);
  if (compact)
    return (
      <Tooltip title={`${user.name} · ${role}`}>
        <Avatar
          component="span"
          tabIndex={0}
          role="img"
          aria-label={`${user.name} · ${role}`}
          sx={{ width: 32, height: 32, fontSize: 15, bgcolor: 'primary.main', flexShrink: 0 }}
          data-testid="signed-in-avatar"
        >
          {initialOf(user.name)}
        </Avatar>
      </Tooltip>
    );
  return (
    <Stack sx={{ alignItems: 'flex-end', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: 220 }} title={user.name} data-testid="signed-in-name">
        {user.name}
      </Typography>
      <Chip size="small" label={role} sx={{ height: 18, fontSize: 11 }} />
    </Stack>
  );
}
