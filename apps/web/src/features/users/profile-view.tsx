// The profile's body: the title with "change password" and "save", the refusal under them, the
// editable sections beside the account and channel cards. The parts that read the server
// themselves (picture upload, recipient, authorizations, dialogs) come in as elements.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileAccount } from './profile-account.tsx';
import { ProfileFields, type ProfileFieldsProps } from './profile-fields.tsx';

export type ProfileViewProps = ProfileFieldsProps & {
  canChangePassword: boolean;
  /** Whether the form differs from what is saved. */
  dirty: boolean;
  busy: boolean;
  /** The last save's refusal, said under the title. */
  failure: string | null;
  onSave: () => void;
  onChangePassword: () => void;
  /** Above the form (an authorization to continue). */
  banner?: ReactNode;
  /** Under the account and channel cards (profit ratio, YouTube and store authorizations). */
  sideCards?: ReactNode;
  /** Dialogs the page opens. */
  dialogs?: ReactNode;
};

export function ProfileView(props: ProfileViewProps) {
  const { user, editable, onChannels, canChangePassword, dirty, busy, failure, onSave, onChangePassword, banner, sideCards, dialogs } = props;
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      noValidate
      sx={{ maxWidth: 1100 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {t('nav:pages.info')}
        </Typography>
        <Stack direction="row" spacing={1}>
          {canChangePassword && (
            <Button variant="outlined" onClick={onChangePassword} data-testid="open-change-password">
              {t('profile.changePassword')}
            </Button>
          )}
          {editable && (
            <Button type="submit" variant="contained" disabled={!dirty || busy} data-testid="profile-save">
              {t('save')}
            </Button>
          )}
        </Stack>
      </Stack>
      {banner}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <ProfileFields {...props} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProfileAccount user={user} onChannels={onChannels} />
          {sideCards}
        </Grid>
      </Grid>
      {dialogs}
    </Box>
  );
}
