// An outlined card with a titled header, the building block of the settings pages.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SectionTitle } from './section-title.tsx';

type Props = { title: ReactNode; subtitle?: ReactNode; action?: ReactNode; children: ReactNode; testId?: string; flush?: boolean };

/** `flush` drops the padding under the header, for a table that runs to the card's edges. */
export function SectionCard({ title, subtitle, action, children, testId, flush = false }: Props) {
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid={testId}>
      <CardContent sx={{ pb: flush ? '0 !important' : undefined, px: flush ? 0 : undefined }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', px: flush ? 2 : 0 }}>
          <SectionTitle title={title} subtitle={subtitle} />
          {action}
        </Stack>
        <Divider sx={{ mt: 2, mb: flush ? 0 : 2 }} />
        {children}
      </CardContent>
    </Card>
  );
}
