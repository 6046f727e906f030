// Commission rates (issue 12): the resale products and case packages whose rate the caller sets
// (contract `setsCommissions`: the managing roles, and a team's administrator for its own), each
// with its rate as a percentage; a product's own rate wins over its package's. The month's
// commission reaches the creator's statement as the "resale commission" line when finance posts it.
import { setsCommissions, type CommissionRateInput } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowsTable, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { percentOf, rateOf } from './commission-rate.ts';
import { useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';

type Editing = { target: Omit<CommissionRateInput, 'rate'>; label: string; rate: string | null };

export function CommissionCard() {
  const { subject } = useAccess();
  return setsCommissions(subject) ? <CommissionRates /> : null;
}

function CommissionRates() {
  const { t } = useTranslation();
  const rates = useEndpointQuery('commissionRates');
  const [editing, setEditing] = useState<Editing | null>(null);
  const rateText = (rate: string | null) => (rate === null ? t('market:commission.none') : `${percentOf(rate)} %`);
  const productColumns: Column[] = [
    { label: t('market:commission.product') },
    { label: t('market:commission.channel') },
    { label: t('market:commission.code') },
    { label: t('market:commission.rate'), align: 'right', sx: { whiteSpace: 'nowrap' } },
    { label: '' },
  ];
  const packageColumns: Column[] = [
    { label: t('market:commission.package') },
    { label: t('market:commission.team') },
    { label: t('market:commission.rate'), align: 'right', sx: { whiteSpace: 'nowrap' } },
    { label: '' },
  ];
  /** A row's rate and its button to set it. */
  const rateCells = (e: Editing) => (
    <>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="commission-rate">
        {rateText(e.rate)}
      </TableCell>
      <TableCell align="right">
        <Button size="small" onClick={() => setEditing(e)} aria-label={`${t('market:commission.set')}: ${e.label}`}>
          {t('market:commission.set')}
        </Button>
      </TableCell>
    </>
  );
  return (
    <SectionCard title={t('market:commission.title')} subtitle={t('market:commission.help')} flush testId="commission-card">
      {rates.isFetching && <LinearProgress />}
      {rates.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {rates.error.message}
        </Alert>
      )}
      <RatesTable of="products" columns={productColumns} rows={rates.data?.products}>
        {rates.data?.products.map((p) => (
          <TableRow key={p.video_product_id} data-testid="commission-product">
            <TableCell sx={{ minWidth: 180 }}>
              {p.product_title}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {p.store_name} · {p.currency}
              </Typography>
            </TableCell>
            <TableCell sx={{ minWidth: 140 }}>{p.channel_title}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{p.discount_code}</TableCell>
            {rateCells({ target: { video_product_id: p.video_product_id }, label: p.product_title, rate: p.rate })}
          </TableRow>
        ))}
      </RatesTable>
      <RatesTable of="packages" columns={packageColumns} rows={rates.data?.packages}>
        {rates.data?.packages.map((p) => (
          <TableRow key={p.package_id} data-testid="commission-package" data-package-id={p.package_id}>
            <TableCell sx={{ minWidth: 180 }}>{p.name}</TableCell>
            <TableCell>{p.team || '—'}</TableCell>
            {rateCells({ target: { package_id: p.package_id }, label: p.name, rate: p.rate })}
          </TableRow>
        ))}
      </RatesTable>
      {editing && <RateDialog editing={editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}

const noneTexts = { products: 'market:commission.noProducts', packages: 'market:commission.noPackages' } as const;

/** The products' or the packages' rates: their heading, then their table (saying so when there are none). */
function RatesTable({
  of,
  columns,
  rows,
  children,
}: {
  of: 'products' | 'packages';
  columns: Column[];
  rows: readonly unknown[] | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 2 }}>
        {t(`market:commission.${of}`)}
      </Typography>
      <RowsTable columns={columns} empty={rows?.length === 0 && t(noneTexts[of])} emptyTestId={`commission-${of}-empty`}>
        {children}
      </RowsTable>
    </>
  );
}

function RateDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const write = useEndpointWrite();
  const [percent, setPercent] = useState(editing.rate === null ? '' : percentOf(editing.rate));
  const [error, setError] = useState<string | undefined>();
  const save = async (rate: string | null) => {
    try {
      await write('commissionRateSet', { body: { ...editing.target, rate } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.rate) {
        setError(t(`messages:${failure.fields.rate}`));
        return false;
      }
      throw failure;
    }
  };
  return (
    <ConfirmDialog
      open
      title={`${t('market:commission.set')}: ${editing.label}`}
      body={t('market:commission.dialogHelp')}
      confirmLabel={t('market:commission.save')}
      onClose={onClose}
      testId="commission-dialog"
      onConfirm={() => (percent.trim() === '' ? save(null) : save(rateOf(percent)))}
    >
      <TextField
        autoFocus
        label={t('market:commission.rate')}
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        {...shownError(error, t('market:commission.clearHelp'))}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          htmlInput: { inputMode: 'decimal', 'data-testid': 'commission-percent' },
        }}
      />
    </ConfirmDialog>
  );
}
