// The audience-interest setting (spec 5): exactly twelve video ids. Editable with the
// editChannelSettings component; read-only otherwise. Each field is checked as typed (11 characters
// of letters, digits, - and _; no repeats); a pasted YouTube link or a pasted list fills the fields.
import { INTEREST_VIDEO_COUNT } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../components/icons.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveInterestVideos } from '../api.ts';
import { interestProblems, videoIdOf } from '../hooks/interest-rules.ts';

const padded = (ids: readonly string[]) => Array.from({ length: INTEREST_VIDEO_COUNT }, (_, i) => ids[i] ?? '');

export function InterestVideos({ channelId, saved, editable }: { channelId: string; saved: readonly string[]; editable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveInterestVideos();
  const [ids, setIds] = useState<string[]>(() => padded(saved));
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const problems = interestProblems(ids);
  const dirty = ids.join('\n') !== padded(saved).join('\n');

  const set = (index: number, value: string) => setIds((list) => list.map((v, i) => (i === index ? videoIdOf(value) : v)));
  const paste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const parts = event.clipboardData
      .getData('text')
      .split(/[\s,，、]+/)
      .map(videoIdOf)
      .filter(Boolean);
    if (parts.length <= 1) return;
    event.preventDefault();
    setIds((list) => list.map((v, i) => (i >= index && i - index < parts.length ? parts[i - index]! : v)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (problems.list) return;
    try {
      await save.mutateAsync({ params: { channelId }, body: { video_ids: ids } });
      setChecked(false);
      toast(t('messages:success.saved'));
    } catch (error) {
      setServerError(error instanceof ApiError ? [error.message, ...Object.values(error.fields)].join(' ') : t('messages:errors.generic'));
    }
  };

  return (
    <Card variant="outlined" data-testid="interest-videos">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Box sx={{ flex: '1 1 320px' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('analytics:interest.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {editable ? t('analytics:interest.help') : t('analytics:interest.helpReadOnly')}
            </Typography>
          </Box>
          {!editable && (
            <Chip icon={<LockIcon fontSize="small" />} label={t('analytics:interest.readOnly')} variant="outlined" data-testid="interest-read-only" />
          )}
        </Stack>
        {!editable ? (
          saved.length === 0 ? (
            <Typography color="text.secondary" data-testid="interest-empty">
              {t('analytics:interest.none')}
            </Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 3, columns: { xs: 1, sm: 2, lg: 3 }, fontFamily: 'monospace' }} data-testid="interest-list">
              {saved.map((id) => (
                <li key={id}>{id}</li>
              ))}
            </Box>
          )
        ) : (
          <Box component="form" onSubmit={submit} noValidate>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
              {ids.map((id, i) => {
                const problem = checked || id ? problems.fields[i] : null;
                return (
                  <TextField
                    key={i}
                    size="small"
                    label={t('analytics:interest.field', { n: i + 1 })}
                    value={id}
                    onChange={(e) => set(i, e.target.value)}
                    error={Boolean(problem)}
                    helperText={problem ? t(problem) : ' '}
                    slotProps={{
                      htmlInput: {
                        'data-testid': `interest-${i}`,
                        spellCheck: false,
                        autoComplete: 'off',
                        onPaste: paste(i),
                        style: { fontFamily: 'monospace' },
                      },
                    }}
                  />
                );
              })}
            </Box>
            {checked && problems.list && (
              <Alert severity="error" sx={{ mt: 1 }} data-testid="interest-error">
                {t(problems.list)}
              </Alert>
            )}
            {serverError && (
              <Alert severity="error" sx={{ mt: 1 }} data-testid="interest-server-error">
                {serverError}
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 2, mt: 2 }}>
              <Typography variant="body2" color="text.secondary" data-testid="interest-count">
                {t('analytics:interest.count', { filled: ids.filter(Boolean).length, total: INTEREST_VIDEO_COUNT })}
              </Typography>
              <Button onClick={() => setIds(padded(saved))} disabled={!dirty || save.isPending}>
                {t('analytics:interest.reset')}
              </Button>
              <Button type="submit" variant="contained" disabled={!dirty || save.isPending} data-testid="interest-save">
                {t('save')}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
