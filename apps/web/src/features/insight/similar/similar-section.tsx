// One section of the inspiration page's similar part (similar channels, keyword gaps, licensing
// price): the card titled with its part's texts, a bar while its answer loads, the part's own
// failure text when the answer fails, then its body.
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import '../i18n.ts';

export function SimilarSection({
  part,
  answer,
  testId,
  children,
}: {
  /** The part's texts: `insight:similar.<part>.title`, `.help` and `.failed`. */
  part: 'top' | 'gaps' | 'price';
  answer: { isPending: boolean; error: unknown };
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('insight');
  return (
    <SectionCard title={t(`insight:similar.${part}.title`)} subtitle={t(`insight:similar.${part}.help`)} testId={testId}>
      {answer.isPending && <LinearProgress />}
      {Boolean(answer.error) && <Alert severity="error">{t(`insight:similar.${part}.failed`)}</Alert>}
      {children}
    </SectionCard>
  );
}
