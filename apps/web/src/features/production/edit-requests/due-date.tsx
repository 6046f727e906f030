// A request's due date in the reader's language, marked when it has passed and the request is not published.
import type { EditRequestStatus } from '@chorus/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatDate } from './edit-requests-format.ts';
import { isOverdue } from './edit-requests-model.ts';

export function DueDate({ request, today, testId }: { request: { due_date: string; status: EditRequestStatus }; today: string; testId?: string }) {
  const { t, i18n } = useTranslation();
  const overdue = isOverdue(request, today);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid={testId}>
      <span>{formatDate(request.due_date, i18n.language)}</span>
      {overdue && <Chip size="small" color="error" label={t('editing:overdue')} data-testid={testId && `${testId}-overdue`} />}
    </Stack>
  );
}
