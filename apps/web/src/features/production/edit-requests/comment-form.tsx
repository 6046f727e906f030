// A comment pinned to a timecode of the version shown: the timecode follows the player until the
// person types one of their own (a player that cannot play, a link, starts at 0:00).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, keepOpenOnFieldErrors } from '../../../components/field-errors.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useAction } from '../../../lib/use-action.ts';
import Alert from '@mui/material/Alert';
import { useCommentOnCut } from './api.ts';
import { formatTimecode, parseTimecode } from './edit-requests-model.ts';

type Props = { requestId: number; version: number; time: number; playable: boolean };

export function CommentForm({ requestId, version, time, playable }: Props) {
  const { t } = useTranslation();
  const comment = useCommentOnCut();
  const { busy, failure, run } = useAction();
  const [text, setText] = useState('');
  // null: the timecode follows the player; text: what the person typed.
  const [typed, setTyped] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const at = typed ?? formatTimecode(time);
  const submit = async () => {
    const seconds = parseTimecode(at);
    const found: Record<string, string> = {};
    if (seconds === null) found.at = 'messages:validation.editTimecode';
    if (!text.trim()) found.text = 'messages:validation.editRequired';
    setErrors(found);
    if (seconds === null || Object.keys(found).length > 0) return;
    await run(async () => {
      try {
        await comment.mutateAsync({ params: { requestId }, body: { at_seconds: seconds, text: text.trim(), version } });
        setText('');
        setTyped(null);
      } catch (error) {
        keepOpenOnFieldErrors(error, (fields) =>
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === 'at_seconds' ? 'at' : k, `raw:${v}`]))),
        );
      }
    });
  };
  return (
    <Stack
      component="form"
      spacing={1}
      noValidate
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="edit-comment-form"
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          label={t('editing:comments.at')}
          value={at}
          onChange={(v) => {
            setTyped(v);
            setErrors((e) => ({ ...e, at: '' }));
          }}
          error={errorText(errors.at || undefined, t)}
          help={playable ? (typed === null ? t('editing:comments.followsPlayer') : undefined) : undefined}
          testId="edit-comment-at"
          sx={{ width: { xs: '100%', sm: 150 }, flexShrink: 0 }}
          size="small"
        />
        <FormTextField
          label={t('editing:comments.text')}
          value={text}
          onChange={(v) => {
            setText(v);
            setErrors((e) => ({ ...e, text: '' }));
          }}
          error={errorText(errors.text || undefined, t)}
          multiline
          fullWidth
          size="small"
          testId="edit-comment-text"
          htmlInput={{ maxLength: 2000 }}
        />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="edit-comment-submit">
          {t('editing:comments.add', { at })}
        </Button>
        {typed !== null && playable && (
          <Button onClick={() => setTyped(null)} data-testid="edit-comment-follow">
            {t('editing:comments.useCurrent')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
