// The frame of the signed-out pages: logo, a card, language choice and the legal links.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { Logo } from '../../../components/logo.tsx';

export function AuthLayout({ title, children, showLanguage = true }: { title: string; children: ReactNode; showLanguage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #f4f2ff 0%, #eef6f7 100%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <RouterLink to="/" style={{ color: 'inherit', textDecoration: 'none' }} aria-label="Chorus">
            <Logo />
          </RouterLink>
          {showLanguage && <LanguageSelect />}
        </Stack>
        <Card elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 2 }}>
          <Link component={RouterLink} to="/privacy" variant="body2" color="text.secondary">
            {t('legal.privacyTitle')}
          </Link>
          <Link component={RouterLink} to="/terms" variant="body2" color="text.secondary">
            {t('legal.termsTitle')}
          </Link>
        </Stack>
      </Box>
    </Box>
  );
}
