// A yes/no question before something that cannot be undone, or a small form in a dialog: cancel, and
// one action. While the action runs the dialog cannot be closed; when it fails, its message shows in
// the dialog; when it succeeds, the dialog closes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../lib/use-action.ts';

type Props = {
  open: boolean;
  title: ReactNode;
  /** The question, as text. */
  body?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Throw to show the error's message; resolve `false` to stay open without one (a field says what is wrong). */
  onConfirm: () => Promise<void | false>;
  onClose: () => void;
  /** Form fields (or more text), below the question and the failure. */
  children?: ReactNode;
  confirmDisabled?: boolean;
  maxWidth?: 'xs' | 'sm';
  /** The gap between the failure, the question and the fields. */
  spacing?: number;
  testId?: string;
  confirmTestId?: string;
};

export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
  children,
  confirmDisabled = false,
  maxWidth = 'xs',
  spacing = 2,
  testId = 'confirm-dialog',
  confirmTestId = 'confirm-action',
}: Props) {
  const { t } = useTranslation();
  const { busy, failure, reset, run } = useAction();
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to a form around the opener.
    event.stopPropagation();
    await run(async () => {
      if ((await onConfirm()) !== false) onClose();
    });
  };
  return (
    <Dialog open={open} onClose={close} maxWidth={maxWidth} fullWidth data-testid={testId}>
      <Box component="form" onSubmit={confirm} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {/* Room above the fields, so that the first outlined label is not cut off. */}
          <Stack spacing={spacing} sx={{ pt: children ? 1 : 0 }}>
            {body && <DialogContentText component="div">{body}</DialogContentText>}
            {failure && <Alert severity="error">{failure}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy || confirmDisabled} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
