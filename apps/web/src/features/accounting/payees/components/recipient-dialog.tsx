// Adding or editing a remittance recipient (spec 3): person or company, the bank account (name with
// branch, bank code, number), the three documents and the channels it serves (at least one; a
// channel that has another recipient moves to this one). Checked with the contract's schema before
// it is sent; the server's refusals show beside their fields.
import { recipientInputSchema, type Recipient, type RecipientFileSlot, type RecipientInput } from '@chorus/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelsPicker } from '../../../../components/channels-picker.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { errorText, saveCheckedFields, shownError } from '../../../../components/field-errors.ts';
import { useToast } from '../../../../components/toasts.tsx';
import { useEndpointWrite } from '../../../../lib/endpoint-query.ts';
import { useNetworkChannelSearch } from './network-channel-search.ts';
import { RecipientFileField } from './recipient-file-field.tsx';

type Kind = RecipientInput['kind'];
const slots: RecipientFileSlot[] = ['passbook', 'labour_form', 'signature'];
const fileField = { passbook: 'passbook_file_id', labour_form: 'labour_form_file_id', signature: 'signature_file_id' } as const;

/** `recipient`: the one being edited, as its detail (with the whole account number); none: a new one. */
export function RecipientDialog({ recipient, onClose }: { recipient: Recipient | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const [kind, setKind] = useState<Kind>(recipient?.kind ?? 'person');
  const [accountName, setAccountName] = useState(recipient?.account_name ?? '');
  const [bankCode, setBankCode] = useState(recipient?.bank_code ?? '');
  const [accountNumber, setAccountNumber] = useState(recipient?.account_number ?? '');
  // The documents by id: the recipient's own until one is replaced; the names of those uploaded here.
  const [fileIds, setFileIds] = useState<Record<RecipientFileSlot, string | null>>({
    passbook: recipient?.file_ids?.passbook ?? null,
    labour_form: recipient?.file_ids?.labour_form ?? null,
    signature: recipient?.file_ids?.signature ?? null,
  });
  const [uploaded, setUploaded] = useState<Record<RecipientFileSlot, string | null>>({ passbook: null, labour_form: null, signature: null });
  const [channels, setChannels] = useState<string[]>(recipient?.channels.map((c) => c.channel_id) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titles = Object.fromEntries((recipient?.channels ?? []).map((c) => [c.channel_id, c.title]));

  const save = async () => {
    const body = {
      kind,
      account_name: accountName,
      bank_code: bankCode,
      account_number: accountNumber,
      passbook_file_id: fileIds.passbook ?? '',
      labour_form_file_id: fileIds.labour_form,
      signature_file_id: fileIds.signature,
      channel_ids: channels,
    };
    return saveCheckedFields(recipientInputSchema, body, setErrors, async (checked) => {
      const input = recipientInputSchema.parse(checked);
      const saved = recipient
        ? await write('recipientUpdate', { params: { recipientId: recipient.id }, body: input })
        : await write('recipientCreate', { body: input });
      toast(t(recipient ? 'payees:recipients.saved' : 'payees:recipients.added', { name: saved.account_name }));
    });
  };

  const text = (field: string) => errorText(errors[field], t);
  return (
    <ConfirmDialog
      open
      title={t(recipient ? 'payees:recipients.edit' : 'payees:recipients.add')}
      confirmLabel={t('payees:recipients.save')}
      onConfirm={save}
      onClose={onClose}
      maxWidth="sm"
      spacing={2.5}
      testId="recipient-dialog"
      confirmTestId="recipient-save"
    >
      <Stack spacing={0.5}>
        <FormLabel id="recipient-kind">{t('payees:recipients.kind')}</FormLabel>
        <RadioGroup row aria-labelledby="recipient-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          <FormControlLabel value="person" control={<Radio data-testid="recipient-kind-person" />} label={t('payees:kinds.person')} />
          <FormControlLabel value="company" control={<Radio data-testid="recipient-kind-company" />} label={t('payees:kinds.company')} />
        </RadioGroup>
      </Stack>
      <TextField
        label={t('payees:recipients.accountName')}
        required
        value={accountName}
        onChange={(e) => setAccountName(e.target.value)}
        {...shownError(text('account_name'), t('payees:recipients.accountNameHelp'))}
        slotProps={{ htmlInput: { 'data-testid': 'recipient-account-name', maxLength: 200 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('payees:recipients.bankCode')}
          required
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
          {...shownError(text('bank_code'), t('payees:recipients.bankCodeHelp'))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'recipient-bank-code' } }}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('payees:recipients.accountNumber')}
          required
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.target.value)}
          {...shownError(text('account_number'))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'recipient-account-number' } }}
          sx={{ flex: 2 }}
        />
      </Stack>
      {slots.map((slot) => (
        <RecipientFileField
          key={slot}
          slot={slot}
          uploadedName={uploaded[slot]}
          onUploaded={(fileId, name) => {
            setFileIds((ids) => ({ ...ids, [slot]: fileId }));
            setUploaded((names) => ({ ...names, [slot]: name }));
          }}
          onFile={recipient?.files[slot] ? recipient.id : null}
          required={slot === 'passbook' || kind === 'person'}
          error={text(fileField[slot])}
        />
      ))}
      <ChannelsPicker
        value={channels}
        onChange={setChannels}
        titles={titles}
        errors={text('channel_ids') ? { 0: text('channel_ids')! } : {}}
        useSearch={useNetworkChannelSearch}
        label={t('payees:recipients.channels')}
        helperText={t('payees:recipients.channelsHelp')}
        testId="recipient-channels"
      />
    </ConfirmDialog>
  );
}
