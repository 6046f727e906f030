// The collaboration wizard (spec 2): select creators, add them to a new or an existing case package
// (naming the channels already in it, spec 8), select the package, submit the application; then the
// user lands on the collaboration page. The selected creators come in the address (the marketplace paths' apply). The last step
// moves the package by the caller's own spec 4 table: an advertiser submits it (applying), a reseller
// marks it matching complete (issue 12)..
import { canEditPackage, packageMoves, type PackageDetail, type PackageSummary } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { dealsKeys, storePackage, usePackages } from './deals-queries.ts';

const summaryReach = (p: PackageSummary) => ({ advertiserId: p.advertiser?.id ?? null, createdBy: p.created_by?.id ?? null, status: p.status });

export function WizardPage() {
  const paths = useMarketplacePaths();
  const { t } = useTranslation();
  const { can, subject } = useAccess();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const ids = useMemo(
    () =>
      [
        ...new Set(
          (search.get('channels') ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s)),
        ),
      ].slice(0, 100),
    [search],
  );
  const titles = useQuery({
    queryKey: dealsKeys.titles(ids.join(',')),
    queryFn: () => api('collabChannelTitles', { query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
  });
  const drafts = usePackages('draft');
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [target, setTarget] = useState<'new' | number>('new');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ pkg: PackageDetail; added: string[]; already: string[] } | null>(null);

  const channels = titles.data?.channels ?? [];
  const selected = channels.filter((c) => (chosen ?? new Set(channels.map((x) => x.channel_id))).has(c.channel_id));
  const editableDrafts = (drafts.data?.items ?? []).filter((p) => canEditPackage(subject, summaryReach(p)));
  const titleOf = (id: string) => channels.find((c) => c.channel_id === id)?.channel_title ?? id;
  const steps = [t('deals:wizard.steps.select'), t('deals:wizard.steps.add'), t('deals:wizard.steps.package'), t('deals:wizard.steps.submit')];

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const add = () =>
    run(async () => {
      const channelIds = selected.map((c) => c.channel_id);
      if (target === 'new') {
        if (!name.trim()) throw new Error(t('messages:validation.packageNameRequired'));
        const pkg = await api('collabPackageCreate', { body: { name: name.trim(), description: description.trim(), channel_ids: channelIds } });
        storePackage(queryClient, pkg);
        setResult({ pkg, added: channelIds, already: [] });
      } else {
        const answer = await api('collabCasesAdd', { params: { packageId: target }, body: { channel_ids: channelIds } });
        storePackage(queryClient, answer.package);
        setResult({ pkg: answer.package, added: answer.added, already: answer.already });
      }
      setStep(2);
    });

  // The first move the caller's table offers from the package's status (the server checks the same table).
  const submitTo = result
    ? packageMoves(subject, {
        advertiserId: result.pkg.advertiser?.id ?? null,
        createdBy: result.pkg.created_by?.id ?? null,
        status: result.pkg.status,
      }).find((s) => s !== result.pkg.status)
    : undefined;
  const submit = () =>
    run(async () => {
      if (!submitTo) return;
      const pkg = await api('collabPackageStatus', { params: { packageId: result!.pkg.id }, body: { status: submitTo } });
      storePackage(queryClient, pkg);
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
        <SectionCard title={steps[0]} subtitle={t('deals:wizard.selectHelp')} testId="wizard-select">
          {titles.isFetching && <LinearProgress />}
          {ids.length === 0 || (titles.isSuccess && channels.length === 0) ? (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to={paths.search}>
                  {t('deals:wizard.toSearch')}
                </Button>
              }
            >
              {t('deals:wizard.noCreators')}
            </Alert>
          ) : (
            <Stack>
              {channels.map((c) => (
                <FormControlLabel
                  key={c.channel_id}
                  label={c.channel_title}
                  control={
                    <Checkbox
                      checked={selected.some((s) => s.channel_id === c.channel_id)}
                      onChange={(e) => {
                        const next = new Set(selected.map((s) => s.channel_id));
                        if (e.target.checked) next.add(c.channel_id);
                        else next.delete(c.channel_id);
                        setChosen(next);
                      }}
                      slotProps={{ input: { 'data-testid': 'wizard-channel' } as object }}
                    />
                  }
                />
              ))}
            </Stack>
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" disabled={selected.length === 0} onClick={() => setStep(1)} data-testid="wizard-next">
              {t('deals:wizard.next')}
            </Button>
          </Stack>
        </SectionCard>
      )}
      {step === 1 && (
        <SectionCard title={steps[1]} subtitle={t('deals:wizard.addHelp', { n: selected.length })} testId="wizard-add">
          <RadioGroup value={String(target)} onChange={(e) => setTarget(e.target.value === 'new' ? 'new' : Number(e.target.value))}>
            <FormControlLabel
              value="new"
              control={<Radio slotProps={{ input: { 'data-testid': 'wizard-target-new' } as object }} />}
              label={t('deals:wizard.newPackage')}
            />
            {target === 'new' && (
              <Stack spacing={2} sx={{ pl: 4, pb: 2 }}>
                <TextField
                  label={t('deals:fields.name')}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'wizard-name' } }}
                />
                <TextField
                  label={t('deals:fields.description')}
                  value={description}
                  onChange={(e) => setDescription(e.target.value)}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: 5000 } }}
                />
              </Stack>
            )}
            {editableDrafts.map((p) => {
              const inside = selected.filter((c) => p.channel_ids.includes(c.channel_id));
              return (
                <Stack key={p.id} sx={{ mb: 1 }}>
                  <FormControlLabel
                    value={String(p.id)}
                    control={<Radio slotProps={{ input: { 'data-testid': 'wizard-target-existing' } as object }} />}
                    label={t('deals:wizard.existing', { name: p.name, n: p.case_count })}
                  />
                  {inside.length > 0 && (
                    <Stack direction="row" sx={{ pl: 4, gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }} data-testid="wizard-already">
                      <Typography variant="body2" color="warning.main">
                        {t('deals:wizard.alreadyIn')}
                      </Typography>
                      {inside.map((c) => (
                        <Chip key={c.channel_id} size="small" label={c.channel_title} />
                      ))}
                    </Stack>
                  )}
                </Stack>
              );
            })}
          </RadioGroup>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={() => setStep(0)} disabled={busy}>
              {t('deals:wizard.back')}
            </Button>
            <Button variant="contained" onClick={() => void add()} disabled={busy} data-testid="wizard-add-button">
              {t('deals:wizard.add')}
            </Button>
          </Stack>
        </SectionCard>
      )}
      {step >= 2 && result && (
        <SectionCard title={step === 2 ? steps[2] : steps[3]} testId="wizard-package">
          <Stack spacing={2}>
            {result.already.length > 0 && (
              <Alert severity="warning" data-testid="wizard-already-result">
                {t('deals:wizard.alreadyIn')} {result.already.map(titleOf).join('、')}
              </Alert>
            )}
            <Typography>
              <Link component={RouterLink} to={paths.packageDetail(result.pkg.id)} sx={{ fontWeight: 600 }}>
                {result.pkg.name}
              </Link>{' '}
              — {t('deals:wizard.caseCount', { n: result.pkg.cases.length })}
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              {result.pkg.cases.map((c) => (
                <Chip key={c.id} label={c.channel_title} color={result.added.includes(c.channel_id) ? 'primary' : 'default'} variant="outlined" />
              ))}
            </Stack>
            {step === 2 ? (
              <Typography variant="body2" color="text.secondary">
                {t('deals:wizard.packageHelp')}
              </Typography>
            ) : (
              submitTo === 'applying' && (
                <Typography variant="body2" color="text.secondary">
                  {t('deals:wizard.submitHelp')}
                </Typography>
              )
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
              <Button component={RouterLink} to={paths.packageDetail(result.pkg.id)}>
                {t('deals:wizard.openPackage')}
              </Button>
              {step === 2 ? (
                <Button variant="contained" onClick={() => setStep(3)} data-testid="wizard-next">
                  {t('deals:wizard.next')}
                </Button>
              ) : (
                <Button variant="contained" onClick={() => void submit()} disabled={busy || !submitTo} data-testid="wizard-submit">
                  {submitTo === undefined || submitTo === 'applying'
                    ? t('deals:actions.submit')
                    : `${t('deals:detail.moveTo')} ${t(`deals:packageStatus.${submitTo}`)}`}
                </Button>
              )}
            </Stack>
          </Stack>
        </SectionCard>
      )}
    </DashboardPage>
  );
}
