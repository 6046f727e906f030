// The editing requests the reader reaches, soonest due first (the server's order): filters by
// channel and state, the due date with the overdue marked, who holds each request (or "not taken").
import { editRequestStatuses, type EditRequestStatus, type EditRequestSummary } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { phoneQuery } from '../../../components/folding-filters.tsx';
import { RowsTable } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import type { RequestFilter } from './api.ts';
import { isOverdue, statusColors, type ChannelChoice } from './edit-requests-model.ts';
import { DueDate } from './due-date.tsx';

type Props = {
  requests: EditRequestSummary[] | undefined;
  loading: boolean;
  error: Error | null;
  filter: RequestFilter;
  onFilter: (filter: RequestFilter) => void;
  channels: ChannelChoice[];
  today: string;
};

export function RequestList({ requests, loading, error, filter, onFilter, channels, today }: Props) {
  const { t } = useTranslation();
  // A phone reads each request as a short block rather than scrolling a six-column table.
  const phone = useMediaQuery(phoneQuery);
  const columns = [
    { label: t('editing:list.title') },
    { label: t('channel') },
    { label: t('editing:list.status') },
    { label: t('editing:list.due') },
    { label: t('editing:list.editor') },
    { label: t('editing:list.versions'), align: 'right' as const },
  ];
  return (
    <SectionCard title={t('editing:list.heading')} subtitle={t('editing:list.help')} testId="edit-requests" flush>
      <Stack direction="row" sx={{ px: 2, py: 2, gap: 2, flexWrap: 'wrap' }}>
        <SelectField
          label={t('channel')}
          value={filter.channelId}
          onChange={(channelId) => onFilter({ ...filter, channelId })}
          any={t('editing:list.anyChannel')}
          options={channels.map((c) => ({ value: c.id, label: c.title }))}
          sx={{ minWidth: 220 }}
          testId="edit-filter-channel"
        />
        <SelectField<EditRequestStatus | ''>
          label={t('editing:list.status')}
          value={filter.status}
          onChange={(status) => onFilter({ ...filter, status })}
          any={t('editing:list.anyStatus')}
          options={editRequestStatuses.map((s) => ({ value: s, label: t(`editing:status.${s}`) }))}
          sx={{ minWidth: 200 }}
          testId="edit-filter-status"
        />
      </Stack>
      {loading && <LinearProgress />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {phone ? (
        <PhoneList
          requests={requests}
          empty={requests?.length === 0 && t(filter.channelId || filter.status ? 'editing:list.noneFiltered' : 'editing:list.none')}
          today={today}
        />
      ) : (
        <RowsTable
          columns={columns}
          testId="edit-request-table"
          sticky
          empty={requests?.length === 0 && t(filter.channelId || filter.status ? 'editing:list.noneFiltered' : 'editing:list.none')}
          emptyTestId="edit-requests-empty"
        >
          {requests?.map((r) => (
            <TableRow
              key={r.request_id}
              data-testid={`edit-request-${r.request_id}`}
              sx={isOverdue(r, today) ? { bgcolor: 'rgba(211, 47, 47, 0.04)' } : undefined}
            >
              <TableCell sx={{ minWidth: 180 }}>
                <Link component={RouterLink} to={`?request=${r.request_id}`} data-testid={`edit-request-${r.request_id}-open`}>
                  {r.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('editing:list.askedBy', { name: r.requested_by.name })}
                </Typography>
              </TableCell>
              <TableCell>{r.channel_title}</TableCell>
              <TableCell>
                <StatusChip status={r.status} colors={statusColors} label={t(`editing:status.${r.status}`)} testId={`edit-request-${r.request_id}-status`} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DueDate request={r} today={today} testId={`edit-request-${r.request_id}-due`} />
              </TableCell>
              <TableCell data-testid={`edit-request-${r.request_id}-editor`}>
                {r.editor ? r.editor.name : <Chip size="small" variant="outlined" color="warning" label={t('editing:notTaken')} />}
              </TableCell>
              <TableCell align="right">{r.versions}</TableCell>
            </TableRow>
          ))}
        </RowsTable>
      )}
    </SectionCard>
  );
}

function PhoneList({ requests, empty, today }: { requests: EditRequestSummary[] | undefined; empty: string | false; today: string }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="edit-request-table">
      {empty && (
        <Typography component="li" color="text.secondary" sx={{ p: 2 }} data-testid="edit-requests-empty">
          {empty}
        </Typography>
      )}
      {requests?.map((r) => (
        <Stack
          component="li"
          key={r.request_id}
          spacing={0.75}
          sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', ...(isOverdue(r, today) ? { bgcolor: 'rgba(211, 47, 47, 0.04)' } : {}) }}
          data-testid={`edit-request-${r.request_id}`}
        >
          <Link component={RouterLink} to={`?request=${r.request_id}`} data-testid={`edit-request-${r.request_id}-open`}>
            {r.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {r.channel_title} · {t('editing:list.askedBy', { name: r.requested_by.name })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={r.status} colors={statusColors} label={t(`editing:status.${r.status}`)} />
            <Typography variant="body2" component="div">
              <DueDate request={r} today={today} />
            </Typography>
          </Stack>
          <Typography variant="body2" data-testid={`edit-request-${r.request_id}-editor`}>
            {t('editing:list.editor')}: {r.editor ? r.editor.name : t('editing:notTaken')}
            {r.versions > 0 && ` · ${t('editing:list.versions')} ${r.versions}`}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
