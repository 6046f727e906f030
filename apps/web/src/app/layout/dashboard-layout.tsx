// The signed-in frame: top bar (menu, logo to the profile, channel, language, who is signed in) and
// the side navigation drawer. On wide screens the drawer sits beside the page, open by default and
// remembered in this browser; on narrow ones (phones) it opens over the page, starts closed and
// closes again once a page is chosen, and the top bar shrinks the language and the name to icons.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { AccountingTabsSlot } from '../../lib/accounting-tabs-slot.tsx';
import { CaseVideoActionsSlot } from '../../lib/case-video-actions-slot.tsx';
import { ChannelHeaderSlot, ChannelOverviewSlot } from '../../lib/channel-header-slot.tsx';
import { MenuIcon } from '../../components/icons.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { Logo } from '../../components/logo.tsx';
import { api } from '../../lib/api-client.ts';
import { storeDrawerOpen, storedDrawerOpen } from '../../lib/preferences.ts';
import { accountingExtraTabs } from '../composed/accounting-extra-tabs.ts';
import { ChannelSelector } from './channel-selector.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { SideNav } from './side-nav.tsx';
import { SignedInUser } from './signed-in-user.tsx';
import { SwitchedBanner } from './switched-banner.tsx';

const drawerWidth = 248;

// The marketplace's favourites star on channel headings, loaded with the page that shows it.
const ChannelStar = lazy(() => import('../../features/collab/search/channel-star.tsx').then((m) => ({ default: m.ChannelStar })));
// The reseller area's resale products beside each case video of a package (issue 12).
const LinkedAccountsHeadlines = lazy(() => import('../../features/social/linked-headlines.tsx').then((m) => ({ default: m.LinkedAccountsHeadlines })));
const VideoProductsButton = lazy(() => import('../../features/resell/sales/video-products.tsx').then((m) => ({ default: m.VideoProductsButton })));

export function DashboardLayout() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width:900px)');
  const [wideOpen, setWideOpen] = useState(storedDrawerOpen);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const open = wide ? wideOpen : narrowOpen;

  const toggle = () => {
    if (!wide) return setNarrowOpen((o) => !o);
    setWideOpen((o) => {
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
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <IconButton edge="start" onClick={toggle} aria-label={t('toggleNavigation')} aria-expanded={open} data-testid="drawer-toggle">
            <MenuIcon />
          </IconButton>
          <RouterLink
            to="/dashboard/info"
            style={{ color: 'inherit', textDecoration: 'none' }}
            aria-label={`Chorus · ${t('nav:pages.info')}`}
            data-testid="logo-link"
          >
            <Logo size={28} textOnWide />
          </RouterLink>
          <Box sx={{ flex: 1 }} />
          <ChannelSelector />
          {wide ? <LanguageSelect /> : <LanguageMenu />}
          <SignedInUser compact={!wide} />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setNarrowOpen(false)}
        sx={{ width: wide && open ? drawerWidth : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        <SideNav onLogout={logout} onNavigate={wide ? undefined : () => setNarrowOpen(false)} />
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        <SwitchedBanner />
        <ChannelHeaderSlot.Provider value={ChannelStar}>
          <ChannelOverviewSlot.Provider value={LinkedAccountsHeadlines}>
            <CaseVideoActionsSlot.Provider value={VideoProductsButton}>
              <AccountingTabsSlot.Provider value={accountingExtraTabs}>
                <Outlet />
              </AccountingTabsSlot.Provider>
            </CaseVideoActionsSlot.Provider>
          </ChannelOverviewSlot.Provider>
        </ChannelHeaderSlot.Provider>
      </Box>
    </Box>
  );
}
