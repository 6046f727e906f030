// One role explained: its summary, the account types behaving like it, and per relationship the
// pages it opens, the actions it may take and whom it may invite.
import type { BaseAccountType } from '@chorus/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { explainRole } from '../utils/role-table.ts';
import '../i18n.ts';
import { grantWidth, invitesNobody } from './roles-model.ts';

export function RoleDetail({ role }: { role: BaseAccountType }) {
  const { t } = useTranslation();
  const explanation = explainRole(role);
  return (
    <Box data-testid="roles-detail">
      <Typography variant="h6" component="h3">
        {t(`nav:roles.${role}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t(`access:roles.summaries.${role}`)}
      </Typography>
      {explanation.aliases.length > 0 && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('access:roles.aliasesOf')} {explanation.aliases.map((a) => t(`nav:roles.${a}`)).join(t('access:listSeparator'))}
        </Typography>
      )}
      <Grid container spacing={2}>
        {explanation.grants.map((grant) => (
          <Grid key={grant.subKey} size={{ xs: 12, md: grantWidth(explanation.grants.length) }}>
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, height: '100%' }} data-testid={`roles-grant-${grant.subKey}`}>
              <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
                {t(`access:roles.subKeys.${grant.subKey}`)}
              </Typography>
              {grant.pages.length > 0 && (
                <Labelled label={t('access:roles.pages')}>
                  {grant.pages.map((p) => (
                    <Chip key={p} size="small" label={t(`nav:pages.${p}`)} />
                  ))}
                </Labelled>
              )}
              {grant.components.length > 0 && (
                <Labelled label={t('access:roles.actions')}>
                  {grant.components.map((c) => (
                    <Tooltip key={c} title={t(`access:components.${c}.help`)}>
                      <Chip size="small" variant="outlined" label={t(`access:components.${c}.label`)} />
                    </Tooltip>
                  ))}
                </Labelled>
              )}
              {grant.invites.length > 0 && (
                <Labelled label={t('access:roles.mayInvite')}>
                  {grant.invites.map((r) => (
                    <Chip key={r} size="small" color="secondary" variant="outlined" label={t(`nav:roles.${r}`)} />
                  ))}
                </Labelled>
              )}
              {grant.invitesAds.length > 0 && (
                <Labelled label={t('access:roles.mayInviteAds')}>
                  {grant.invitesAds.map((r) => (
                    <Chip key={r} size="small" color="secondary" variant="outlined" label={t(`access:adsTypes.${r}`)} />
                  ))}
                </Labelled>
              )}
            </Box>
          </Grid>
        ))}
      </Grid>
      {invitesNobody(explanation) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('access:roles.invitesNobody')}
        </Typography>
      )}
    </Box>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {children}
      </Stack>
    </Box>
  );
}
