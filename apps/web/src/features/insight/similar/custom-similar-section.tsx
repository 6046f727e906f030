// Custom similar channels (spec 2, spec 5: 1 to 10 channel ids kept per channel; spec 8 messages):
// the channel and the channels chosen for it, compared side by side, one column each. The staff-type
// roles and the channel's owner change the list (the server says whether the user may: can_edit).
import { CUSTOM_SIMILAR_MAX, type ComparedChannel } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelsPicker } from '../../../components/channels-picker.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useTableSize } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { scrollCue, stickyFirstColumn } from '../../../components/table-scroll.ts';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCount, formatNumber } from '../../../lib/format.ts';
import '../i18n.ts';
import { useCustomSimilar, useSaveCustomSimilar } from './api.ts';

type Row = { key: string; label: string; cell: (c: ComparedChannel) => ReactNode };

export function CustomSimilarSection({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation('insight');
  const size = useTableSize();
  const custom = useCustomSimilar(channelId);
  const [editing, setEditing] = useState(false);
  const data = custom.data;
  const count = (n: number) => formatCount(n, i18n.language);
  const rows: Row[] = [
    { key: 'score', label: t('insight:similar.custom.rows.score'), cell: (c) => c.score },
    { key: 'subscribers', label: t('insight:similar.custom.rows.subscribers'), cell: (c) => count(c.subscribers) },
    { key: 'views', label: t('insight:similar.custom.rows.views'), cell: (c) => count(c.views) },
    { key: 'videos', label: t('insight:similar.custom.rows.videos'), cell: (c) => count(c.video_count) },
    { key: 'avgVideo', label: t('insight:similar.custom.rows.avgVideo'), cell: (c) => count(c.avg_views_video_month) },
    { key: 'avgShorts', label: t('insight:similar.custom.rows.avgShorts'), cell: (c) => count(c.avg_views_shorts_month) },
    { key: 'engagements', label: t('insight:similar.custom.rows.engagements'), cell: (c) => count(c.engagements) },
    { key: 'frequency', label: t('insight:similar.custom.rows.frequency'), cell: (c) => formatNumber(Number(c.update_frequency), i18n.language) },
    {
      key: 'length',
      label: t('insight:similar.custom.rows.length'),
      cell: (c) => (c.main_length_class ? t(`insight:similar.lengthClasses.${c.main_length_class}`) : '—'),
    },
    {
      key: 'language',
      label: t('insight:similar.custom.rows.language'),
      cell: (c) => t(`insight:similar.languages.${c.language}`, { defaultValue: c.language }),
    },
    { key: 'tags', label: t('insight:similar.custom.rows.tags'), cell: (c) => c.tags.slice(0, 6).join(t('insight:similar.listSeparator')) || '—' },
  ];
  return (
    <SectionCard
      title={t('insight:similar.custom.title')}
      subtitle={t('insight:similar.custom.help')}
      flush
      testId="custom-similar"
      action={
        data?.can_edit && (
          <Button variant="outlined" size="small" onClick={() => setEditing(true)} data-testid="custom-similar-edit">
            {t('insight:similar.custom.edit')}
          </Button>
        )
      }
    >
      {custom.isPending && <LinearProgress />}
      {custom.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('insight:similar.custom.fetchFailed')}
        </Alert>
      )}
      {data && data.channel_ids.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="custom-similar-empty">
          {data.can_edit ? t('insight:similar.custom.emptyEditable') : t('insight:similar.custom.empty')}
        </Typography>
      )}
      {data && data.channel_ids.length > 0 && (
        <TableContainer sx={scrollCue}>
          <Table size={size} sx={stickyFirstColumn} data-testid="custom-similar-table">
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 120 }}>{t('insight:similar.custom.metric')}</TableCell>
                {data.compared.map((c, i) => (
                  <TableCell key={c.channel_id} align="right" sx={{ minWidth: 120, fontWeight: i === 0 ? 700 : undefined }} data-testid="compared-channel">
                    {c.title}
                    {i === 0 && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('insight:similar.custom.thisChannel')}
                      </Typography>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  {data.compared.map((c) => (
                    <TableCell key={c.channel_id} align="right" sx={{ whiteSpace: row.key === 'tags' ? 'normal' : 'nowrap' }}>
                      {row.cell(c)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && data && (
        <EditDialog
          channelId={channelId}
          initial={data.channel_ids}
          titles={Object.fromEntries(data.compared.map((c) => [c.channel_id, c.title]))}
          onClose={() => setEditing(false)}
        />
      )}
    </SectionCard>
  );
}

function EditDialog({ channelId, initial, titles, onClose }: { channelId: string; initial: string[]; titles: Record<string, string>; onClose: () => void }) {
  const { t } = useTranslation('insight');
  const toast = useToast();
  const save = useSaveCustomSimilar(channelId);
  const [ids, setIds] = useState(initial);
  const [atLimit, setAtLimit] = useState(initial.length >= CUSTOM_SIMILAR_MAX);
  const [refused, setRefused] = useState<{ message: string; ids: string[] } | null>(null);
  const change = (next: string[]) => {
    // Spec 8: past 10 the picker keeps the first 10 and says the limit is reached.
    setAtLimit(next.length >= CUSTOM_SIMILAR_MAX);
    setIds(next.slice(0, CUSTOM_SIMILAR_MAX));
    setRefused(null);
  };
  const errors: Record<number, string> = {};
  ids.forEach((id, i) => {
    if (refused?.ids.includes(id)) errors[i] = refused.message;
  });
  const submit = async (input: { channel_ids: string[] } | null) => {
    try {
      await save(input);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.channel_ids) {
        // "No matching channels found: <ids>": the chips of the ids it names turn red.
        setRefused({ message: failure.message, ids: ids.filter((id) => failure.message.includes(id)) });
        return false;
      }
      throw new Error(
        failure instanceof ApiError && failure.status === 400
          ? failure.message
          : t(input ? 'insight:similar.custom.saveFailed' : 'insight:similar.custom.updateFailed'),
      );
    }
    toast(t('insight:similar.custom.updated'));
  };
  return (
    <ConfirmDialog
      open
      title={t('insight:similar.custom.dialogTitle')}
      body={t('insight:similar.custom.dialogHelp', { max: CUSTOM_SIMILAR_MAX })}
      confirmLabel={t('insight:similar.custom.save')}
      confirmDisabled={ids.length === 0}
      onClose={onClose}
      onConfirm={() => submit({ channel_ids: ids })}
      testId="custom-similar-dialog"
    >
      <Stack sx={{ gap: 1 }}>
        <ChannelsPicker
          value={ids}
          onChange={change}
          titles={titles}
          errors={errors}
          label={t('insight:similar.custom.channels')}
          helperText={
            atLimit ? t('insight:similar.custom.limitReached') : t('insight:similar.custom.pickerHelp', { count: ids.length, max: CUSTOM_SIMILAR_MAX })
          }
          testId="custom-similar-picker"
        />
        {refused && (
          <Alert severity="error" data-testid="custom-similar-refused">
            {refused.message}
          </Alert>
        )}
        {initial.length > 0 && (
          <Button
            color="error"
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            data-testid="custom-similar-clear"
            onClick={() =>
              void submit(null)
                .then((r) => r !== false && onClose())
                .catch(() => setRefused({ message: t('insight:similar.custom.updateFailed'), ids: [] }))
            }
          >
            {t('insight:similar.custom.clear')}
          </Button>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
