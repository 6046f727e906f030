// Ask for an edit (issue 29): the channel, a title, the brief, style references and footage links
// (one a line) and the due date, checked by the contract's schema before anything is sent and then
// by the server. Footage files are uploaded on the request once it exists (resumable), so the
// request opens after it is asked.
import { DATE_MAX, DATE_MIN } from '@chorus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText, keepOpenOnFieldErrors, serverFieldErrors } from '../../../components/field-errors.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useAskForEdit } from './api.ts';
import { askBody, askErrors, emptyAskForm, type AskForm, type ChannelChoice } from './edit-requests-model.ts';

const serverField: Record<string, keyof AskForm> = {
  channel_id: 'channelId',
  title: 'title',
  brief: 'brief',
  due_date: 'dueDate',
  style_references: 'styleReferences',
  footage_links: 'footageLinks',
};

type Props = { channels: ChannelChoice[]; initialChannel: string; onClose: () => void; onAsked: (requestId: number) => void };

export function AskDialog({ channels, initialChannel, onClose, onAsked }: Props) {
  const { t } = useTranslation();
  const ask = useAskForEdit();
  const [form, setForm] = useState<AskForm>(emptyAskForm(initialChannel));
  const [errors, setErrors] = useState<Partial<Record<keyof AskForm, string>>>({});
  const field = (name: keyof AskForm) => ({
    value: form[name],
    onChange: (value: string) => {
      setForm((f) => ({ ...f, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    error: errorText(errors[name], t),
  });
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t('editing:ask.title')}
      body={t('editing:ask.help')}
      confirmLabel={t('editing:ask.submit')}
      onClose={onClose}
      testId="edit-ask-dialog"
      confirmTestId="edit-ask-submit"
      onConfirm={async () => {
        const found = askErrors(form);
        if (Object.keys(found).length > 0) {
          setErrors(found);
          return false;
        }
        try {
          const created = await ask.mutateAsync({ body: askBody(form) });
          onAsked(created.request_id);
        } catch (error) {
          return keepOpenOnFieldErrors(error, (fields) => {
            const mapped: Partial<Record<keyof AskForm, string>> = {};
            for (const [name, message] of Object.entries(serverFieldErrors(fields))) {
              const target = serverField[name.split('.')[0]!];
              if (target) mapped[target] = message;
            }
            setErrors(mapped);
          });
        }
      }}
    >
      <SelectField
        label={t('channel')}
        value={form.channelId}
        onChange={field('channelId').onChange}
        options={channels.map((c) => ({ value: c.id, label: c.title }))}
        error={field('channelId').error}
        testId="edit-ask-channel"
      />
      <FormTextField label={t('editing:ask.requestTitle')} required {...field('title')} testId="edit-ask-title" htmlInput={{ maxLength: 200 }} />
      <FormTextField
        label={t('editing:ask.brief')}
        required
        multiline
        minRows={3}
        {...field('brief')}
        help={t('editing:ask.briefHelp')}
        testId="edit-ask-brief"
        htmlInput={{ maxLength: 5000 }}
      />
      <FormTextField
        type="date"
        label={t('editing:ask.due')}
        required
        shrinkLabel
        {...field('dueDate')}
        testId="edit-ask-due"
        htmlInput={{ min: DATE_MIN, max: DATE_MAX }}
      />
      <FormTextField
        label={t('editing:ask.styleReferences')}
        multiline
        minRows={2}
        {...field('styleReferences')}
        help={t('editing:ask.linksHelp')}
        testId="edit-ask-references"
      />
      <FormTextField
        label={t('editing:ask.footageLinks')}
        multiline
        minRows={2}
        {...field('footageLinks')}
        help={t('editing:ask.footageHelp')}
        testId="edit-ask-footage"
      />
    </ConfirmDialog>
  );
}
