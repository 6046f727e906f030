// After a change to members, invitations or permissions: say what was done, then reload every
// access list so that no table shows the state before it.
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts.tsx';
import { useRefreshAccess } from '../api/access-queries.ts';

export function useAccessChanged() {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshAccess();
  const changed = async (message: string) => {
    toast(message);
    await refresh();
  };
  /** An invitation sent (or sent again): mailed, or saved without a mail, which is worth a warning. */
  const invited = async (mailSent: boolean, email: string) => {
    if (mailSent) toast(t('access:invite.sent', { email }));
    else toast(t('access:invite.savedNoMail', { email }), 'warning');
    await refresh();
  };
  return { changed, invited };
}
