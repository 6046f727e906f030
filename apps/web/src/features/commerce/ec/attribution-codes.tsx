// A store's discount codes and what each attributes orders to: a video of the channel, or the channel
// as a whole. The channel's owner adds them (canConnectChannelStore); others read.
import { canConnectChannelStore } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { PlainTable } from '../shared/plain-table.tsx';
import { useAttributionCodes, useSaveAttributionCode } from './api.ts';

export function AttributionCodes({ storeId, channelId }: { storeId: number; channelId: string }) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const codes = useAttributionCodes(storeId);
  const canEdit = canConnectChannelStore(subject, channelId);
  const columns = [{ label: t('commerce:ec.code') }, { label: t('commerce:ec.attributesTo') }];
  return (
    <SectionCard title={t('commerce:ec.codes')} subtitle={t('commerce:ec.codesHelp')} testId="ec-codes">
      <Stack spacing={2}>
        <PlainTable
          columns={columns}
          testId="ec-code-table"
          loading={codes.isFetching}
          error={codes.error}
          empty={t(canEdit ? 'commerce:ec.noCodesAdd' : 'commerce:ec.noCodesRead')}
          rows={codes.data?.items.map((c) => (
            <TableRow key={c.code}>
              <TableCell>{c.code}</TableCell>
              <TableCell>{c.video_id === null ? t('commerce:ec.wholeChannel') : (c.video_title ?? c.video_id)}</TableCell>
            </TableRow>
          ))}
        />
        {canEdit && <CodeForm storeId={storeId} />}
      </Stack>
    </SectionCard>
  );
}

function CodeForm({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const save = useSaveAttributionCode();
  const action = useAction();
  const [code, setCode] = useState('');
  const [videoId, setVideoId] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await action.run(() => save.mutateAsync({ params: { storeId: String(storeId) }, body: { code, video_id: videoId.trim() || null } }));
    if (done) {
      setCode('');
      setVideoId('');
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {action.failure && <Alert severity="error">{action.failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField size="small" label={t('commerce:ec.code')} value={code} onChange={setCode} testId="ec-code" />
        <FormTextField
          size="small"
          label={t('commerce:ec.videoId')}
          value={videoId}
          onChange={setVideoId}
          help={t('commerce:ec.videoIdHelp')}
          sx={{ flex: 1, maxWidth: 360 }}
          testId="ec-code-video"
        />
        <Button type="submit" variant="outlined" disabled={action.busy || !code.trim()} data-testid="ec-code-save">
          {t('commerce:ec.addCode')}
        </Button>
      </Stack>
    </Stack>
  );
}
