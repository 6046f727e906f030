// The edit mode the group's cards share: opened on a button in the card's header, saved with the
// buttons below the form (busy while the request runs), closed after a save; a refusal stays open
// with its message and hands the server's field errors to the card.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

export function useCardEdit() {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const action = useAction({ fallback: t('messages:errors.channelGroupUpdateFailed') });

  const open = () => {
    action.reset();
    setEditing(true);
  };
  const save = async (request: () => Promise<unknown>, onFieldErrors: (fields: Record<string, string>) => void) => {
    const saved = await action.run(
      async () => {
        await request();
        return true;
      },
      { onError: (error) => error instanceof ApiError && onFieldErrors(error.fields) },
    );
    if (!saved) return;
    toast(t('messages:success.saved'));
    setEditing(false);
  };
  return { editing, busy: action.busy, failure: action.failure, setFailure: action.setFailure, open, cancel: () => setEditing(false), save };
}

export function CardEditActions({
  edit,
  onSave,
  saveTestId,
  mt,
}: {
  edit: ReturnType<typeof useCardEdit>;
  onSave: () => void;
  saveTestId: string;
  mt?: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt }}>
      <Button onClick={edit.cancel} disabled={edit.busy}>
        {t('cancel')}
      </Button>
      <Button variant="contained" onClick={onSave} disabled={edit.busy} data-testid={saveTestId}>
        {t('save')}
      </Button>
    </Stack>
  );
}

/** The card header's button that opens the edit mode: for those who may manage the group, hidden while editing. */
export function CardEditButton({
  edit,
  allowed,
  onStart,
  label,
  testId,
}: {
  edit: ReturnType<typeof useCardEdit>;
  allowed: boolean;
  onStart: () => void;
  label: string;
  testId: string;
}) {
  if (!allowed || edit.editing) return null;
  return (
    <Button onClick={onStart} data-testid={testId}>
      {label}
    </Button>
  );
}
