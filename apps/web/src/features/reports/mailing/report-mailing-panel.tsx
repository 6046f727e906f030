// The quarterly report mailing (issue 14): subscriptions, runs and send records on three tabs kept in
// the address (?mailing=). The same panel serves the accounting page (finance, admin) and the report
// page (staff, who lack the accounting page); both show it to managesReportMailing only, the policy
// the server judges every mailing route by.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../i18n.ts';
import { RecordsSection, type RecordFilter } from './records-section.tsx';
import { RunsSection } from './runs-section.tsx';
import { SubscriptionsSection } from './subscriptions-section.tsx';
import { withParams } from '../../../lib/search-params.ts';

const sections = ['subscriptions', 'runs', 'records'] as const;
type Section = (typeof sections)[number];

export function ReportMailingPanel() {
  const { t } = useTranslation('reports');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('mailing') as Section | null;
  const section: Section = asked && sections.includes(asked) ? asked : 'subscriptions';
  const [highlight, setHighlight] = useState<string | null>(null);
  const [recordFilter, setRecordFilter] = useState<RecordFilter>({ runId: null, channel: null, failedOnly: false });
  const open = (next: Section) => setSearch(withParams({ mailing: next }), { replace: true });

  return (
    <Box data-testid="report-mailing-panel">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('reports:mailing.help')}
      </Typography>
      <Tabs value={section} onChange={(_, next: Section) => open(next)} variant="scrollable" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {sections.map((key) => (
          <Tab key={key} value={key} label={t(`reports:mailing.sections.${key}`)} data-testid={`mailing-section-${key}`} />
        ))}
      </Tabs>
      {section === 'subscriptions' && (
        <SubscriptionsSection
          onStarted={(runId) => {
            setHighlight(runId);
            open('runs');
          }}
        />
      )}
      {section === 'runs' && (
        <RunsSection
          highlight={highlight}
          onRecords={(runId) => {
            setRecordFilter({ runId, channel: null, failedOnly: false });
            open('records');
          }}
        />
      )}
      {section === 'records' && <RecordsSection key={recordFilter.runId ?? ''} filter={recordFilter} onFilter={setRecordFilter} />}
    </Box>
  );
}
