// The period of a channel page: presets today / 7 / 30 / 90 days / custom (two bounded date fields,
// checked before they apply) and the comparison period (spec 9). Everything lives in the address.
import { DATE_MAX, DATE_MIN, datePresets, type DatePreset, type DateRange } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { useFormatters } from '../hooks/use-formatters.ts';
import { compareModes, lastDataDay, rangeProblems, usePeriod, type CompareMode } from '../hooks/use-period.ts';

function DateInput({ label, value, onChange, error, testId }: { label: string; value: string; onChange: (v: string) => void; error?: string; testId: string }) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...shownError(error)}
      sx={{ width: 180 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: DATE_MIN, max: DATE_MAX, 'data-testid': testId } }}
    />
  );
}

/** Two date fields and an apply button; nothing applies until both dates are valid. */
function RangeForm({ initial, onApply, onCancel, prefix }: { initial: DateRange; onApply: (r: DateRange) => void; onCancel?: () => void; prefix: string }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = rangeProblems(start, end);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onApply({ start, end });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <DateInput label={t('analytics:period.start')} value={start} onChange={setStart} error={errors.start && t(errors.start)} testId={`${prefix}-start`} />
      <DateInput label={t('analytics:period.end')} value={end} onChange={setEnd} error={errors.end && t(errors.end)} testId={`${prefix}-end`} />
      <Button type="submit" variant="contained" size="medium" sx={{ height: 40 }} data-testid={`${prefix}-apply`}>
        {t('analytics:period.apply')}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} sx={{ height: 40 }}>
          {t('cancel')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The custom period's or comparison's dates under the bar, with their help. Applying closes it; so
 * does cancel, offered unless the address already holds custom dates for this side (`saved`).
 */
function CustomRange({
  side,
  range,
  saved,
  onApply,
  onClose,
}: {
  side: 'custom' | 'compare';
  range: DateRange;
  saved: boolean;
  onApply: (r: DateRange) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t(side === 'custom' ? 'analytics:period.customHelp' : 'analytics:period.compareCustomHelp')}
      </Typography>
      <RangeForm
        key={`${range.start}|${range.end}`}
        prefix={side}
        initial={range}
        onApply={(next) => {
          onClose();
          onApply(next);
        }}
        onCancel={saved ? undefined : onClose}
      />
    </Box>
  );
}

export function PeriodBar({ extra, note }: { extra?: ReactNode; note?: ReactNode }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { period, choosePreset, applyCustom, chooseCompare, applyCompareCustom } = usePeriod();
  const [editingCustom, setEditingCustom] = useState(false);
  const [editingCompare, setEditingCompare] = useState(false);
  const showCustom = editingCustom || period.preset === 'custom';
  const showCompareCustom = editingCompare || period.compare === 'custom';
  // "Today" would be wrong: YouTube's figures lag, so the one-day preset names the day it shows.
  const latestDay = f.date(lastDataDay());
  const latestHint = t('analytics:period.latestDayHint', { date: latestDay });

  const pickPreset = (preset: DatePreset | null) => {
    if (!preset) return;
    if (preset === 'custom') setEditingCustom(true);
    else {
      setEditingCustom(false);
      choosePreset(preset);
    }
  };
  const pickCompare = (mode: CompareMode) => {
    if (mode === 'custom') setEditingCompare(true);
    else {
      setEditingCompare(false);
      chooseCompare(mode);
    }
  };

  return (
    <Card variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="period-bar">
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={editingCustom ? 'custom' : period.preset}
          onChange={(_, value: DatePreset | null) => pickPreset(value)}
          aria-label={t('analytics:period.label')}
          // On a phone the presets take two lines rather than run past the card.
          sx={{ flexWrap: 'wrap' }}
        >
          {datePresets.map((preset) =>
            preset === 'today' ? (
              // The hint describes the button; its name stays the text it shows.
              <Tooltip key={preset} title={latestHint} describeChild>
                <ToggleButton value={preset} data-testid={`preset-${preset}`} sx={{ px: 1.75, whiteSpace: 'nowrap' }}>
                  {t('analytics:period.latestDay', { date: f.day(lastDataDay()) })}
                </ToggleButton>
              </Tooltip>
            ) : (
              <ToggleButton key={preset} value={preset} data-testid={`preset-${preset}`} sx={{ px: 1.75, whiteSpace: 'nowrap' }}>
                {t(`analytics:period.presets.${preset}`)}
              </ToggleButton>
            ),
          )}
        </ToggleButtonGroup>
        <SelectField
          label={t('analytics:period.compareLabel')}
          value={editingCompare ? 'custom' : period.compare}
          onChange={pickCompare}
          options={compareModes.map((mode) => ({ value: mode, label: t(`analytics:period.compare.${mode}`), testId: `compare-${mode}` }))}
          sx={{ minWidth: 200 }}
          testId="compare-select"
        />
        <Box sx={{ flex: 1 }} />
        {extra}
      </Stack>
      {showCustom && (
        <CustomRange side="custom" range={period.range} saved={period.preset === 'custom'} onApply={applyCustom} onClose={() => setEditingCustom(false)} />
      )}
      {showCompareCustom && (
        <CustomRange
          side="compare"
          range={period.comparison}
          saved={period.compare === 'custom'}
          onApply={applyCompareCustom}
          onClose={() => setEditingCompare(false)}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="period-caption">
        {t('analytics:period.caption', { range: f.range(period.range), days: period.days, comparison: f.range(period.comparison) })}
        {' · '}
        {note ?? t('analytics:period.delay')}
      </Typography>
      {period.preset === 'today' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="period-latest-hint">
          {latestHint}
        </Typography>
      )}
      {period.addressIgnored && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="period-address-ignored">
          {t('analytics:period.addressIgnored')}
        </Alert>
      )}
    </Card>
  );
}
