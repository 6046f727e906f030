// A case package (spec 2 "case package detail", spec 3, 4): its cases with status, remarks and prices,
// the status moves the caller's spec 4 table allows (the contract's functions, as the server judges),
// the advertiser request form, and the timeline of every change. Editing and deleting only in draft;
// a completed package links to its performance report.
import {
  canAssignOfficer,
  canEditCasePrices,
  canManageCaseVideos,
  canEditCaseRemarks,
  canEditPackage,
  caseMoves,
  negotiatesDeals,
  packageMoves,
  type CollabCase,
  type PackageDetail,
  type PackageInReach,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { EmptyRow, HeadingRow, useTableSize, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { scrollCue, stickyFirstColumn } from '../../../components/table-scroll.ts';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { CaseVideosPanel } from '../videos/case-videos-panel.tsx';
import { dealsKeys, storePackage, usePackage } from './deals-queries.ts';
import { RequestFormCard } from './request-form-card.tsx';
import { caseColors, packageColors } from './status.ts';
import { Timeline } from './timeline.tsx';

export const inReachOf = (p: PackageDetail): PackageInReach => ({
  advertiserId: p.advertiser?.id ?? null,
  createdBy: p.created_by?.id ?? null,
  status: p.status,
});

export function PackagePage() {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = usePackage(valid ? id : null);
  const pkg = detail.data;
  return (
    <DashboardPage
      maxWidth={1400}
      title={pkg?.name ?? t('deals:detail.title')}
      subtitle={
        <Link component={RouterLink} to={paths.upcoming}>
          {t('deals:detail.back')}
        </Link>
      }
    >
      {detail.isFetching && !pkg && <LinearProgress />}
      {(!valid || detail.error) && <Alert severity="error">{detail.error?.message ?? t('messages:errors.notFound')}</Alert>}
      {pkg && <PackageBody pkg={pkg} />}
    </DashboardPage>
  );
}

function PackageBody({ pkg }: { pkg: PackageDetail }) {
  const paths = useMarketplacePaths();
  const { t, i18n } = useTranslation();
  const { subject } = useAccess();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const reach = inReachOf(pkg);
  const moves = packageMoves(subject, reach).filter((s) => s !== pkg.status);
  const editable = canEditPackage(subject, reach);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  const move = async (status: (typeof moves)[number]) => {
    setBusy(true);
    try {
      storePackage(queryClient, await api('collabPackageStatus', { params: { packageId: pkg.id }, body: { status } }));
      toast(t('deals:detail.moved', { status: t(`deals:packageStatus.${status}`) }), 'success');
      if (status === 'applying' && pkg.status === 'draft') void navigate(paths.upcoming);
    } catch (error) {
      toast((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
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
            {pkg.status === 'matching_complete' && paths.performance && (
              <Button component={RouterLink} to={paths.performance(pkg.id)} variant="outlined" data-testid="performance-link">
                {t('deals:detail.performance')}
              </Button>
            )}
            {editable && (
              <>
                <Button onClick={() => setEditing(true)} data-testid="package-edit">
                  {t('deals:actions.edit')}
                </Button>
                <Button color="error" onClick={() => setDeleting(true)} data-testid="package-delete">
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
            <OfficerFact pkg={pkg} />
          </Stack>
          {pkg.status !== 'draft' && !negotiatesDeals(subject) && (
            <Typography variant="body2" color="text.secondary">
              {t('deals:detail.submittedNote')}
            </Typography>
          )}
          {moves.length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="package-moves">
              <Typography variant="body2" color="text.secondary">
                {t('deals:detail.moveTo')}
              </Typography>
              {moves.map((s) => (
                <Button
                  key={s}
                  size="small"
                  variant={s === 'applying' && pkg.status === 'draft' ? 'contained' : 'outlined'}
                  disabled={busy}
                  onClick={() => void move(s)}
                  data-testid={`package-move-${s}`}
                >
                  {s === 'applying' && pkg.status === 'draft' ? t('deals:actions.submit') : t(`deals:packageStatus.${s}`)}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      </SectionCard>
      <CasesCard pkg={pkg} />
      <RequestFormCard pkg={pkg} editable={editable} />
      <Timeline pkg={pkg} />
      {editing && <EditDialog pkg={pkg} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        danger
        title={t('deals:actions.delete')}
        body={t('deals:detail.deleteBody', { name: pkg.name })}
        confirmLabel={t('deals:actions.delete')}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await api('collabPackageDelete', { params: { packageId: pkg.id } });
          queryClient.removeQueries({ queryKey: dealsKeys.detail(pkg.id) });
          void queryClient.invalidateQueries({ queryKey: ['collab', 'deals', 'packages'] });
          toast(t('deals:detail.deleted'), 'success');
          void navigate(paths.upcoming);
        }}
      />
    </Stack>
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

function OfficerFact({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const queryClient = useQueryClient();
  const toast = useToast();
  const assigns = canAssignOfficer(subject);
  const officers = useQuery({ queryKey: dealsKeys.officers, queryFn: () => api('collabOfficers', {}), enabled: assigns });
  if (!assigns) return <Fact label={t('deals:list.officer')} value={pkg.officer?.name ?? '—'} />;
  return (
    <TextField
      select
      size="small"
      label={t('deals:list.officer')}
      value={pkg.officer?.id ?? ''}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'officer-select' } }}
      onChange={async (e) => {
        const value = e.target.value === '' ? null : Number(e.target.value);
        try {
          storePackage(queryClient, await api('collabPackageOfficer', { params: { packageId: pkg.id }, body: { officer_user_id: value } }));
        } catch (error) {
          toast((error as Error).message, 'error');
        }
      }}
    >
      <MenuItem value="">{t('deals:detail.noOfficer')}</MenuItem>
      {(officers.data?.officers ?? (pkg.officer ? [{ ...pkg.officer, email: '' }] : [])).map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CasesCard({ pkg }: { pkg: PackageDetail }) {
  const paths = useMarketplacePaths();
  const { t, i18n } = useTranslation();
  const { subject } = useAccess();
  const queryClient = useQueryClient();
  const toast = useToast();
  const size = useTableSize();
  const reach = inReachOf(pkg);
  const editable = canEditPackage(subject, reach);
  const remarks = canEditCaseRemarks(subject, reach);
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
  const moveCase = async (c: CollabCase, status: CollabCase['status']) => {
    try {
      storePackage(queryClient, await api('collabCaseStatus', { params: { caseId: c.id }, body: { status } }));
      toast(t('deals:detail.caseMoved', { channel: c.channel_title, status: t(`deals:caseStatus.${status}`) }), 'success');
    } catch (error) {
      toast((error as Error).message, 'error');
    }
  };
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
      <TableContainer sx={scrollCue}>
        <Table size={size} sx={stickyFirstColumn}>
          <HeadingRow columns={columns} />
          <TableBody>
            {pkg.cases.length === 0 && <EmptyRow columns={columns}>{t('deals:cases.none')}</EmptyRow>}
            {pkg.cases.map((c) => {
              const targets = caseMoves(subject, reach, c.status).filter((s) => s !== c.status);
              return (
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
                      <CaseVideosPanel caseId={c.id} channelId={c.channel_id} canEdit={canManageCaseVideos(subject)} />
                    </TableCell>
                  </TableRow>
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && <CaseDialog pkg={pkg} kase={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        danger
        title={t('deals:actions.remove')}
        body={t('deals:cases.removeBody', { channel: removing?.channel_title ?? '' })}
        confirmLabel={t('deals:actions.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          storePackage(queryClient, await api('collabCaseRemove', { params: { caseId: removing!.id } }));
          toast(t('deals:cases.removed'), 'success');
        }}
      />
    </SectionCard>
  );
}

function CaseDialog({ pkg, kase, onClose }: { pkg: PackageDetail; kase: CollabCase; onClose: () => void }) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const queryClient = useQueryClient();
  const prices = canEditCasePrices(subject, inReachOf(pkg));
  const [remarks, setRemarks] = useState(kase.remarks);
  const [quoted, setQuoted] = useState(kase.quoted_price ?? '');
  const [agreed, setAgreed] = useState(kase.agreed_price ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={kase.channel_title}
      confirmLabel={t('deals:actions.save')}
      onClose={onClose}
      testId="case-dialog"
      onConfirm={async () => {
        try {
          const body = prices ? { remarks, quoted_price: quoted.trim() || null, agreed_price: agreed.trim() || null } : { remarks };
          storePackage(queryClient, await api('collabCaseUpdate', { params: { caseId: kase.id }, body }));
          onClose();
        } catch (error) {
          const f = (error as { fields?: Record<string, string> }).fields;
          if (f && Object.keys(f).length > 0) {
            setFields(f);
            return false;
          }
          throw error;
        }
      }}
    >
      <TextField
        label={t('deals:cases.remarks')}
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
        multiline
        minRows={3}
        error={Boolean(fields.remarks)}
        helperText={fields.remarks}
        slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'case-remarks' } }}
      />
      {prices && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('deals:cases.quotedUsd')}
            value={quoted}
            onChange={(e) => setQuoted(e.target.value)}
            error={Boolean(fields.quoted_price)}
            helperText={fields.quoted_price ?? t('deals:cases.priceHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'case-quoted' } }}
          />
          <TextField
            label={t('deals:cases.agreedUsd')}
            value={agreed}
            onChange={(e) => setAgreed(e.target.value)}
            error={Boolean(fields.agreed_price)}
            helperText={fields.agreed_price ?? t('deals:cases.priceHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'case-agreed' } }}
          />
        </Stack>
      )}
    </ConfirmDialog>
  );
}

function EditDialog({ pkg, onClose }: { pkg: PackageDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(pkg.name);
  const [description, setDescription] = useState(pkg.description);
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t('deals:actions.edit')}
      confirmLabel={t('deals:actions.save')}
      onClose={onClose}
      onConfirm={async () => {
        storePackage(queryClient, await api('collabPackageUpdate', { params: { packageId: pkg.id }, body: { name, description } }));
        onClose();
      }}
    >
      <TextField label={t('deals:fields.name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField
        label={t('deals:fields.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
    </ConfirmDialog>
  );
}
