// A send's result as a chip: pending, sent or failed.
import type { ReportSendResult } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusColors } from '../../../components/status-chip.tsx';

const colors: StatusColors<ReportSendResult> = { pending: 'default', sent: 'success', failed: 'error' };

export function ResultChip({ result }: { result: ReportSendResult }) {
  const { t } = useTranslation('reports');
  return <StatusChip status={result} colors={colors} label={t(`reports:mailing.result.${result}`)} testId={`result-${result}`} />;
}
