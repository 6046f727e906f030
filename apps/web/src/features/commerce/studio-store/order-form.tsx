// Ordering a service of the studio store for the current channel (its owner or manager, or the
// staff: canOrderStudio): the service, how many units, a wished start for studio time, notes; the
// total shown exactly before the order is placed.
import { studioOrderCreateBodySchema, type StudioService } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrors, serverFieldErrors } from '../../../components/field-errors.ts';
import { MoneyText } from '../../../components/money-text.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAction } from '../../../lib/use-action.ts';
import { useOrderStudio } from './api.ts';
import { localToInstant, orderTotal } from './studio-model.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';

export function OrderForm({ channelId, channelName, services }: { channelId: string; channelName: string; services: StudioService[] }) {
  const { t } = useTranslation();
  const order = useOrderStudio();
  const action = useAction({ onError: (error) => error instanceof ApiError && setErrors(serverFieldErrors(error.fields)) });
  const offered = services.filter((s) => s.available);
  const [serviceId, setServiceId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [startsAt, setStartsAt] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [placed, setPlaced] = useState(false);
  const service = offered.find((s) => String(s.id) === serviceId) ?? null;
  const total = service ? orderTotal(service.price_twd, quantity) : null;
  const text = (key: string) => errorText(errors[key], t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPlaced(false);
    const instant = localToInstant(startsAt);
    const body = {
      service_id: service?.id ?? 0,
      channel_id: channelId,
      quantity: Number(quantity),
      ...(service?.kind === 'studio' && instant ? { starts_at: instant } : {}),
      ...(notes.trim() ? { notes } : {}),
    };
    const local = fieldErrors(studioOrderCreateBodySchema, body);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const done = await action.run(() => order.mutateAsync({ body }));
    if (done) {
      setPlaced(true);
      setQuantity('1');
      setStartsAt('');
      setNotes('');
    }
  };

  return (
    <SectionCard title={t('commerce:studio.orderTitle')} subtitle={t('commerce:studio.orderHelp', { channel: channelName })} testId="studio-order-form">
      {offered.length === 0 ? (
        <Typography color="text.secondary">{t('commerce:studio.nothingOffered')}</Typography>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {action.failure && <Alert severity="error">{action.failure}</Alert>}
          {placed && (
            <Alert severity="success" data-testid="studio-order-placed">
              {t('commerce:studio.placed')}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <SelectField
              label={t('commerce:studio.service')}
              value={serviceId}
              onChange={setServiceId}
              options={offered.map((s) => ({ value: String(s.id), label: s.name, testId: `studio-order-service-${s.id}` }))}
              error={errors.service_id ? t('commerce:studio.chooseService') : undefined}
              sx={{ minWidth: 240, flex: 2 }}
              testId="studio-order-service"
            />
            <FormTextField
              size="small"
              label={service ? t(`commerce:quantityIn.${service.unit}`) : t('commerce:studio.quantity')}
              value={quantity}
              onChange={setQuantity}
              error={text('quantity')}
              sx={{ flex: 1 }}
              inputMode="numeric"
              testId="studio-order-quantity"
            />
            {service?.kind === 'studio' && (
              <FormTextField
                size="small"
                type="datetime-local"
                label={t('commerce:studio.wishedStart')}
                value={startsAt}
                onChange={setStartsAt}
                error={text('starts_at')}
                help={t('commerce:studio.wishedStartHelp')}
                sx={{ flex: 1 }}
                shrinkLabel
                testId="studio-order-start"
                htmlInput={{ step: 900 }}
              />
            )}
          </Stack>
          <FormTextField
            size="small"
            label={t('commerce:studio.notes')}
            value={notes}
            onChange={setNotes}
            multiline
            minRows={2}
            error={text('notes')}
            testId="studio-order-notes"
            htmlInput={{ maxLength: 2000 }}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={action.busy} data-testid="studio-order-submit">
              {t('commerce:studio.placeOrder')}
            </Button>
            {total && (
              <Typography data-testid="studio-order-total">
                {t('commerce:studio.total')} <MoneyText amount={total} currency="TWD" />
              </Typography>
            )}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
