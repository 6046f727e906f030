// "Send now": the chosen channels, or every subscribed one, for a quarter (spec 9: the previous one
// unless another is chosen). Each channel becomes one job of the run; the dialog closes once the run
// is queued and the runs section shows it.
import type { ReportSubscriptionList } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { quarterChoices, quarterCode } from './mailing-model.ts';
import { RatesNote } from './rates-note.tsx';

type Props = {
  /** The chosen channels; null: every subscribed channel. */
  channelIds: string[] | null;
  list: ReportSubscriptionList;
  onClose: () => void;
  onStarted: (runId: string) => void;
};

export function SendDialog({ channelIds, list, onClose, onStarted }: Props) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const write = useEndpointWrite();
  const choices = quarterChoices(list.quarter);
  const [code, setCode] = useState(quarterCode(list.quarter));
  const chosen = choices.find((q) => quarterCode(q) === code) ?? list.quarter;

  const start = async () => {
    const started = await write('reportMailingRunStart', {
      body: { year: chosen.year, quarter: chosen.quarter, ...(channelIds ? { channel_ids: channelIds } : {}) },
    });
    // Nothing to send is refused by the server with its reason, which the dialog shows (issue 23).
    toast(t('reports:mailing.send.started', { run: started.run_id, count: started.channels }), 'success');
    onStarted(started.run_id);
  };

  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t('reports:mailing.send.title')}
      body={channelIds ? t('reports:mailing.send.chosen', { count: channelIds.length }) : t('reports:mailing.send.every', { count: list.enabled_total })}
      confirmLabel={t('reports:mailing.send.confirm')}
      onConfirm={start}
      onClose={onClose}
      confirmDisabled={channelIds === null && list.enabled_total === 0}
      testId="mailing-send-dialog"
      confirmTestId="mailing-send-confirm"
    >
      <SelectField
        label={t('reports:mailing.send.quarter')}
        value={code}
        onChange={setCode}
        options={choices.map((q) => ({ value: quarterCode(q), label: t('reports:mailing.quarterName', { year: q.year, quarter: q.quarter }) }))}
        sx={{ maxWidth: 240 }}
        testId="mailing-send-quarter"
      />
      <Typography variant="body2" color="text.secondary">
        {t('reports:mailing.send.skipSent')}
      </Typography>
      {channelIds === null && list.enabled_total === 0 && <Alert severity="info">{t('reports:mailing.send.noneSubscribed')}</Alert>}
      {quarterCode(chosen) === quarterCode(list.quarter) ? (
        <RatesNote quarter={list.quarter} rates={list.rates} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('reports:mailing.rates.otherQuarter', { quarter: quarterCode(chosen) })}
        </Typography>
      )}
    </ConfirmDialog>
  );
}
