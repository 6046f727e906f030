import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastProvider } from '../components/toasts.tsx';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';
import { localizedTheme } from './theme-texts.ts';

export function Providers({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const themeInLanguage = useMemo(() => localizedTheme(theme, t), [t, i18n.language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themeInLanguage}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
