// Side navigation (spec 2): groups start expanded and their headers collapse and expand; items are
// the pages this user may see, computed from the shared tables.
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ExpandLessIcon, ExpandMoreIcon, LogoutIcon } from '../../components/icons.tsx';
import { storedChannelPreset } from '../../lib/preferences.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { usePreference } from '../../lib/use-preference.ts';
import { pageHref } from '../page-href.ts';

/** `onNavigate` runs when a page is chosen (the drawer over the page then closes). */
export function SideNav({ onLogout, onNavigate }: { onLogout: () => void; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { navigation, channel } = useAccess();
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const preset = usePreference(storedChannelPreset);

  return (
    <Box component="nav" aria-label={t('navigation')} data-testid="side-nav">
      {/* A list of groups, each a list of pages: every child of a list is an item (li). */}
      <List sx={{ py: 1 }}>
        {navigation.map((group) => (
          <ListItem key={group.key} disablePadding sx={{ display: 'block' }}>
            <ListItemButton
              onClick={() => setCollapsed((c) => ({ ...c, [group.key]: !c[group.key] }))}
              aria-expanded={!collapsed[group.key]}
              sx={{ py: 0.5 }}
              data-testid={`nav-group-${group.key}`}
            >
              <ListItemText
                primary={t(`nav:groups.${group.key}`)}
                slotProps={{ primary: { variant: 'overline', color: 'text.secondary', sx: { fontWeight: 700 } } }}
              />
              {collapsed[group.key] ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
            </ListItemButton>
            <Collapse in={!collapsed[group.key]} timeout="auto">
              <List disablePadding>
                {group.items.map((item) => (
                  <ListItem key={item.page} disablePadding>
                    <ListItemButton
                      component={NavLink}
                      to={pageHref(item.page, channel?.id, preset)}
                      onClick={onNavigate}
                      sx={{ pl: 3, borderRadius: 2, mx: 1, '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
                      data-testid={`nav-item-${item.page}`}
                    >
                      <ListItemText primary={t(`nav:pages.${item.page}`)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Collapse>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} sx={{ mt: 1, mx: 1, borderRadius: 2 }} data-testid="nav-logout">
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav:logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
