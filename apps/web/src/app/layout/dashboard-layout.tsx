// The signed-in frame: top bar (menu, logo to the profile, channel, language, who is signed in) and
// the side navigation drawer, open by default and remembered in this browser.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { MenuIcon } from '../../components/icons.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { Logo } from '../../components/logo.tsx';
import { api } from '../../lib/api-client.ts';
import { storeDrawerOpen, storedDrawerOpen } from '../../lib/preferences.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { ChannelSelector } from './channel-selector.tsx';
import { SideNav } from './side-nav.tsx';
import { SwitchedBanner } from './switched-banner.tsx';

const drawerWidth = 248;

export function DashboardLayout() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const wide = useMediaQuery('(min-width:900px)');
  const [open, setOpen] = useState(storedDrawerOpen);

  const toggle = () => {
    setOpen((o) => {
      storeDrawerOpen(!o);
      return !o;
    });
  };
  const logout = async () => {
    await api('logout', { body: {} }).catch(() => {});
    // A fresh load of the home page: nothing of the signed-in user stays in memory, and the
    // dashboard's own redirect to sign-in (on seeing "signed out") cannot win over this navigation.
    window.location.replace('/');
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 2 }}>
          <IconButton edge="start" onClick={toggle} aria-label={t('toggleNavigation')} aria-expanded={open} data-testid="drawer-toggle">
            <MenuIcon />
          </IconButton>
          <RouterLink to="/dashboard/info" style={{ color: 'inherit', textDecoration: 'none' }} aria-label={t('nav:pages.info')} data-testid="logo-link">
            <Logo size={28} />
          </RouterLink>
          <Box sx={{ flex: 1 }} />
          <ChannelSelector />
          <LanguageSelect />
          <Stack sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'flex-end' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="signed-in-name">
              {user.name}
            </Typography>
            <Chip size="small" label={t(`nav:roles.${user.account_type}`)} sx={{ height: 18, fontSize: 11 }} />
          </Stack>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'persistent' : 'temporary'}
        open={open}
        onClose={toggle}
        sx={{ width: wide && open ? drawerWidth : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        <SideNav onLogout={logout} />
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        <SwitchedBanner />
        <Outlet />
      </Box>
    </Box>
  );
}
