// The publishing calendar's two dialogs (issue 29): planning a release on the current channel (the
// platform's fields only, checked by the contract's schema, then the server's refusals in words), and
// one release's details: its result or why it failed, its conflicts, moving and cancelling it.
import { mediaTypesOf, releasePlatforms, taipeiDay, type Release, type ReleaseAccount, type ReleasePlatform } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useCancelRelease, useCreateRelease, useRescheduleRelease } from './api.ts';
import { accountsFor, bodyOf, canChange, emptyForm, formErrors, taipeiTime, type ReleaseForm } from './schedule-model.ts';

const fieldOf = (serverField: string) => (serverField === 'publish_at' ? 'date' : serverField);

export function CreateReleaseDialog(props: {
  open: boolean;
  onClose: () => void;
  channels: readonly { id: string; name: string }[];
  accounts: readonly ReleaseAccount[];
  day: string;
}) {
  const { open, onClose, channels, accounts, day } = props;
  const { t } = useTranslation();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const channel = channels.find((c) => c.id === channelId) ?? channels[0] ?? { id: '', name: '' };
  const [form, setForm] = useState<ReleaseForm>(() => emptyForm(day));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateRelease();
  const set = (patch: Partial<ReleaseForm>) => setForm((f) => ({ ...f, ...patch }));
  const choices = accountsFor(accounts, channel.id, form.platform);
  const shown = (field: string) => (errors[field] ? { error: true, helperText: t(`messages:${errors[field]}`, { defaultValue: errors[field] }) } : {});

  const submit = async () => {
    const found = formErrors(form, channel.id);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync({ body: bodyOf(form, channel.id) as never });
      setForm(emptyForm(day));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [fieldOf(k), v])));
      else setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="release-create-title">
      <DialogTitle id="release-create-title">{t('releases:createFor', { name: channel.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {channels.length > 1 && (
            <TextField
              select
              label={t('releases:detail.channel')}
              value={channel.id}
              onChange={(e) => (setChannelId(e.target.value), set({ account_id: '' }))}
              slotProps={{ htmlInput: { 'data-testid': 'release-channel' } }}
            >
              {channels.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label={t('releases:field.platform')}
            value={form.platform}
            onChange={(e) => set({ platform: e.target.value as ReleasePlatform, account_id: '', media_type: '' })}
            slotProps={{ htmlInput: { 'data-testid': 'release-platform' } }}
          >
            {releasePlatforms.map((p) => (
              <MenuItem key={p} value={p} data-testid={`release-platform-${p}`}>
                {t(`releases:platform.${p}`)}
              </MenuItem>
            ))}
          </TextField>
          {form.platform === 'youtube' ? (
            <TextField
              label={t('releases:field.video')}
              value={form.video_id}
              onChange={(e) => set({ video_id: e.target.value })}
              {...(shown('video_id').error ? shown('video_id') : { helperText: t('releases:field.videoHelp') })}
              slotProps={{ htmlInput: { 'data-testid': 'release-video' } }}
            />
          ) : (
            <>
              {choices.length === 0 ? (
                <Alert severity="info">{t('releases:noAccounts', { platform: t(`releases:platform.${form.platform}`) })}</Alert>
              ) : (
                <TextField
                  select
                  label={t('releases:field.account')}
                  value={form.account_id}
                  onChange={(e) => set({ account_id: e.target.value })}
                  {...shown('account_id')}
                  slotProps={{ htmlInput: { 'data-testid': 'release-account' } }}
                >
                  {choices.map((a) => (
                    <MenuItem key={a.account_id} value={String(a.account_id)}>
                      @{a.username}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField
                label={t('releases:field.mediaUrl')}
                value={form.media_url}
                onChange={(e) => set({ media_url: e.target.value })}
                {...(shown('media_url').error ? shown('media_url') : { helperText: t('releases:field.mediaUrlHelp') })}
                slotProps={{ htmlInput: { 'data-testid': 'release-media-url', inputMode: 'url' } }}
              />
              {mediaTypesOf(form.platform).length > 1 && (
                <TextField
                  select
                  label={t('releases:field.mediaType')}
                  value={form.media_type || mediaTypesOf(form.platform)[0]}
                  onChange={(e) => set({ media_type: e.target.value })}
                >
                  {mediaTypesOf(form.platform).map((m) => (
                    <MenuItem key={m} value={m}>
                      {t(`releases:media.${m}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('releases:field.date')}
              value={form.date}
              onChange={(e) => set({ date: e.target.value })}
              {...shown('date')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'release-date' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              type="time"
              label={t('releases:field.time')}
              value={form.time}
              onChange={(e) => set({ time: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'release-time' } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            label={t('releases:field.caption')}
            value={form.caption}
            onChange={(e) => set({ caption: e.target.value })}
            multiline
            minRows={2}
            {...shown('caption')}
            slotProps={{ htmlInput: { 'data-testid': 'release-caption' } }}
          />
          {failure && (
            <Alert severity="error" data-testid="release-create-failed">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('releases:cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={create.isPending} data-testid="release-save">
          {t('releases:save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ReleaseDialog({ release, canPlan, gapHours, onClose }: { release: Release | null; canPlan: boolean; gapHours: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const move = useRescheduleRelease();
  const cancel = useCancelRelease();
  if (!release) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Taipei' });
  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? Object.values(error.fields)[0] || error.message : t('messages:errors.generic'));
    }
  };
  const platform = t(`releases:platform.${release.platform}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="release-detail-title">
      <DialogTitle id="release-detail-title">{t('releases:detail.title', { platform })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.25} data-testid="release-detail">
          <Typography>
            {t('releases:detail.channel')}: {release.channel_title}
            {release.account_username ? ` · @${release.account_username}` : ''}
            {release.video_id ? ` · ${release.video_id}` : ''}
          </Typography>
          <Typography>
            {t('releases:detail.time')}: {when.format(new Date(release.publish_at))}
          </Typography>
          <Typography>
            {t('releases:detail.state')}: {t(`releases:state.${release.state}`)}
            {release.media_type ? ` · ${t(`releases:media.${release.media_type}`)}` : ''}
          </Typography>
          {release.caption && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {release.caption}
            </Typography>
          )}
          {release.result && (
            <Alert severity="success" data-testid="release-result">
              {t('releases:detail.postId', { id: release.result.post_id, time: when.format(new Date(release.result.published_at)) })}{' '}
              {release.result.url && (
                <Link href={release.result.url} target="_blank" rel="noopener noreferrer">
                  {t('releases:detail.openPost')}
                </Link>
              )}
            </Alert>
          )}
          {release.error && (
            <Alert severity="error" data-testid="release-error">
              {t(`messages:${release.error}`, { ...(release.error_params ?? {}), defaultValue: t('messages:errors.generic') })}
            </Alert>
          )}
          {release.conflicts.length > 0 && (
            <Alert severity="warning" data-testid="release-conflict">
              {t('releases:conflictWith', { hours: gapHours, others: release.conflicts.map((id) => `#${id}`).join(', ') })}
            </Alert>
          )}
          {canPlan && canChange(release) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                type="date"
                size="small"
                label={t('releases:detail.move')}
                value={date || taipeiDay(release.publish_at)}
                onChange={(e) => setDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="time"
                size="small"
                label={t('releases:field.time')}
                value={time || taipeiTime(release.publish_at)}
                onChange={(e) => setTime(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button
                onClick={() =>
                  void act(() =>
                    move.mutateAsync({
                      params: { releaseId: release.release_id },
                      body: { publish_at: `${date || taipeiDay(release.publish_at)}T${time || taipeiTime(release.publish_at)}:00+08:00` },
                    }),
                  )
                }
                disabled={move.isPending}
              >
                {t('releases:detail.moveSave')}
              </Button>
            </Stack>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {canPlan && canChange(release) && (
          <Button
            color="error"
            onClick={() =>
              window.confirm(t('releases:detail.cancelConfirm')) && void act(() => cancel.mutateAsync({ params: { releaseId: release.release_id } }))
            }
            disabled={cancel.isPending}
            data-testid="release-cancel"
          >
            {t('releases:detail.cancelRelease')}
          </Button>
        )}
        <Button onClick={onClose}>{t('releases:cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
