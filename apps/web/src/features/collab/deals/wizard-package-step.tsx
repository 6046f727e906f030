// The wizard's last steps as a plain view: the package the creators went to, with its cases (those
// just added marked, those already inside named), then the submit (or the caller's first move).
import type { PackageDetail, PackageStatus } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { titleOf, type WizardChannel } from './wizard-model.ts';

export type WizardResult = { pkg: PackageDetail; added: string[]; already: string[] };

type PackageProps = {
  title: string;
  /** The last step (submit) rather than the package's review. */
  confirming: boolean;
  result: WizardResult;
  channels: readonly WizardChannel[];
  submitTo: PackageStatus | undefined;
  busy: boolean;
  onNext: () => void;
  onSubmit: () => void;
};

export function PackageStep({ title, confirming, result, channels, submitTo, busy, onNext, onSubmit }: PackageProps) {
  const { t } = useTranslation();
  const paths = useMarketplacePaths();
  const submitLabel =
    submitTo === undefined || submitTo === 'applying' ? t('deals:actions.submit') : `${t('deals:detail.moveTo')} ${t(`deals:packageStatus.${submitTo}`)}`;
  return (
    <SectionCard title={title} testId="wizard-package">
      <Stack spacing={2}>
        {result.already.length > 0 && (
          <Alert severity="warning" data-testid="wizard-already-result">
            {t('deals:wizard.alreadyIn')} {result.already.map((id) => titleOf(channels, id)).join('、')}
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
        {!confirming ? (
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
          {!confirming ? (
            <Button variant="contained" onClick={onNext} data-testid="wizard-next">
              {t('deals:wizard.next')}
            </Button>
          ) : (
            <Button variant="contained" onClick={onSubmit} disabled={busy || !submitTo} data-testid="wizard-submit">
              {submitLabel}
            </Button>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
