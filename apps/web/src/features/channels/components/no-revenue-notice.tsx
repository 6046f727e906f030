// Issue 9: a channel without revenue data says why and what to do, instead of empty money charts.
// The reason comes from the API (contract `noRevenueReasons`): a partner-source channel is not in
// the network's CMS; a CMS channel may have no revenue reported by YouTube.
import type { NoRevenueReason } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** The one-line reason for a chart card's empty state; the spec 8 message when no reason came. */
export function noRevenueShort(t: TFunction, reason: NoRevenueReason | undefined): string {
  return reason ? t(`analytics:noRevenue.short.${reason}`) : t('messages:errors.dataNotObtained');
}

export function NoRevenueNotice({ reason, testId }: { reason: NoRevenueReason | undefined; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" sx={{ mb: 3 }} data-testid={testId} data-reason={reason ?? ''}>
      <AlertTitle>{t('analytics:noRevenue.title')}</AlertTitle>
      {reason ? t(`analytics:noRevenue.${reason}`) : t('messages:errors.dataNotObtained')}
    </Alert>
  );
}
