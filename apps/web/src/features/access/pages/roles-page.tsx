// Role explanations (spec 6): what each role sees and may do, and who may invite whom, generated
// from the contract's capability table and navigation (utils/role-table.ts).
import { baseAccountType, type BaseAccountType, type CapabilitySubKey } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CheckIcon } from '../../../components/icons.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { scrollCue } from '../../../components/table-scroll.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { explainRole, invitationRules, pageAccess, pageGroups, roleExplanations } from '../utils/role-table.ts';
import '../i18n.ts';

export function RolesPage() {
  const { t } = useTranslation();
  const { user, canSeePage } = useAccess();
  const mine = baseAccountType(user.account_type);
  const [selected, setSelected] = useState<BaseAccountType>(mine);

  return (
    <DashboardPage
      maxWidth={1280}
      title={t('access:roles.title')}
      subtitle={t('access:roles.help')}
      actions={
        canSeePage('permission') && (
          <Button component={RouterLink} to="/dashboard/permission" variant="outlined" data-testid="roles-back">
            {t('access:roles.back')}
          </Button>
        )
      }
    >
      <SectionCard title={t('access:roles.rulesTitle')}>
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }} data-testid="roles-rules">
          {(['adminInvites', 'superStaff', 'channelOwner', 'channelMember', 'apiPermissions', 'aliases', 'channelGroups'] as const).map((rule) => (
            <li key={rule}>
              <Typography variant="body2">{t(`access:roles.rules.${rule}`)}</Typography>
            </li>
          ))}
        </Box>
      </SectionCard>

      <SectionCard title={t('access:roles.byRoleTitle')} subtitle={t('access:roles.byRoleHelp')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }} role="tablist" aria-label={t('access:roles.byRoleTitle')}>
          {roleExplanations.map(({ role }) => (
            <Chip
              key={role}
              role="tab"
              aria-selected={role === selected}
              label={role === mine ? `${t(`nav:roles.${role}`)} · ${t('access:roles.you')}` : t(`nav:roles.${role}`)}
              color={role === selected ? 'primary' : 'default'}
              variant={role === selected ? 'filled' : 'outlined'}
              onClick={() => setSelected(role)}
              data-testid={`roles-pick-${role}`}
            />
          ))}
        </Stack>
        <RoleDetail role={selected} />
      </SectionCard>

      <SectionCard title={t('access:roles.matrixTitle')} subtitle={t('access:roles.matrixHelp')} flush>
        <PageMatrix highlight={selected} />
      </SectionCard>

      <SectionCard title={t('access:roles.inviteTitle')} subtitle={t('access:roles.inviteHelp')} flush>
        <InviteMatrix />
      </SectionCard>
    </DashboardPage>
  );
}

function RoleDetail({ role }: { role: BaseAccountType }) {
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
          <Grid key={grant.subKey} size={{ xs: 12, md: explanation.grants.length > 1 ? 6 : 12 }}>
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
      {explanation.grants.every((g) => g.invites.length === 0 && g.invitesAds.length === 0) && (
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

/** Pages down, roles across: a check when the role always has the page, the relationship's name when one opens it. */
function PageMatrix({ highlight }: { highlight: BaseAccountType }) {
  const { t } = useTranslation();
  const relation = (subKeys: CapabilitySubKey[]) => subKeys.map((k) => t(`access:roles.subKeysShort.${k}`)).join(' / ');
  return (
    <TableContainer sx={[scrollCue, { maxHeight: 640 }]}>
      <Table size="small" stickyHeader data-testid="roles-matrix">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, bgcolor: 'grey.50', minWidth: 160, position: 'sticky', left: 0, zIndex: 3 }}>{t('access:roles.page')}</TableCell>
            {roleExplanations.map(({ role }) => (
              <TableCell
                key={role}
                align="center"
                sx={{
                  fontWeight: 600,
                  bgcolor: role === highlight ? '#eef0fc' : 'grey.50',
                  color: role === highlight ? 'primary.main' : undefined,
                  minWidth: 76,
                  fontSize: 12,
                  lineHeight: 1.3,
                }}
              >
                {t(`nav:roles.${role}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {pageGroups.map((group) => (
            <Fragment key={group.key}>
              <TableRow>
                <TableCell
                  colSpan={roleExplanations.length + 1}
                  sx={{ bgcolor: 'action.hover', fontWeight: 700, fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
                >
                  {t(`nav:groups.${group.key}`)}
                </TableCell>
              </TableRow>
              {group.pages.map((page) => (
                <TableRow key={page} hover>
                  <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, borderRight: 1, borderRightColor: 'divider' }}>
                    {t(`nav:pages.${page}`)}
                  </TableCell>
                  {roleExplanations.map((e) => {
                    const access = pageAccess(e, page);
                    return (
                      <TableCell key={e.role} align="center" sx={{ bgcolor: e.role === highlight ? 'rgba(67,56,202,0.04)' : undefined, px: 0.5 }}>
                        {access === 'always' ? (
                          <CheckIcon fontSize="small" color="success" titleAccess={t('access:roles.always')} />
                        ) : access ? (
                          <Typography variant="caption" color="secondary.main" sx={{ fontWeight: 600 }}>
                            {relation(access)}
                          </Typography>
                        ) : (
                          <Typography variant="caption" color="text.disabled">
                            —
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function InviteMatrix() {
  const { t } = useTranslation();
  const rules = invitationRules();
  return (
    <TableContainer>
      <Table size="small" data-testid="roles-invites">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, bgcolor: 'grey.50', width: 260 }}>{t('access:roles.inviter')}</TableCell>
            <TableCell sx={{ fontWeight: 600, bgcolor: 'grey.50' }}>{t('access:roles.mayInvite')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.map((rule) => (
            <TableRow key={`${rule.role}-${rule.subKey}`} data-testid={`roles-invites-${rule.role}-${rule.subKey}`}>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`nav:roles.${rule.role}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`access:roles.subKeys.${rule.subKey}`)}
                </Typography>
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {rule.invites.map((r) => (
                    <Chip key={r} size="small" label={t(`nav:roles.${r}`)} />
                  ))}
                  {rule.invitesAds.map((r) => (
                    <Chip key={r} size="small" variant="outlined" color="secondary" label={`${t('access:roles.adsTeam')}: ${t(`access:adsTypes.${r}`)}`} />
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
              {t('access:roles.othersInviteNobody')}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
