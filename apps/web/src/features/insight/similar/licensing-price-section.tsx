// The content licensing price (spec 5): what licensing the channel's content costs, recorded by the
// staff-type roles (a valid price required: more than zero, no more decimals than the currency has).
// Amounts stay exact decimal strings from the field to the database and back.
import { currencies, isValidLicensingPrice, type Currency } from '@chorus/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { MoneyText } from '../../../components/money-text.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';
import { SimilarSection } from './similar-section.tsx';
import { useLicensingPrice, useSaveLicensingPrice } from './api.ts';

export function LicensingPriceSection({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation('insight');
  const price = useLicensingPrice(channelId);
  const data = price.data;
  return (
    <SimilarSection part="price" answer={price} testId="licensing-price">
      {data && (
        <Stack sx={{ gap: 2 }}>
          <div>
            <Typography variant="h5" component="div" data-testid="licensing-price-value">
              {data.price ? <MoneyText amount={data.price.amount} currency={data.price.currency} /> : t('insight:similar.price.none')}
            </Typography>
            {data.updated_at && (
              <Typography variant="caption" color="text.secondary">
                {t('insight:similar.price.updated', { when: formatDateTime(data.updated_at, i18n.language), who: data.updated_by ?? '—' })}
              </Typography>
            )}
          </div>
          {data.can_edit && <PriceForm key={`${data.price?.amount}-${data.price?.currency}`} channelId={channelId} current={data.price} />}
        </Stack>
      )}
    </SimilarSection>
  );
}

function PriceForm({ channelId, current }: { channelId: string; current: { amount: string; currency: Currency } | null }) {
  const { t } = useTranslation('insight');
  const toast = useToast();
  const save = useSaveLicensingPrice();
  const [amount, setAmount] = useState(current?.amount ?? '');
  const [currency, setCurrency] = useState<Currency>(current?.currency ?? 'TWD');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim();
    if (!isValidLicensingPrice(typed, currency)) {
      setError(t('insight:similar.price.invalid'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ params: { channelId }, body: { amount: typed, currency } });
      toast(t('insight:similar.price.saved'));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.amount ?? failure.message) : t('insight:similar.price.saveFailed'));
    }
  };
  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} onSubmit={submit} noValidate sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        label={t('insight:similar.price.amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        {...shownError(error, ' ')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'licensing-price-amount' } }}
      />
      <SelectField
        label={t('insight:similar.price.currency')}
        value={currency}
        onChange={setCurrency}
        options={currencies.map((c) => ({ value: c, label: c }))}
        sx={{ minWidth: 110 }}
        testId="licensing-price-currency"
      />
      <Button type="submit" variant="contained" disabled={save.isPending} data-testid="licensing-price-save">
        {t('insight:similar.price.save')}
      </Button>
    </Stack>
  );
}
