// Choosing the .xlsx a batch upload sends (batch invitations, batch creator update): a button that
// opens the hidden file input, the chosen file's name, and room for the upload button beside it.
// The input is emptied whenever no file is chosen, so the same file can be chosen again after a send.
// `texts` is the feature's translation prefix holding `chooseFile` and `noFile`.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function XlsxFilePicker({
  file,
  onChange,
  texts,
  disabled,
  testId,
  nameTestId,
  children,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  texts: string;
  disabled?: boolean;
  /** On the file input, where tests set the file. */
  testId: string;
  nameTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        {t(`${texts}.chooseFile`)}
      </Button>
      <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid={nameTestId}>
        {file ? file.name : t(`${texts}.noFile`)}
      </Typography>
      <input ref={input} type="file" hidden accept={XLSX_TYPES} onChange={(e) => onChange(e.target.files?.[0] ?? null)} data-testid={testId} />
      {children}
    </Stack>
  );
}
