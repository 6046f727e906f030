// The collaboration wizard (spec 2): select creators, add them to a new or an existing case package
// (naming the channels already in it, spec 8), select the package, submit the application; then the
// user lands on the collaboration page. The selected creators come in the address (the marketplace
// paths' apply). The last step moves the package by the caller's own spec 4 table: an advertiser
// submits it (applying), a reseller marks it matching complete (issue 12). Rules: wizard-model.ts.
import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointCache, useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAction } from '../../../lib/use-action.ts';
import '../i18n.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { packageCall, usePackages } from './api.ts';
import { channelIdsOf, selectedOf, submitMove, targetDrafts, ticked } from './wizard-model.ts';
import { PackageStep, type WizardResult } from './wizard-package-step.tsx';
import { AddStep, SelectStep, type NewPackage, type Target } from './wizard-steps.tsx';

export function WizardPage() {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const { can, subject } = useAccess();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const write = useEndpointWrite();
  const cache = useEndpointCache();
  const ids = useMemo(() => channelIdsOf(search.get('channels')), [search]);
  const titles = useEndpointQuery('collabChannelTitles', { query: { ids: ids.join(',') } }, { enabled: ids.length > 0 });
  const drafts = usePackages('draft');
  const { busy, failure, run } = useAction();
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [target, setTarget] = useState<Target>('new');
  const [fields, setFields] = useState<NewPackage>({ name: '', description: '' });
  const [result, setResult] = useState<WizardResult | null>(null);

  const channels = titles.data?.channels ?? [];
  const selected = selectedOf(channels, chosen);
  const steps = [t('deals:wizard.steps.select'), t('deals:wizard.steps.add'), t('deals:wizard.steps.package'), t('deals:wizard.steps.submit')];
  const submitTo = result ? submitMove(subject, result.pkg) : undefined;

  const add = () =>
    run(async () => {
      const channelIds = selected.map((c) => c.channel_id);
      if (target === 'new') {
        const name = fields.name.trim();
        if (!name) throw new Error(t('messages:validation.packageNameRequired'));
        const pkg = await write('collabPackageCreate', { body: { name, description: fields.description.trim(), channel_ids: channelIds } });
        cache.store('collabPackageGet', packageCall(pkg.id), pkg);
        setResult({ pkg, added: channelIds, already: [] });
      } else {
        const answer = await write('collabCasesAdd', { params: { packageId: target }, body: { channel_ids: channelIds } });
        setResult({ pkg: answer.package, added: answer.added, already: answer.already });
      }
      setStep(2);
    });
  const submit = () =>
    run(async () => {
      if (!submitTo || !result) return;
      const pkg = await write('collabPackageStatus', { params: { packageId: result.pkg.id }, body: { status: submitTo } });
      toast(
        submitTo === 'applying' ? t('deals:wizard.submitted', { name: pkg.name }) : t('deals:detail.moved', { status: t(`deals:packageStatus.${submitTo}`) }),
        'success',
      );
      void navigate(paths.upcoming);
    });

  if (!can('managePackages')) {
    return (
      <DashboardPage maxWidth={1000} title={t('deals:wizard.title')}>
        <Alert severity="warning">{t('deals:wizard.unavailable')}</Alert>
      </DashboardPage>
    );
  }

  return (
    <DashboardPage maxWidth={1000} title={t('deals:wizard.title')} subtitle={t('deals:wizard.subtitle')}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="wizard-error">
          {failure}
        </Alert>
      )}
      {step === 0 && (
        <SelectStep
          title={steps[0]!}
          loading={titles.isFetching}
          none={ids.length === 0 || (titles.isSuccess && channels.length === 0)}
          channels={channels}
          selected={selected}
          onToggle={(id, on) => setChosen(ticked(selected, id, on))}
          onNext={() => setStep(1)}
        />
      )}
      {step === 1 && (
        <AddStep
          title={steps[1]!}
          count={selected.length}
          target={target}
          onTarget={setTarget}
          fields={fields}
          onFields={setFields}
          drafts={targetDrafts(subject, drafts.data?.items ?? [], selected)}
          busy={busy}
          onBack={() => setStep(0)}
          onAdd={() => void add()}
        />
      )}
      {step >= 2 && result && (
        <PackageStep
          title={step === 2 ? steps[2]! : steps[3]!}
          confirming={step === 3}
          result={result}
          channels={channels}
          submitTo={submitTo}
          busy={busy}
          onNext={() => setStep(3)}
          onSubmit={() => void submit()}
        />
      )}
    </DashboardPage>
  );
}
