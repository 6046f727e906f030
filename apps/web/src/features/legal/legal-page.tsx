// Privacy policy and terms of use: plain text from the locale files, so they read well in every language.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';

export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const title = t(`legal.${kind}Title`);
  usePageTitle(title);
  const paragraphs = t(`legal.${kind}Body`).split('\n\n');
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2, md: 6 } }}>
      <Link component={RouterLink} to="/">
        ← Chorus
      </Link>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, mt: 2 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {paragraphs.map((p, i) => (
          <Typography key={i} paragraph>
            {p}
          </Typography>
        ))}
      </Paper>
    </Box>
  );
}
