// While an administrator works as another account (account switching, spec 2), every page says so
// and offers the way back. Switching back reloads the app so nothing of the other account stays.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { SwapIcon } from '../../components/icons.tsx';
import { api } from '../../lib/api-client.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { useAction } from '../../lib/use-action.ts';

export function SwitchedBanner() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const { busy, failure, run } = useAction();
  if (!user.switched_by) return null;

  const back = () =>
    run(async () => {
      await api('switchBack', { body: {} });
      window.location.assign('/dashboard/permission');
    });

  return (
    <Alert
      severity="warning"
      variant="filled"
      icon={<SwapIcon />}
      sx={{ mb: 3, alignItems: 'center', position: 'sticky', top: { xs: 64, md: 72 }, zIndex: 5, boxShadow: 2 }}
      data-testid="switched-banner"
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={back} disabled={busy} data-testid="switch-back" sx={{ whiteSpace: 'nowrap' }}>
          {t('switching.back', { name: user.switched_by.name })}
        </Button>
      }
    >
      {t('switching.banner', { name: user.name, email: user.email, admin: user.switched_by.name })}
      {failure && ` — ${failure}`}
    </Alert>
  );
}
