// The studio orders the reader reaches (newest first, by status), with the moves each person may
// make on each (movesFor: the server's canMoveStudioOrder). Scheduling studio time asks for its start;
// a booking over another is refused by the server and its message shown in the dialog.
import { studioOrderStatuses, type StudioOrder, type StudioOrderMove, type StudioOrderStatus } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MoneyText } from '../../../components/money-text.tsx';
import { PagedTable, serverPage, usePaging } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useMoveStudioOrder, useStudioOrders } from './api.ts';
import { instantToLocal, localToInstant, movesFor, orderStatusColors } from './studio-model.ts';

type Pending = { order: StudioOrder; to: StudioOrderMove };

export function OrderList() {
  const { t, i18n } = useTranslation();
  const { subject } = useAccess();
  const paging = usePaging(20);
  const [status, setStatus] = useState<StudioOrderStatus | ''>('');
  const orders = useStudioOrders({ channelId: null, status }, paging.page, paging.pageSize);
  const [pending, setPending] = useState<Pending | null>(null);
  const columns = [
    { label: t('commerce:studio.service') },
    { label: t('channel') },
    { label: t('commerce:studio.quantity'), align: 'right' as const },
    { label: t('commerce:studio.totalTwd'), align: 'right' as const },
    { label: t('commerce:studio.when') },
    { label: t('commerce:studio.status') },
    { label: t('commerce:actions') },
  ];
  return (
    <SectionCard title={t('commerce:studio.orders')} subtitle={t('commerce:studio.ordersHelp')} testId="studio-orders" flush>
      {/* Headings on one line: a phone scrolls the table rather than stacking a heading's characters. */}
      <Box sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <PagedTable
          columns={columns}
          testId="studio-order-table"
          emptyTestId="studio-orders-empty"
          paging={paging}
          pageSizes={[20, 50, 100]}
          {...serverPage(orders)}
          empty={t(status ? 'commerce:studio.noOrdersStatus' : 'commerce:studio.noOrders')}
          toolbar={
            <Stack direction="row" sx={{ px: 2, py: 2 }}>
              <SelectField
                label={t('commerce:studio.status')}
                value={status}
                onChange={paging.filter(setStatus)}
                any={t('commerce:studio.anyStatus')}
                options={studioOrderStatuses.map((s) => ({ value: s, label: t(`commerce:status.${s}`) }))}
                sx={{ minWidth: 200 }}
                testId="studio-order-status-filter"
              />
            </Stack>
          }
        >
          {(order) => (
            <TableRow key={order.id} data-testid={`studio-order-${order.id}`}>
              <TableCell>
                {order.service_name}
                <Typography variant="body2" color="text.secondary">
                  {t('commerce:studio.orderedAt', { when: formatDateTime(order.created_at, i18n.language), by: order.ordered_by?.name ?? '—' })}
                </Typography>
              </TableCell>
              <TableCell>{order.channel_title}</TableCell>
              <TableCell align="right">{t(`commerce:quantityOf.${order.unit}`, { count: order.quantity })}</TableCell>
              <TableCell align="right">
                <MoneyText amount={order.total_twd} currency="TWD" />
              </TableCell>
              <TableCell data-testid={`studio-order-${order.id}-when`}>
                {order.starts_at && order.ends_at
                  ? t('commerce:studio.fromTo', { from: formatDateTime(order.starts_at, i18n.language), to: formatDateTime(order.ends_at, i18n.language) })
                  : order.starts_at
                    ? t('commerce:studio.wished', { when: formatDateTime(order.starts_at, i18n.language) })
                    : '—'}
              </TableCell>
              <TableCell>
                <StatusChip
                  status={order.status}
                  colors={orderStatusColors}
                  label={t(`commerce:status.${order.status}`)}
                  testId={`studio-order-${order.id}-status`}
                />
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {movesFor(subject, order).map((to) => (
                    <Button
                      key={to}
                      size="small"
                      variant={to === 'cancelled' ? 'text' : 'outlined'}
                      color={to === 'cancelled' ? 'error' : 'primary'}
                      onClick={() => setPending({ order, to })}
                      data-testid={`studio-order-${order.id}-${to}`}
                    >
                      {t(order.status === 'scheduled' && to === 'scheduled' ? 'commerce:move.reschedule' : `commerce:move.${to}`)}
                    </Button>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          )}
        </PagedTable>
      </Box>
      {pending && <MoveDialog {...pending} onClose={() => setPending(null)} />}
    </SectionCard>
  );
}

function MoveDialog({ order, to, onClose }: Pending & { onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMoveStudioOrder();
  const [start, setStart] = useState(instantToLocal(order.starts_at));
  const [missing, setMissing] = useState(false);
  const scheduling = to === 'scheduled';
  const body =
    to === 'cancelled'
      ? t(order.status === 'delivered' ? 'commerce:moveAsk.cancelDelivered' : 'commerce:moveAsk.cancelled')
      : t(`commerce:moveAsk.${to}`, { service: order.service_name, channel: order.channel_title });
  return (
    <ConfirmDialog
      open
      title={t(order.status === 'scheduled' && scheduling ? 'commerce:move.reschedule' : `commerce:move.${to}`)}
      body={body}
      danger={to === 'cancelled'}
      confirmLabel={t(order.status === 'scheduled' && scheduling ? 'commerce:move.reschedule' : `commerce:move.${to}`)}
      onClose={onClose}
      testId="studio-move-dialog"
      confirmTestId="studio-move-confirm"
      onConfirm={async () => {
        const startsAt = scheduling ? localToInstant(start) : null;
        if (scheduling && !startsAt) {
          setMissing(true);
          return false;
        }
        await move.mutateAsync({ params: { orderId: String(order.id) }, body: { status: to, ...(startsAt ? { starts_at: startsAt } : {}) } });
      }}
    >
      {scheduling && (
        <TextField
          type="datetime-local"
          label={t('commerce:studio.start')}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          error={missing}
          helperText={missing ? t('commerce:studio.startRequired') : t('commerce:studio.startHelp', { count: order.quantity })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900, 'data-testid': 'studio-move-start' } }}
        />
      )}
    </ConfirmDialog>
  );
}
