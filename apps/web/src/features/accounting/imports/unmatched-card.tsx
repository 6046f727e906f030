// A month's rows of channels not in the network, per report channel id with rows and amount;
// finance assigns such an id to a network channel (its open months' rows move).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text.tsx';
import { EmptyRow, HeadingRow, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useEndpointMutation } from '../../../lib/endpoint-query.ts';
import { useUnmatched } from './api.ts';

export function UnmatchedCard({ month, canAssign }: { month: string; canAssign: boolean }) {
  const { t } = useTranslation();
  const unmatched = useUnmatched(month);
  const [targets, setTargets] = useState<Record<string, string>>({});
  const assign = useEndpointMutation('accountingUnmatchedAssign');
  const assignTo = (source: string) => assign.mutate({ body: { source_channel_id: source, channel_id: (targets[source] ?? '').trim() } });
  const columns: Column[] = [
    { label: t('accounting:unmatched.channel') },
    { label: t('accounting:unmatched.rows'), align: 'right' },
    { label: t('accounting:unmatched.amount'), align: 'right' },
    { label: t('accounting:unmatched.reports') },
    canAssign && { label: t('accounting:unmatched.assign') },
  ];
  const rows = unmatched.data?.channels ?? [];
  return (
    <SectionCard title={t('accounting:unmatched.title')} subtitle={t('accounting:unmatched.help')} testId="accounting-unmatched" flush>
      {assign.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {assign.error.message}
        </Alert>
      )}
      <Table size="small">
        <HeadingRow columns={columns} />
        <TableBody>
          {rows.length === 0 && <EmptyRow columns={columns}>{unmatched.isFetching ? t('accounting:loading') : t('accounting:unmatched.none')}</EmptyRow>}
          {rows.map((row) => (
            <TableRow key={row.channel_id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.channel_id}</TableCell>
              <TableCell align="right">{row.rows}</TableCell>
              <TableCell align="right">
                <MoneyText amount={row.amount} currency="USD" />
              </TableCell>
              <TableCell>{row.report_types.map((r) => t(`accounting:reports.${r}`)).join(t('accounting:listSeparator'))}</TableCell>
              {canAssign && (
                <TableCell>
                  <Stack direction="row" sx={{ gap: 1 }}>
                    <TextField
                      size="small"
                      placeholder={t('accounting:unmatched.target')}
                      value={targets[row.channel_id] ?? ''}
                      onChange={(e) => setTargets((all) => ({ ...all, [row.channel_id]: e.target.value }))}
                    />
                    <Button size="small" disabled={!targets[row.channel_id]?.trim() || assign.isPending} onClick={() => assignTo(row.channel_id)}>
                      {t('accounting:unmatched.assignButton')}
                    </Button>
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
