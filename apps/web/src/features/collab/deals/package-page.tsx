// A case package (spec 2 "case package detail", spec 3, 4): its summary and status moves, its cases,
// the advertiser request form and the timeline of every change. What the caller may do comes from
// package-model.ts (the contract's policies, as the server judges); editing and deleting only in draft.
import type { PackageDetail, PackageStatus } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointCache, useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAction } from '../../../lib/use-action.ts';
import '../i18n.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { usePackage } from './api.ts';
import { CasesCard } from './package-cases.tsx';
import { EditDialog } from './package-dialogs.tsx';
import { packageIdOf, packageModel, submits, type PackageModel } from './package-model.ts';
import { PackageSummary } from './package-summary.tsx';
import { RequestFormCard } from './request-form-card.tsx';
import { Timeline } from './timeline.tsx';

export function PackagePage() {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const { subject } = useAccess();
  const [search] = useSearchParams();
  const id = packageIdOf(search.get('id'));
  const detail = usePackage(id);
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
      {(id === null || detail.error) && <Alert severity="error">{detail.error?.message ?? t('messages:errors.notFound')}</Alert>}
      {pkg && <PackageView pkg={pkg} model={packageModel(subject, pkg)} />}
    </DashboardPage>
  );
}

/** The package with what the caller may do with it. */
export function PackageView({ pkg, model }: { pkg: PackageDetail; model: PackageModel }) {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const write = useEndpointWrite();
  const cache = useEndpointCache();
  const moving = useAction({ report: 'toast' });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const move = (status: PackageStatus) =>
    moving.run(async () => {
      await write('collabPackageStatus', { params: { packageId: pkg.id }, body: { status } });
      toast(t('deals:detail.moved', { status: t(`deals:packageStatus.${status}`) }), 'success');
      if (submits(pkg.status, status)) void navigate(paths.upcoming);
    });

  return (
    <Stack spacing={3}>
      <PackageSummary
        pkg={pkg}
        model={model}
        busy={moving.busy}
        onMove={(s) => void move(s)}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      <CasesCard pkg={pkg} model={model} />
      <RequestFormCard pkg={pkg} editable={model.editable} />
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
          await write('collabPackageDelete', { params: { packageId: pkg.id } });
          cache.forget('collabPackageGet');
          toast(t('deals:detail.deleted'), 'success');
          void navigate(paths.upcoming);
        }}
      />
    </Stack>
  );
}
