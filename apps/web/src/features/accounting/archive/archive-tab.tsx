// The revenue archive (issue 30 "The archive"), finance's: every report file received for a month,
// uploaded or downloaded from YouTube's Reporting API, as it was received (report type, version,
// period, source, content hash, when), each downloadable; above it, a warning when YouTube is about
// to delete reports Chorus could not archive.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previousMonth, MonthField } from '../../../components/month-field.tsx';
import { FigureCell, RowsTable, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAction } from '../../../lib/use-action.ts';
import { downloadArchived, useArchive, useExpiringReports } from './api.ts';
import { archiveRows, expiryWarning, sizeText } from './archive-model.ts';

export function ArchiveTab() {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(previousMonth());
  const archive = useArchive(month);
  const rows = archive.data ? archiveRows(archive.data.items) : [];
  const columns: Column[] = [
    { label: t('accounting:archive.columns.type') },
    { label: t('accounting:archive.columns.version') },
    { label: t('accounting:archive.columns.period') },
    { label: t('accounting:archive.columns.source') },
    { label: t('accounting:archive.columns.sha256') },
    { label: t('accounting:archive.columns.received') },
    { label: t('accounting:archive.columns.size'), align: 'right' },
    { label: t('accounting:archive.columns.file') },
  ];
  const action = useAction();
  return (
    <Stack spacing={3}>
      <ExpiryWarning />
      <SectionCard title={t('accounting:archive.title')} subtitle={t('accounting:archive.help')} testId="accounting-archive" flush>
        <Stack direction="row" sx={{ gap: 2, p: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthField label={t('accounting:month')} value={month} onChange={setMonth} testId="accounting-archive-month" />
          {archive.data && (
            <Typography color="text.secondary" data-testid="accounting-archive-count">
              {t('accounting:archive.count', { count: rows.length })}
            </Typography>
          )}
        </Stack>
        {archive.isError && <Alert severity="error">{archive.error.message}</Alert>}
        {action.failure && <Alert severity="error">{action.failure}</Alert>}
        <RowsTable
          testId="accounting-archive-table"
          label={t('accounting:archive.title')}
          columns={columns}
          empty={archive.data && rows.length === 0 ? t('accounting:archive.empty') : null}
        >
          {rows.map((row) => {
            const size = sizeText(row.bytes);
            return (
              <TableRow key={row.id} data-testid="accounting-archive-row" sx={row.superseded ? { '& td': { color: 'text.secondary' } } : undefined}>
                <TableCell>
                  {t(row.typeLabel)}
                  {row.superseded && <Chip size="small" variant="outlined" label={t('accounting:archive.superseded')} sx={{ ml: 1 }} />}
                  {row.imported && !row.imported.ok && (
                    <Typography variant="caption" component="div" color="error" data-testid="accounting-archive-refused">
                      {t('accounting:archive.refused', { reason: t(row.imported.reason, row.imported.params) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.version || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.period}</TableCell>
                <TableCell>
                  {t(`accounting:archive.sources.${row.source}`)}
                  {row.imported?.ok && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('accounting:archive.imported')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }} title={row.sha256}>
                  {row.shaShort}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.receivedAt, i18n.language)}</TableCell>
                <FigureCell>{t(`accounting:archive.size.${size.key}`, { value: size.value })}</FigureCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={action.busy}
                    onClick={() => void action.run(() => downloadArchived(row.id, row.fileName))}
                    title={row.fileName}
                    data-testid="accounting-archive-download"
                  >
                    {t('accounting:archive.download')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </RowsTable>
      </SectionCard>
    </Stack>
  );
}

/** Reports YouTube deletes within 7 days (or deleted) that Chorus could not archive. */
function ExpiryWarning() {
  const { t, i18n } = useTranslation();
  const expiring = useExpiringReports();
  const warning = expiring.data ? expiryWarning(expiring.data.items, new Date()) : null;
  if (!warning) return null;
  return (
    <Alert severity={warning.deleted > 0 ? 'error' : 'warning'} data-testid="accounting-archive-expiring">
      <AlertTitle>
        {warning.daysLeft === null
          ? t('accounting:archive.expiring.allDeleted', { count: warning.count })
          : t('accounting:archive.expiring.title', { count: warning.count, days: warning.daysLeft })}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('accounting:archive.expiring.help')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {warning.reports.map((report) => (
          <li key={report.id}>
            {t(report.typeLabel)} · {report.period} ·{' '}
            {report.deleted
              ? t('accounting:archive.expiring.deletedAt', { date: formatDateTime(report.expiresAt, i18n.language) })
              : t('accounting:archive.expiring.deletesAt', { date: formatDateTime(report.expiresAt, i18n.language) })}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
