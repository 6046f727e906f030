// The collaboration page (spec 2 "case package list"; the wizard lands here): the caller's case
// packages with their status, newest first, and under them the calendar of upcoming publish dates.
import { packageStatuses, type PackageStatus } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AddIcon } from '../../../components/icons.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { RowsTable, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { UpcomingCalendar } from '../schedule/upcoming-calendar.tsx';
import { packageCall, usePackages } from './api.ts';
import { packageColors } from './status.ts';
import { useEndpointCache, useEndpointWrite } from '../../../lib/endpoint-query.ts';

/**
 * The page's title and subtitle default to the advertiser side's; the reseller's page (issue 12)
 * names its own and adds its commission rates under the calendar (`children`).
 */
export function UpcomingPage({ title, subtitle, children }: { title?: string; subtitle?: string; children?: ReactNode }) {
  const paths = useMarketplacePaths();
  const { t, i18n } = useTranslation();
  const { can } = useAccess();
  const [status, setStatus] = useState<PackageStatus | null>(null);
  const list = usePackages(status);
  const [creating, setCreating] = useState(false);
  const packages = list.data?.items ?? [];

  const columns: Column[] = [
    { label: t('deals:list.name') },
    { label: t('deals:list.team') },
    { label: t('deals:list.status'), sx: { whiteSpace: 'nowrap' } },
    { label: t('deals:list.cases'), align: 'right', sx: { whiteSpace: 'nowrap' } },
    { label: t('deals:list.officer') },
    { label: t('deals:list.created'), sx: { whiteSpace: 'nowrap' } },
  ];

  return (
    <DashboardPage
      maxWidth={1400}
      title={title ?? t('deals:list.title')}
      subtitle={subtitle ?? t('deals:list.subtitle')}
      actions={
        can('managePackages') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="package-new">
            {t('deals:list.new')}
          </Button>
        )
      }
    >
      <SectionCard title={t('deals:list.packages')} flush testId="package-list">
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', m: 2 }}>
          <Chip label={t('deals:list.all')} color={status === null ? 'primary' : 'default'} onClick={() => setStatus(null)} />
          {packageStatuses.map((s) => (
            <Chip
              key={s}
              label={t(`deals:packageStatus.${s}`)}
              color={status === s ? 'primary' : 'default'}
              onClick={() => setStatus(s)}
              data-testid={`filter-${s}`}
            />
          ))}
        </Stack>
        {list.isFetching && <LinearProgress />}
        {list.error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {list.error.message}
          </Alert>
        )}
        <RowsTable columns={columns} empty={packages.length === 0 && !list.isFetching && t('deals:list.none')} emptyTestId="packages-empty">
          {packages.map((p) => (
            <TableRow key={p.id} data-testid="package-row" data-package-id={p.id}>
              <TableCell sx={{ minWidth: 220 }}>
                <Link component={RouterLink} to={paths.packageDetail(p.id)} sx={{ fontWeight: 600 }} data-testid="package-link">
                  {p.name}
                </Link>
                {p.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ maxWidth: 420, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                  >
                    {p.description}
                  </Typography>
                )}
                {/* On a phone the status also shows here, beside the name, before the table scrolls. */}
                <Stack direction="row" spacing={1} sx={{ display: { xs: 'flex', sm: 'none' }, mt: 0.5, alignItems: 'center' }}>
                  <StatusChip status={p.status} colors={packageColors} label={t(`deals:packageStatus.${p.status}`)} />
                  <Typography variant="caption" color="text.secondary">
                    {t('deals:list.agreedOf', { agreed: p.agreed_count, total: p.case_count })}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell>{p.advertiser?.name ?? '—'}</TableCell>
              <TableCell>
                <StatusChip status={p.status} colors={packageColors} label={t(`deals:packageStatus.${p.status}`)} testId="package-status" />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('deals:list.agreedOf', { agreed: p.agreed_count, total: p.case_count })}
              </TableCell>
              <TableCell>{p.officer?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.created_at, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </RowsTable>
      </SectionCard>
      <UpcomingCalendar />
      {children}
      {creating && <NewPackageDialog onClose={() => setCreating(false)} />}
    </DashboardPage>
  );
}

function NewPackageDialog({ onClose }: { onClose: () => void }) {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const write = useEndpointWrite();
  const cache = useEndpointCache();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      title={t('deals:list.new')}
      confirmLabel={t('deals:actions.create')}
      onClose={onClose}
      testId="package-new-dialog"
      onConfirm={async () => {
        if (!name.trim()) {
          setError(t('messages:validation.packageNameRequired'));
          return false;
        }
        const created = await write('collabPackageCreate', { body: { name: name.trim() } });
        cache.store('collabPackageGet', packageCall(created.id), created);
        void navigate(paths.packageDetail(created.id));
      }}
    >
      <TextField
        autoFocus
        label={t('deals:fields.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        {...shownError(error)}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'package-new-name' } }}
      />
    </ConfirmDialog>
  );
}
