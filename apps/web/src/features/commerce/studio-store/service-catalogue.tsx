// The studio store's catalogue: the services the network sells its creators (TWD price per unit,
// available or not). The staff add and change services (canKeepStudioCatalogue); others read the
// services on offer.
import { studioServiceKinds, studioServiceSaveBodySchema, studioServiceUnits, type StudioService } from '@chorus/contract';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText, saveCheckedFields } from '../../../components/field-errors.ts';
import { MoneyText } from '../../../components/money-text.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { PlainTable } from '../shared/plain-table.tsx';
import { useSaveStudioService, useStudioServices } from './api.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';

export function ServiceCatalogue({ canKeep }: { canKeep: boolean }) {
  const { t } = useTranslation();
  const services = useStudioServices();
  // null: closed; 'new': a new service; else the service being changed.
  const [editing, setEditing] = useState<StudioService | 'new' | null>(null);
  const columns = [
    { label: t('commerce:studio.service') },
    { label: t('commerce:studio.kind') },
    { label: t('commerce:studio.price'), align: 'right' as const },
    { label: t('commerce:studio.availability') },
    canKeep && { label: t('commerce:actions'), align: 'right' as const },
  ];
  return (
    <SectionCard
      title={t('commerce:studio.catalogue')}
      subtitle={t(canKeep ? 'commerce:studio.catalogueStaff' : 'commerce:studio.catalogueHelp')}
      testId="studio-catalogue"
      flush
      action={
        canKeep && (
          <Button variant="outlined" onClick={() => setEditing('new')} data-testid="studio-service-add">
            {t('commerce:studio.addService')}
          </Button>
        )
      }
    >
      <PlainTable
        columns={columns}
        testId="studio-service-table"
        loading={services.isFetching}
        error={services.error}
        empty={t(canKeep ? 'commerce:studio.emptyStaff' : 'commerce:studio.emptyRead')}
        rows={services.data?.items.map((service) => (
          <TableRow key={service.id} data-testid={`studio-service-${service.id}`}>
            <TableCell>
              {service.name}
              {service.description && (
                <Typography variant="body2" color="text.secondary">
                  {service.description}
                </Typography>
              )}
            </TableCell>
            <TableCell>{t(`commerce:kind.${service.kind}`)}</TableCell>
            <TableCell align="right">
              <MoneyText amount={service.price_twd} currency="TWD" /> {t(`commerce:perUnit.${service.unit}`)}
            </TableCell>
            <TableCell>{t(service.available ? 'commerce:studio.available' : 'commerce:studio.unavailable')}</TableCell>
            {canKeep && (
              <TableCell align="right">
                <Button size="small" onClick={() => setEditing(service)} aria-label={t('commerce:studio.editNamed', { name: service.name })}>
                  {t('commerce:studio.edit')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      />
      {editing && <ServiceDialog service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}

type Draft = Omit<StudioService, 'id'>;

function ServiceDialog({ service, onClose }: { service: StudioService | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStudioService();
  const [draft, setDraft] = useState<Draft>(service ?? { kind: 'studio', unit: 'hour', name: '', description: '', price_twd: '', available: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: string) => errorText(errors[key], t);
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t(service ? 'commerce:studio.editService' : 'commerce:studio.addService')}
      confirmLabel={t('save')}
      onClose={onClose}
      testId="studio-service-dialog"
      confirmTestId="studio-service-save"
      onConfirm={() =>
        saveCheckedFields(studioServiceSaveBodySchema, { ...(service ? { id: service.id } : {}), ...draft }, setErrors, (body) => save.mutateAsync({ body }))
      }
    >
      <FormTextField
        label={t('commerce:studio.service')}
        value={draft.name}
        onChange={(v) => set('name', v)}
        error={text('name')}
        testId="studio-service-name"
      />
      <TextField
        label={t('commerce:studio.description')}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label={t('commerce:studio.kind')}
          value={draft.kind}
          onChange={(kind) => setDraft((d) => ({ ...d, kind, unit: kind === 'studio' ? 'hour' : d.unit }))}
          options={studioServiceKinds.map((k) => ({ value: k, label: t(`commerce:kind.${k}`) }))}
          sx={{ flex: 1 }}
          testId="studio-service-kind"
        />
        <SelectField
          label={t('commerce:studio.unit')}
          value={draft.unit}
          onChange={(unit) => set('unit', unit)}
          options={studioServiceUnits.map((u) => ({ value: u, label: t(`commerce:unit.${u}`) }))}
          error={text('unit')}
          sx={{ flex: 1 }}
          testId="studio-service-unit"
        />
      </Stack>
      <FormTextField
        label={t('commerce:studio.priceTwd')}
        value={draft.price_twd}
        onChange={(v) => set('price_twd', v)}
        error={text('price_twd')}
        inputMode="decimal"
        testId="studio-service-price"
      />
      <FormControlLabel
        control={<Switch checked={draft.available} onChange={(e) => set('available', e.target.checked)} />}
        label={t('commerce:studio.availableSwitch')}
      />
    </ConfirmDialog>
  );
}
