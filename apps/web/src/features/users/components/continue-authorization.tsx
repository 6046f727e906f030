// Issue 23: Google or Shopify sent the browser back to a callback without a session (the
// authorization started at another host name); the server sent it here with ?continue=<callback>,
// and the dashboard had it sign in first. Now signed in, go back to the callback once: it finishes
// the authorization and returns here with its outcome. Only the app's own callbacks are continued
// (contract continuableAddress), and the same address never twice (no loop if it lands here again).
import { CONTINUE_PARAM, continuableAddress } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withParams } from '../../../lib/search-params.ts';

const CONTINUED = 'chorusContinuedCallback';

export function ContinueAuthorization() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get(CONTINUE_PARAM);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (raw === null) return;
    const address = continuableAddress(raw);
    if (address !== null && window.sessionStorage.getItem(CONTINUED) !== address) {
      window.sessionStorage.setItem(CONTINUED, address);
      window.location.replace(address);
      return;
    }
    setFailed(true);
    setParams(withParams({ [CONTINUE_PARAM]: null }), { replace: true });
  }, [raw, setParams]);

  if (raw !== null && !failed) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="authorization-continuing">
        {t('profile.continue.continuing')}
      </Alert>
    );
  }
  if (!failed) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setFailed(false)} data-testid="authorization-continue-failed">
      {t('profile.continue.failed')}
    </Alert>
  );
}
