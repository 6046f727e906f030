// Moving a prospect through the pipeline: the new stage and notes; for "signed", where the
// invitation goes and what signing does (the server creates and mails the network's invitation).
import type { Prospect, ProspectStatus } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useFormWrite } from './form-write.ts';
import { ProspectDialog } from './prospect-dialog.tsx';
import { nextStages } from './prospects-model.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';

export function StatusDialog({ prospect, onClose }: { prospect: Prospect | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { fields, submit } = useFormWrite();
  const toast = useToast();
  const stages = prospect ? nextStages(prospect.status) : [];
  const [stage, setStage] = useState<ProspectStatus>(() => stages[0] ?? 'found');
  const [notes, setNotes] = useState(() => prospect?.notes ?? '');
  const [email, setEmail] = useState('');
  const title = prospect?.title ?? prospect?.channel_id ?? '';
  const heading = t('exploration:status.title', { title });

  const save = async () => {
    if (!prospect) return;
    const answer = await submit('explorationProspectStatus', {
      params: { prospectId: String(prospect.id) },
      body: { status: stage, notes, ...(stage === 'signed' && email.trim() ? { email: email.trim() } : {}) },
    });
    if (answer === false) return false;
    if (stage !== 'signed') toast(t('exploration:status.moved', { title, stage: t(`exploration:stages.${stage}`) }));
    else toast(t(answer.mail_sent ? 'exploration:status.invited' : 'exploration:status.inviteNotMailed', { title }), answer.mail_sent ? 'success' : 'warning');
  };

  return (
    <ProspectDialog name="status" open={prospect !== null} title={heading} confirm={t('exploration:status.submit')} onConfirm={save} onClose={onClose}>
      <SelectField
        label={t('exploration:status.stage')}
        value={stage}
        onChange={setStage}
        options={stages.map((s) => ({ value: s, label: t(`exploration:stages.${s}`), testId: `stage-${s}` }))}
        error={fields.status}
        testId="status-stage"
      />
      <FormTextField size="small" multiline minRows={2} label={t('exploration:status.notes')} value={notes} onChange={setNotes} error={fields.notes} />
      {stage === 'signed' && (
        <>
          <FormTextField
            size="small"
            type="email"
            label={t('exploration:status.email')}
            value={email}
            onChange={setEmail}
            error={fields.email}
            help={t('exploration:status.emailHelp')}
            testId="status-email"
          />
          <Alert severity="info" data-testid="signed-note">
            {t('exploration:status.signedNote')}
          </Alert>
        </>
      )}
    </ProspectDialog>
  );
}
