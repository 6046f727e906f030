// Not found, and no permission: clear pages with a way back.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PageKey } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LockIcon } from '../../components/icons.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAccess } from '../../lib/session/access-context.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }} data-testid="not-found">
      <Typography variant="h2" color="text.secondary" sx={{ fontWeight: 300 }}>
        404
      </Typography>
      <Typography variant="h5" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.body')}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        {t('notFound.back')}
      </Button>
    </Box>
  );
}

/**
 * A page the caller's role does not include, opened by its address: says so, names the page and the
 * role, and who grants pages (issue 23); without a page, the general words.
 */
export function NoPermissionPage({ page }: { page?: PageKey }) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  usePageTitle(t('messages:errors.noPagePermission'));
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }} data-testid="no-permission">
      <LockIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h5" gutterBottom>
        {t('messages:errors.noPagePermission')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {page
          ? t('noPermission.page', {
              page: t(`nav:pages.${page}`),
              role: t(`nav:roles.${subject.accountType}`),
              permissions: t('nav:pages.permission'),
            })
          : t('noPermission.body')}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        {t('notFound.back')}
      </Button>
    </Box>
  );
}
