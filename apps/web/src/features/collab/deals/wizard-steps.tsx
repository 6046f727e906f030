// The wizard's first steps as plain views: tick the creators, choose the package to add them to
// (the last step, the package and its submit, is wizard-package-step.tsx).
import type { PackageSummary } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import type { WizardChannel } from './wizard-model.ts';

export type Target = 'new' | number;
export type NewPackage = { name: string; description: string };

type SelectProps = {
  title: string;
  loading: boolean;
  /** No creator to offer: the address named none, or none the caller may see. */
  none: boolean;
  channels: readonly WizardChannel[];
  selected: readonly WizardChannel[];
  onToggle: (channelId: string, on: boolean) => void;
  onNext: () => void;
};

export function SelectStep({ title, loading, none, channels, selected, onToggle, onNext }: SelectProps) {
  const { t } = useTranslation();
  const paths = useMarketplacePaths();
  return (
    <SectionCard title={title} subtitle={t('deals:wizard.selectHelp')} testId="wizard-select">
      {loading && <LinearProgress />}
      {none ? (
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
                  onChange={(e) => onToggle(c.channel_id, e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'wizard-channel' } as object }}
                />
              }
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" disabled={selected.length === 0} onClick={onNext} data-testid="wizard-next">
          {t('deals:wizard.next')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

type AddProps = {
  title: string;
  count: number;
  target: Target;
  onTarget: (target: Target) => void;
  /** The new package's name and description. */
  fields: NewPackage;
  onFields: (fields: NewPackage) => void;
  drafts: { pkg: PackageSummary; inside: WizardChannel[] }[];
  busy: boolean;
  onBack: () => void;
  onAdd: () => void;
};

export function AddStep({ title, count, target, onTarget, fields, onFields, drafts, busy, onBack, onAdd }: AddProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title} subtitle={t('deals:wizard.addHelp', { n: count })} testId="wizard-add">
      <RadioGroup value={String(target)} onChange={(e) => onTarget(e.target.value === 'new' ? 'new' : Number(e.target.value))}>
        <FormControlLabel
          value="new"
          control={<Radio slotProps={{ input: { 'data-testid': 'wizard-target-new' } as object }} />}
          label={t('deals:wizard.newPackage')}
        />
        {target === 'new' && (
          <Stack spacing={2} sx={{ pl: 4, pb: 2 }}>
            <TextField
              label={t('deals:fields.name')}
              value={fields.name}
              onChange={(e) => onFields({ ...fields, name: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'wizard-name' } }}
            />
            <TextField
              label={t('deals:fields.description')}
              value={fields.description}
              onChange={(e) => onFields({ ...fields, description: e.target.value })}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          </Stack>
        )}
        {drafts.map(({ pkg, inside }) => (
          <Stack key={pkg.id} sx={{ mb: 1 }}>
            <FormControlLabel
              value={String(pkg.id)}
              control={<Radio slotProps={{ input: { 'data-testid': 'wizard-target-existing' } as object }} />}
              label={t('deals:wizard.existing', { name: pkg.name, n: pkg.case_count })}
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
        ))}
      </RadioGroup>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onBack} disabled={busy}>
          {t('deals:wizard.back')}
        </Button>
        <Button variant="contained" onClick={onAdd} disabled={busy} data-testid="wizard-add-button">
          {t('deals:wizard.add')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
