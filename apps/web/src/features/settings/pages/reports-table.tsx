// The issue reports (one's own, or everyone's for those who answer them) as a paged table with a
// status filter; each row's answer button hands the report to the container.
import { problemReportStatuses, type ProblemReport, type ProblemReportStatus } from '@chorus/contract';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../../../components/email-text.tsx';
import { PagedTable, type usePaging } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';
import { formatDay, reportStatusColor } from './others-model.ts';

export type ReportsViewProps = {
  staff: boolean;
  status: ProblemReportStatus | '';
  onStatus: (status: ProblemReportStatus | '') => void;
  /** This page's reports (undefined before the first answer), their total, loading and failure. */
  reports: { rows: ProblemReport[] | undefined; total: number; loading: boolean; error: Error | null };
  paging: ReturnType<typeof usePaging>;
  onAnswer: (report: ProblemReport) => void;
};

export function ReportsView({ staff, status, onStatus, reports, paging, onAnswer }: ReportsViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard
      title={staff ? t('settings:others.allReports') : t('settings:others.myReports')}
      subtitle={staff ? t('settings:others.allReportsHelp') : t('settings:others.myReportsHelp')}
      testId="report-history"
      flush
      action={
        <SelectField
          label={t('settings:others.status')}
          value={status}
          onChange={onStatus}
          any={t('settings:all')}
          options={problemReportStatuses.map((s) => ({ value: s, label: t(`settings:others.statuses.${s}`) }))}
          sx={{ width: 170 }}
          testId="report-status-filter"
        />
      }
    >
      <PagedTable
        testId="reports-table"
        columns={[
          { label: t('settings:others.filed'), sx: { whiteSpace: 'nowrap' } },
          staff && { label: t('settings:others.reporter'), sx: { minWidth: 190 } },
          { label: t('settings:others.explanation'), sx: { width: '28%' } },
          { label: t('settings:others.status') },
          { label: t('settings:others.eta'), sx: { whiteSpace: 'nowrap' } },
          { label: t('settings:others.response'), sx: { width: '24%' } },
          staff && { sx: { width: 80 } },
        ]}
        {...reports}
        paging={paging}
        pageSizes={[10, 25, 50]}
        empty={t('settings:others.noReports')}
        emptyTestId="reports-empty"
      >
        {(r) => (
          <TableRow key={r.id} hover sx={{ verticalAlign: 'top' }} data-testid="report-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(r.created_at, i18n.language)}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                #{r.id}
              </Typography>
            </TableCell>
            {staff && (
              <TableCell>
                <Typography variant="body2">{r.submitter}</Typography>
                <EmailText email={r.reporter.email} />
                {r.line_number && (
                  <Typography variant="caption" color="text.secondary">
                    LINE: {r.line_number}
                  </Typography>
                )}
              </TableCell>
            )}
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{r.explanation}</TableCell>
            <TableCell>
              <StatusChip status={r.status} colors={reportStatusColor} label={t(`settings:others.statuses.${r.status}`)} testId="report-status" />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(r.estimated_completion_date, i18n.language)}</TableCell>
            <TableCell
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: r.response ? 'text.primary' : 'text.secondary' }}
              data-testid="report-response"
            >
              {r.response ?? t('settings:others.noResponse')}
            </TableCell>
            {staff && (
              <TableCell>
                <Button size="small" onClick={() => onAnswer(r)} data-testid="report-answer">
                  {t('settings:others.answer')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        )}
      </PagedTable>
    </SectionCard>
  );
}
