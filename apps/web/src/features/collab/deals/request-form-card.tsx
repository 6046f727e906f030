// The advertiser request form of a package (spec 3): every field, with spec 5's limits shown as
// one types (key exposure points one per line, at most 3; hashtags at most 5; competitors, one per
// line, may not be named in either). The package's editors change it while it is a draft; everyone
// who sees the package reads it. The same schema and competitor rule as the server's.
import type { PackageDetail } from '@chorus/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { RequestFormEditor } from './request-form-editor.tsx';

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
      {editing ? <RequestFormEditor pkg={pkg} onDone={() => setEditing(false)} /> : <FormView pkg={pkg} />}
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
