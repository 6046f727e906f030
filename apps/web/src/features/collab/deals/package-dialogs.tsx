// The package page's edit dialogs: a case's remarks (and prices, for the case managers), and a
// draft package's name and description.
import type { CollabCase, PackageDetail } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { keepOpenOnFieldErrors } from '../../../components/field-errors.ts';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { caseUpdateBody } from './package-model.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';

export function CaseDialog({ kase, prices, onClose }: { kase: CollabCase; prices: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const write = useEndpointWrite();
  const [remarks, setRemarks] = useState(kase.remarks);
  const [quoted, setQuoted] = useState(kase.quoted_price ?? '');
  const [agreed, setAgreed] = useState(kase.agreed_price ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={kase.channel_title}
      confirmLabel={t('deals:actions.save')}
      onClose={onClose}
      testId="case-dialog"
      onConfirm={async () => {
        try {
          await write('collabCaseUpdate', { params: { caseId: kase.id }, body: caseUpdateBody(prices, { remarks, quoted, agreed }) });
        } catch (error) {
          return keepOpenOnFieldErrors(error, setFields);
        }
      }}
    >
      <FormTextField
        label={t('deals:cases.remarks')}
        value={remarks}
        onChange={setRemarks}
        multiline
        minRows={3}
        error={fields.remarks}
        testId="case-remarks"
        htmlInput={{ maxLength: 5000 }}
      />
      {prices && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            label={t('deals:cases.quotedUsd')}
            value={quoted}
            onChange={setQuoted}
            error={fields.quoted_price}
            help={t('deals:cases.priceHelp')}
            inputMode="decimal"
            testId="case-quoted"
          />
          <FormTextField
            label={t('deals:cases.agreedUsd')}
            value={agreed}
            onChange={setAgreed}
            error={fields.agreed_price}
            help={t('deals:cases.priceHelp')}
            inputMode="decimal"
            testId="case-agreed"
          />
        </Stack>
      )}
    </ConfirmDialog>
  );
}

export function EditDialog({ pkg, onClose }: { pkg: PackageDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const write = useEndpointWrite();
  const [name, setName] = useState(pkg.name);
  const [description, setDescription] = useState(pkg.description);
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t('deals:actions.edit')}
      confirmLabel={t('deals:actions.save')}
      onClose={onClose}
      onConfirm={async () => {
        await write('collabPackageUpdate', { params: { packageId: pkg.id }, body: { name, description } });
      }}
    >
      <TextField label={t('deals:fields.name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField
        label={t('deals:fields.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
    </ConfirmDialog>
  );
}
