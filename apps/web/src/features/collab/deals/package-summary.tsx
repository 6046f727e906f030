// The package's summary card: status, facts (team, creation, officer), the status moves the caller
// may make, and edit, delete or the performance report where allowed.
import type { PackageDetail, PackageStatus } from '@chorus/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAction } from '../../../lib/use-action.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { officerChoices, submits, type PackageModel } from './package-model.ts';
import { packageColors } from './status.ts';

type Props = {
  pkg: PackageDetail;
  model: PackageModel;
  busy: boolean;
  onMove: (status: PackageStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function PackageSummary({ pkg, model, busy, onMove, onEdit, onDelete }: Props) {
  const paths = useMarketplacePaths();
  const { t, i18n } = useTranslation();
  return (
    <SectionCard
      title={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{t('deals:detail.summary')}</span>
          <StatusChip status={pkg.status} colors={packageColors} label={t(`deals:packageStatus.${pkg.status}`)} testId="detail-status" />
        </Stack>
      }
      testId="package-summary"
      action={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {model.performance && paths.performance && (
            <Button component={RouterLink} to={paths.performance(pkg.id)} variant="outlined" data-testid="performance-link">
              {t('deals:detail.performance')}
            </Button>
          )}
          {model.editable && (
            <>
              <Button onClick={onEdit} data-testid="package-edit">
                {t('deals:actions.edit')}
              </Button>
              <Button color="error" onClick={onDelete} data-testid="package-delete">
                {t('deals:actions.delete')}
              </Button>
            </>
          )}
        </Stack>
      }
    >
      <Stack spacing={2}>
        {pkg.description && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{pkg.description}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 4 }, flexWrap: 'wrap' }}>
          <Fact label={t('deals:list.team')} value={pkg.advertiser?.name ?? '—'} />
          <Fact label={t('deals:list.created')} value={formatDateTime(pkg.created_at, i18n.language)} />
          <Fact label={t('deals:list.createdBy')} value={pkg.created_by?.name ?? '—'} />
          {model.assignsOfficer ? <OfficerSelect pkg={pkg} /> : <Fact label={t('deals:list.officer')} value={pkg.officer?.name ?? '—'} />}
        </Stack>
        {model.submittedNote && (
          <Typography variant="body2" color="text.secondary">
            {t('deals:detail.submittedNote')}
          </Typography>
        )}
        {model.moves.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="package-moves">
            <Typography variant="body2" color="text.secondary">
              {t('deals:detail.moveTo')}
            </Typography>
            {model.moves.map((s) => (
              <Button
                key={s}
                size="small"
                variant={submits(pkg.status, s) ? 'contained' : 'outlined'}
                disabled={busy}
                onClick={() => onMove(s)}
                data-testid={`package-move-${s}`}
              >
                {submits(pkg.status, s) ? t('deals:actions.submit') : t(`deals:packageStatus.${s}`)}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </div>
  );
}

/** For the network's case managers: the responsible officer, chosen among the staff. */
function OfficerSelect({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation();
  const officers = useEndpointQuery('collabOfficers', {});
  const write = useEndpointWrite();
  const { run } = useAction({ report: 'toast' });
  return (
    <TextField
      select
      size="small"
      label={t('deals:list.officer')}
      value={pkg.officer?.id ?? ''}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'officer-select' } }}
      onChange={(e) => {
        const value = e.target.value === '' ? null : Number(e.target.value);
        void run(() => write('collabPackageOfficer', { params: { packageId: pkg.id }, body: { officer_user_id: value } }));
      }}
    >
      <MenuItem value="">{t('deals:detail.noOfficer')}</MenuItem>
      {officerChoices(officers.data?.officers, pkg.officer).map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
