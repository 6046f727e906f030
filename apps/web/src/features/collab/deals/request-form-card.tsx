// The advertiser request form of a package (spec 3): every field, with spec 5's limits shown as
// one types (key exposure points one per line, at most 3; hashtags at most 5; competitors, one per
// line, may not be named in either). The package's editors change it while it is a draft; everyone
// who sees the package reads it. The same schema and competitor rule as the server's.
import {
  collaborationTypes,
  competitorMention,
  currencies,
  MAX_EXPOSURE_POINTS,
  MAX_HASHTAGS,
  nativeBreakProductions,
  requestFormInputSchema,
  type PackageDetail,
  type RequestFormInput,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
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
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrors, serverFieldErrors } from '../../../components/field-errors.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { storePackage } from './deals-queries.ts';

type Draft = {
  brand_name: string;
  product_category: string;
  ad_duration: string;
  budget_min: string;
  budget_max: string;
  budget_currency: RequestFormInput['budget_currency'];
  collaboration_count: string;
  product_description: string;
  content_expectations: string;
  collaboration_format: string;
  material_seconds: string;
  video_length_seconds: string;
  exposure_points: string;
  hashtags: string;
  collaboration_types: RequestFormInput['collaboration_types'];
  native_break_production: RequestFormInput['native_break_production'];
  competitors: string;
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const words = (text: string) =>
  text
    .split(/[\s,，、]+/)
    .map((w) => w.trim())
    .filter(Boolean);
const whole = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());

function draftOf(pkg: PackageDetail): Draft {
  const f = pkg.request_form;
  return {
    brand_name: f?.brand_name ?? '',
    product_category: f?.product_category ?? '',
    ad_duration: f?.ad_duration ?? '',
    budget_min: f?.budget_min ?? '',
    budget_max: f?.budget_max ?? '',
    budget_currency: f?.budget_currency ?? 'TWD',
    collaboration_count: f?.collaboration_count?.toString() ?? '',
    product_description: f?.product_description ?? '',
    content_expectations: f?.content_expectations ?? '',
    collaboration_format: f?.collaboration_format ?? '',
    material_seconds: f?.material_seconds?.toString() ?? '',
    video_length_seconds: f?.video_length_seconds?.toString() ?? '',
    exposure_points: (f?.exposure_points ?? []).join('\n'),
    hashtags: (f?.hashtags ?? []).join(' '),
    collaboration_types: f?.collaboration_types ?? [],
    native_break_production: f?.native_break_production ?? null,
    competitors: pkg.competitors.join('\n'),
  };
}

/** The body as the API takes it; what cannot be a number stays text, so the schema names the field. */
function bodyOf(d: Draft): Record<string, unknown> {
  return {
    ...d,
    budget_min: d.budget_min.trim() || null,
    budget_max: d.budget_max.trim() || null,
    collaboration_count: whole(d.collaboration_count),
    material_seconds: whole(d.material_seconds),
    video_length_seconds: whole(d.video_length_seconds),
    exposure_points: lines(d.exposure_points),
    hashtags: words(d.hashtags),
    competitors: lines(d.competitors),
  };
}

/** Each field's label (deals:form.*), to say which one stops the save. */
const fieldLabels: Record<string, string> = {
  brand_name: 'brand',
  product_category: 'category',
  ad_duration: 'duration',
  budget_currency: 'currency',
  budget_min: 'budgetMin',
  budget_max: 'budgetMax',
  collaboration_count: 'count',
  product_description: 'description',
  content_expectations: 'expectations',
  collaboration_format: 'format',
  material_seconds: 'materialSeconds',
  video_length_seconds: 'videoLength',
  exposure_points: 'exposure',
  hashtags: 'hashtags',
  collaboration_types: 'types',
  native_break_production: 'production',
  competitors: 'competitors',
};

export function RequestFormCard({ pkg, editable }: { pkg: PackageDetail; editable: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title={t('deals:form.title')}
      subtitle={t('deals:form.subtitle')}
      testId="request-form"
      action={
        editable &&
        !editing && (
          <Button variant="outlined" onClick={() => setEditing(true)} data-testid="request-form-edit">
            {pkg.request_form ? t('deals:actions.edit') : t('deals:form.fill')}
          </Button>
        )
      }
    >
      {editing ? <FormEditor pkg={pkg} onDone={() => setEditing(false)} /> : <FormView pkg={pkg} />}
    </SectionCard>
  );
}

function FormView({ pkg }: { pkg: PackageDetail }) {
  const { t, i18n } = useTranslation();
  const f = pkg.request_form;
  if (!f) return <Typography color="text.secondary">{t('deals:form.empty')}</Typography>;
  const money = (v: string | null) => (v === null ? '—' : formatMoney(v, f.budget_currency, i18n.language));
  const rows: [string, ReactNode][] = [
    [t('deals:form.brand'), f.brand_name],
    [t('deals:form.category'), f.product_category || '—'],
    [t('deals:form.duration'), f.ad_duration || '—'],
    [t('deals:form.budget'), `${money(f.budget_min)} – ${money(f.budget_max)}`],
    [t('deals:form.count'), f.collaboration_count ?? '—'],
    [t('deals:form.description'), f.product_description || '—'],
    [t('deals:form.expectations'), f.content_expectations || '—'],
    [t('deals:form.format'), f.collaboration_format || '—'],
    [t('deals:form.materialSeconds'), f.material_seconds !== null ? t('deals:form.seconds', { n: f.material_seconds }) : '—'],
    [t('deals:form.videoLength'), f.video_length_seconds !== null ? t('deals:form.seconds', { n: f.video_length_seconds }) : '—'],
    [
      t('deals:form.exposure'),
      f.exposure_points.length ? (
        <Stack component="ol" sx={{ m: 0, pl: 2.5 }}>
          {f.exposure_points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Stack>
      ) : (
        '—'
      ),
    ],
    [t('deals:form.hashtags'), f.hashtags.length ? f.hashtags.join(' ') : '—'],
    [
      t('deals:form.types'),
      f.collaboration_types.length
        ? f.collaboration_types
            .map(
              (c) =>
                t(`deals:collaborationTypes.${c}`) +
                (c === 'native_break_syndication' && f.native_break_production ? ` (${t(`deals:production.${f.native_break_production}`)})` : ''),
            )
            .join('、')
        : '—',
    ],
    [
      t('deals:form.competitors'),
      pkg.competitors.length ? (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {pkg.competitors.map((c) => (
            <Chip key={c} size="small" label={c} />
          ))}
        </Stack>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <Grid container spacing={2}>
      {rows.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

function FormEditor({ pkg, onDone }: { pkg: PackageDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [d, setD] = useState<Draft>(() => draftOf(pkg));
  const [server, setServer] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Issue 23: a save with a bad field (perhaps off-screen) says which and goes to it, rather than a greyed button.
  const [blocked, setBlocked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const body = bodyOf(d);
  const local = fieldErrors(requestFormInputSchema, body);
  const parsed = requestFormInputSchema.safeParse(body);
  const mention = parsed.success ? competitorMention(parsed.data) : null;
  if (mention) local[mention.field] ??= 'messages:validation.competitorMentioned';
  const errors = { ...local, ...server };
  const err = (field: string) => errorText(errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1], t);
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
      error={Boolean(err(field))}
      helperText={err(field) ?? props.help}
      slotProps={{ htmlInput: { maxLength: props.max, inputMode: props.inputMode, 'data-testid': `form-${field}` } }}
    />
  );
  const bad = Object.keys(errors);
  const badField = bad[0]?.split('.')[0];
  const goToFirstBadField = () => {
    const root = form.current;
    const input = root?.querySelector<HTMLElement>(`[data-testid="form-${badField}"]`) ?? root?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error');
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

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      storePackage(queryClient, await api('collabRequestFormSave', { params: { packageId: pkg.id }, body: body as RequestFormInput }));
      toast(t('deals:form.saved'), 'success');
      onDone();
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      setServer(serverFieldErrors(fields));
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

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
                        const types = e.target.checked ? [...d.collaboration_types, c] : d.collaboration_types.filter((x) => x !== c);
                        set({
                          collaboration_types: collaborationTypes.filter((x) => types.includes(x)),
                          native_break_production: types.includes('native_break_syndication') ? (d.native_break_production ?? 'client_supplied') : null,
                        });
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
      {blocked && badField && (
        <Alert severity="error" data-testid="request-form-blocked">
          {t('deals:form.fixField', { field: t(`deals:form.${fieldLabels[badField] ?? 'title'}`), message: err(badField) ?? '' })}
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
