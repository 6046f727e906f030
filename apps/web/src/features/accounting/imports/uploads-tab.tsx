// The uploads tab (issue 10 "Revenue uploads"): the upload of several CMS report files
// (upload-card.tsx), then the month's status: which reports are in or missing, reconciliation per
// revenue type against the payment summary (month-status-card.tsx), and the rows of channels not in
// the network, which finance assigns (unmatched-card.tsx).
import { canAssignRevenue, canUploadRevenue } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { MonthField, previousMonth } from '../../../components/month-field.tsx';
import { MonthStatusCard } from './month-status-card.tsx';
import { UnmatchedCard } from './unmatched-card.tsx';
import { UploadCard } from './upload-card.tsx';

export function UploadsTab() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const [month, setMonth] = useState(previousMonth());
  return (
    <Stack>
      {canUploadRevenue(subject) && <UploadCard onMonth={setMonth} />}
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', gap: 2 }}>
        <MonthField label={t('accounting:month')} value={month} onChange={setMonth} testId="accounting-month" />
        <Typography variant="body2" color="text.secondary">
          {t('accounting:monthHint')}
        </Typography>
      </Stack>
      <MonthStatusCard month={month} />
      <UnmatchedCard month={month} canAssign={canAssignRevenue(subject)} />
    </Stack>
  );
}
