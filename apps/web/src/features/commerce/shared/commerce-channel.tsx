// The channel a commerce page works on: the current channel of the channel selector (the caller's
// own, or one the network's people chose). Without one the page says how to choose it.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/session/access-context.tsx';

export function useCommerceChannel(): { id: string; name: string } | null {
  const { channel } = useAccess();
  return channel ? { id: channel.id, name: channel.name } : null;
}

export function NoChannelNote() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="commerce-no-channel">
      {t('commerce:noChannel')}
    </Alert>
  );
}
