// Setting a channel's prices (spec 6: agencies edit prices): mid-roll and sponsored video, each with
// its reference min and max, in US dollars; the server checks min ≤ price ≤ max and logs the change.
import type { CreatorItem, CreatorPricesInput } from '@chorus/contract';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { keepOpenOnFieldErrors, shownError } from '../../../components/field-errors.ts';
import { useToast } from '../../../components/toasts.tsx';

type Kind = 'midroll' | 'sponsored';
type Draft = Record<Kind, { price: string; min: string; max: string }>;

export function PricesDialog({ creator, onClose }: { creator: CreatorItem; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const start = (kind: Kind) => {
    const p = creator.prices?.[kind];
    return { price: p?.price ?? '', min: p?.min ?? '', max: p?.max ?? '' };
  };
  const [draft, setDraft] = useState<Draft>({ midroll: start('midroll'), sponsored: start('sponsored') });
  const [fields, setFields] = useState<Record<string, string>>({});
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

  const save = async () => {
    const body: CreatorPricesInput = {
      midroll: { price: orNull(draft.midroll.price), min: orNull(draft.midroll.min), max: orNull(draft.midroll.max) },
      sponsored: { price: orNull(draft.sponsored.price), min: orNull(draft.sponsored.min), max: orNull(draft.sponsored.max) },
    };
    try {
      await write('creatorPricesSet', { params: { channelId: creator.channel_id }, body });
    } catch (error) {
      return keepOpenOnFieldErrors(error, setFields);
    }
    toast(t('creators:search.pricesSaved'));
  };

  const field = (kind: Kind, part: 'price' | 'min' | 'max', label: string) => (
    <Grid size={{ xs: 4 }}>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={draft[kind][part]}
        onChange={(e) => setDraft({ ...draft, [kind]: { ...draft[kind], [part]: e.target.value } })}
        {...shownError(fields[`${kind}.${part}`])}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `price-${kind}-${part}` } }}
      />
    </Grid>
  );
  return (
    <ConfirmDialog
      open
      title={t('creators:search.pricesTitle', { name: creator.channel_title })}
      confirmLabel={t('creators:search.save')}
      onConfirm={save}
      onClose={onClose}
      maxWidth="sm"
    >
      <Typography variant="body2" color="text.secondary">
        {t('creators:search.pricesHelp')}
      </Typography>
      {(['midroll', 'sponsored'] as const).map((kind) => (
        <div key={kind}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t(kind === 'midroll' ? 'creators:search.midrollPrice' : 'creators:search.sponsoredPrice')}
          </Typography>
          <Grid container spacing={1.5}>
            {field(kind, 'price', t('creators:search.price'))}
            {field(kind, 'min', t('creators:search.min'))}
            {field(kind, 'max', t('creators:search.max'))}
          </Grid>
        </div>
      ))}
    </ConfirmDialog>
  );
}
