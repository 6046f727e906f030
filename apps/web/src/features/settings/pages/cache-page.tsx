// Cached analytics and the refresh queue (spec 4 cache helper, spec 7 frontend cache API): what is
// cached for a channel, dropping it, and queueing a refresh from YouTube (mode add, 4 days back).
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { CachedEntries } from './cached-entries.tsx';
import { RefreshDialog } from './refresh-dialog.tsx';
import { RefreshQueue } from './refresh-queue.tsx';

export function CachePage() {
  const { t } = useTranslation();
  const { can } = useAccess();
  const [refreshOpen, setRefreshOpen] = useState(false);
  // The refresh this person queued last, followed until they close it.
  const [followed, setFollowed] = useState<string | null>(null);
  return (
    <DashboardPage
      maxWidth={1200}
      page="cache"
      subtitle={t('settings:cache.help')}
      actions={
        can('refreshCache') && (
          <Button variant="contained" onClick={() => setRefreshOpen(true)} data-testid="cache-refresh-open">
            {t('settings:cache.refreshChannel')}
          </Button>
        )
      }
    >
      <CachedEntries />
      <RefreshQueue followed={followed} onFollow={setFollowed} />
      <RefreshDialog open={refreshOpen} onClose={() => setRefreshOpen(false)} onQueued={setFollowed} />
    </DashboardPage>
  );
}
