// Creator discovery (spec 2 exploration, issue 26): finding creators and the team's prospect
// lists, as two tabs (?tab=prospects). The writes are drawn for those the server lets write
// (editsProspects, the contract's policy); the viewer reads both without them.
import { editsProspects } from '@chorus/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../components/page-header.tsx';
import { useAccess } from '../../lib/session/access-context.tsx';
import { DiscoveryPanel } from './discovery/discovery-panel.tsx';
import './i18n.ts';
import { ProspectsPanel } from './prospects/prospects-panel.tsx';

export function ExplorationPage() {
  const { t } = useTranslation();
  const { subject, canCall } = useAccess();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'prospects' ? 'prospects' : 'discover';
  const channel = params.get('channel');
  const edits = canCall('explorationProspectCreate') && editsProspects(subject);
  return (
    <DashboardPage maxWidth={1600} page="exploration" subtitle={t('exploration:subtitle')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, value: string) => setParams(value === 'prospects' ? { tab: value } : {}, { replace: true })} variant="scrollable">
          <Tab value="discover" label={t('exploration:tabs.discover')} data-testid="tab-discover" />
          <Tab value="prospects" label={t('exploration:tabs.prospects')} data-testid="tab-prospects" />
        </Tabs>
      </Box>
      {tab === 'discover' ? <DiscoveryPanel key={channel ?? ''} channel={channel} edits={edits} /> : <ProspectsPanel edits={edits} />}
    </DashboardPage>
  );
}
