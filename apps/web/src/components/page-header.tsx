// A dashboard page of its own width, topped by its title (the h1), an optional line of help and the
// page's actions.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PageKey } from '@chorus/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/page-title.ts';

function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 3, flexWrap: 'wrap', gap: 2 }}>
      <div>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 760 }}>
            {subtitle}
          </Typography>
        )}
      </div>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/** The page's title: its own, or (`page`) its name in the navigation. */
type Title = { title: string; page?: never } | { page: PageKey; title?: never };

export function DashboardPage({
  maxWidth,
  children,
  title,
  page,
  ...header
}: Title & {
  maxWidth: number;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth }}>
      <PageHeader title={title ?? t(`nav:pages.${page}`)} {...header} />
      {children}
    </Box>
  );
}
