// The package's cases: channel, status (a select where the caller's spec 4 table allows moves),
// remarks and prices, each case's videos below it; editing and removal where allowed.
import type { CollabCase, PackageDetail } from '@chorus/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowsTable, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useAction } from '../../../lib/use-action.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { CaseVideosPanel } from '../videos/case-videos-panel.tsx';
import { CaseDialog } from './package-dialogs.tsx';
import type { PackageModel } from './package-model.ts';
import { caseColors } from './status.ts';

export function CasesCard({ pkg, model }: { pkg: PackageDetail; model: PackageModel }) {
  const paths = useMarketplacePaths();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const { run } = useAction({ report: 'toast' });
  const { editable, remarks } = model;
  const [editing, setEditing] = useState<CollabCase | null>(null);
  const [removing, setRemoving] = useState<CollabCase | null>(null);
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, 'USD', i18n.language));
  const columns: Column[] = [
    { label: t('deals:cases.channel') },
    { label: t('deals:cases.status'), sx: { whiteSpace: 'nowrap' } },
    { label: t('deals:cases.remarks') },
    { label: t('deals:cases.quoted'), align: 'right', sx: { whiteSpace: 'nowrap' } },
    { label: t('deals:cases.agreed'), align: 'right', sx: { whiteSpace: 'nowrap' } },
    (remarks || editable) && { label: t('deals:cases.actions'), align: 'right' },
  ];
  const moveCase = (c: CollabCase, status: CollabCase['status']) =>
    run(async () => {
      await write('collabCaseStatus', { params: { caseId: c.id }, body: { status } });
      toast(t('deals:detail.caseMoved', { channel: c.channel_title, status: t(`deals:caseStatus.${status}`) }), 'success');
    });
  return (
    <SectionCard
      title={t('deals:cases.title', { n: pkg.cases.length })}
      subtitle={editable ? t('deals:cases.addHelp') : undefined}
      testId="package-cases"
      flush
      action={
        editable && (
          <Button component={RouterLink} to={paths.search} variant="outlined">
            {t('deals:cases.add')}
          </Button>
        )
      }
    >
      <RowsTable columns={columns} sticky empty={model.cases.length === 0 && t('deals:cases.none')}>
        {model.cases.map(({ kase: c, targets }) => (
          <Fragment key={c.id}>
            <TableRow data-testid="case-row" data-channel-id={c.channel_id}>
              <TableCell sx={{ fontWeight: 600, minWidth: 110, maxWidth: 200 }}>{c.channel_title}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {targets.length === 0 ? (
                  <StatusChip status={c.status} colors={caseColors} label={t(`deals:caseStatus.${c.status}`)} testId="case-status" />
                ) : (
                  <TextField
                    select
                    size="small"
                    value={c.status}
                    onChange={(e) => void moveCase(c, e.target.value as CollabCase['status'])}
                    slotProps={{ htmlInput: { 'data-testid': 'case-status-select', 'aria-label': t('deals:cases.status') } }}
                  >
                    {[c.status, ...targets].map((s) => (
                      <MenuItem key={s} value={s} data-testid={`case-move-${s}`}>
                        {t(`deals:caseStatus.${s}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 160 }}>{c.remarks || '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(c.quoted_price)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="case-agreed-price">
                {money(c.agreed_price)}
              </TableCell>
              {(remarks || editable) && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {remarks && (
                    <Button size="small" onClick={() => setEditing(c)} data-testid="case-edit">
                      {t('deals:actions.edit')}
                    </Button>
                  )}
                  {editable && (
                    <Button size="small" color="error" onClick={() => setRemoving(c)} data-testid="case-remove">
                      {t('deals:actions.remove')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
            <TableRow>
              <TableCell colSpan={columns.filter(Boolean).length} sx={{ py: 0, borderBottomWidth: 0 }}>
                <CaseVideosPanel caseId={c.id} channelId={c.channel_id} canEdit={model.managesVideos} />
              </TableCell>
            </TableRow>
          </Fragment>
        ))}
      </RowsTable>
      {editing && <CaseDialog kase={editing} prices={model.prices} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        danger
        title={t('deals:actions.remove')}
        body={t('deals:cases.removeBody', { channel: removing?.channel_title ?? '' })}
        confirmLabel={t('deals:actions.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          await write('collabCaseRemove', { params: { caseId: removing!.id } });
          toast(t('deals:cases.removed'), 'success');
        }}
      />
    </SectionCard>
  );
}
