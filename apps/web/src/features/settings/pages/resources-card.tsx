// Where people look next from the others page: the API documentation and the legal pages.
import { routes } from '@chorus/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OpenInNewIcon } from '../../../components/icons.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import '../i18n.ts';

export function ResourcesCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings:others.resources')}>
      <Stack spacing={2}>
        <Box>
          <Link
            href={routes.docs.path}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            data-testid="api-docs-link"
          >
            {t('settings:others.apiDocs')}
            <OpenInNewIcon sx={{ fontSize: 16 }} />
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('settings:others.apiDocsHelp')}
          </Typography>
        </Box>
        <Box>
          <Stack direction="row" spacing={2}>
            <Link component={RouterLink} to="/privacy" sx={{ fontWeight: 600 }}>
              {t('legal.privacyTitle')}
            </Link>
            <Link component={RouterLink} to="/terms" sx={{ fontWeight: 600 }}>
              {t('legal.termsTitle')}
            </Link>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('settings:others.legalHelp')}
          </Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
