// A card of a linked account's page, whose header says where its figures come from: the creator's
// own account (first party), or not available.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a card's figures come from: the creator's own account, or not available. */
export function SourceChip({ available }: { available: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={available ? 'success' : 'default'} label={t(available ? 'social:source.firstParty' : 'social:notAvailable')} />
  );
}

export function SocialCard({ title, available, testId, children }: { title: string; available: boolean; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <SourceChip available={available} />
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
