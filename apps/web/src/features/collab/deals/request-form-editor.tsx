// Editing the advertiser request form (spec 3, 5): every field with its limit as one types, the
// same schema and competitor rule as the server's (request-form-model.ts); a save with a bad field
// says which and goes to it.
import {
  collaborationTypes,
  currencies,
  MAX_EXPOSURE_POINTS,
  MAX_HASHTAGS,
  nativeBreakProductions,
  type PackageDetail,
  type RequestFormInput,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, serverFieldErrors, shownError } from '../../../components/field-errors.ts';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { bodyOf, draftErrors, draftOf, errorOf, firstBadField, lines, toggledType, words, type Draft } from './request-form-model.ts';

export function RequestFormEditor({ pkg, onDone }: { pkg: PackageDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const [d, setD] = useState<Draft>(() => draftOf(pkg));
  const [server, setServer] = useState<Record<string, string>>({});
  const { busy, failure, run } = useAction({ onError: (error) => setServer(serverFieldErrors((error as { fields?: Record<string, string> }).fields ?? {})) });
  // Issue 23: a save with a bad field (perhaps off-screen) says which and goes to it, rather than a greyed button.
  const [blocked, setBlocked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const body = bodyOf(d);
  const local = draftErrors(body);
  const errors = { ...local, ...server };
  const err = (field: string) => errorText(errorOf(errors, field), t);
  const set = (patch: Partial<Draft>) => {
    setD((prev) => ({ ...prev, ...patch }));
    setServer({});
  };
  const text = (field: keyof Draft, label: string, props: { multiline?: boolean; max?: number; help?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <TextField
      fullWidth
      label={label}
      value={d[field] as string}
      onChange={(e) => set({ [field]: e.target.value } as Partial<Draft>)}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      {...shownError(err(field), props.help)}
      slotProps={{ htmlInput: { maxLength: props.max, inputMode: props.inputMode, 'data-testid': `form-${field}` } }}
    />
  );
  const bad = Object.keys(errors);
  const first = firstBadField(errors);
  const goToFirstBadField = () => {
    const root = form.current;
    const input =
      root?.querySelector<HTMLElement>(`[data-testid="form-${first?.field}"]`) ?? root?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error');
    input?.scrollIntoView({ block: 'center' });
    input?.focus({ preventScroll: true });
  };
  const submit = () => {
    if (Object.keys(local).length > 0) {
      setBlocked(true);
      goToFirstBadField();
      return;
    }
    setBlocked(false);
    void save();
  };
  const exposure = lines(d.exposure_points).length;
  const hashtags = words(d.hashtags).length;

  const save = () =>
    run(async () => {
      await write('collabRequestFormSave', { params: { packageId: pkg.id }, body: body as RequestFormInput });
      toast(t('deals:form.saved'), 'success');
      onDone();
    });

  return (
    <Stack spacing={2} component="form" ref={form} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{text('brand_name', t('deals:form.brand'), { max: 200 })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('product_category', t('deals:form.category'), { max: 100 })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('ad_duration', t('deals:form.duration'), { max: 100, help: t('deals:form.durationHelp') })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('collaboration_count', t('deals:form.count'), { inputMode: 'numeric' })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            fullWidth
            label={t('deals:form.currency')}
            value={d.budget_currency}
            onChange={(e) => set({ budget_currency: e.target.value as Draft['budget_currency'] })}
          >
            {currencies.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{text('budget_min', t('deals:form.budgetMin'), { inputMode: 'decimal' })}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{text('budget_max', t('deals:form.budgetMax'), { inputMode: 'decimal' })}</Grid>
        <Grid size={12}>{text('product_description', t('deals:form.description'), { multiline: true, max: 5000 })}</Grid>
        <Grid size={12}>{text('content_expectations', t('deals:form.expectations'), { multiline: true, max: 5000 })}</Grid>
        <Grid size={12}>{text('collaboration_format', t('deals:form.format'), { max: 500 })}</Grid>
        <Grid size={{ xs: 6 }}>{text('material_seconds', t('deals:form.materialSeconds'), { inputMode: 'numeric', help: t('deals:form.secondsHelp') })}</Grid>
        <Grid size={{ xs: 6 }}>{text('video_length_seconds', t('deals:form.videoLength'), { inputMode: 'numeric', help: t('deals:form.secondsHelp') })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text('exposure_points', t('deals:form.exposure'), {
            multiline: true,
            help: t('deals:form.exposureHelp', { n: exposure, max: MAX_EXPOSURE_POINTS }),
          })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('competitors', t('deals:form.competitors'), { multiline: true, help: t('deals:form.competitorsHelp') })}</Grid>
        <Grid size={12}>{text('hashtags', t('deals:form.hashtags'), { help: t('deals:form.hashtagsHelp', { n: hashtags, max: MAX_HASHTAGS }) })}</Grid>
        <Grid size={12}>
          <FormControl error={Boolean(err('native_break_production'))}>
            <FormLabel>{t('deals:form.types')}</FormLabel>
            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
              {collaborationTypes.map((c) => (
                <FormControlLabel
                  key={c}
                  label={t(`deals:collaborationTypes.${c}`)}
                  control={
                    <Checkbox
                      checked={d.collaboration_types.includes(c)}
                      onChange={(e) => {
                        set(toggledType(d, c, e.target.checked));
                      }}
                      slotProps={{ input: { 'data-testid': `form-type-${c}` } as object }}
                    />
                  }
                />
              ))}
            </Stack>
            {d.collaboration_types.includes('native_break_syndication') && (
              <RadioGroup
                row
                value={d.native_break_production ?? ''}
                onChange={(e) => set({ native_break_production: e.target.value as Draft['native_break_production'] })}
                aria-label={t('deals:form.production')}
              >
                {nativeBreakProductions.map((p) => (
                  <FormControlLabel key={p} value={p} control={<Radio />} label={t(`deals:production.${p}`)} />
                ))}
              </RadioGroup>
            )}
            {err('native_break_production') && <FormHelperText>{err('native_break_production')}</FormHelperText>}
          </FormControl>
        </Grid>
      </Grid>
      {blocked && first && (
        <Alert severity="error" data-testid="request-form-blocked">
          {t('deals:form.fixField', { field: t(first.label), message: err(first.field) ?? '' })}
          {bad.length > 1 && ` ${t('deals:form.fixMore', { count: bad.length })}`}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={busy}>
          {t('deals:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy} data-testid="request-form-save">
          {t('deals:actions.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
