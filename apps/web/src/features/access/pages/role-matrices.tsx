// The two tables of the role explanations: pages down and roles across (how each role reaches each
// page), and who may invite whom.
import type { BaseAccountType, CapabilitySubKey } from '@chorus/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons.tsx';
import { scrollCue } from '../../../components/table-scroll.ts';
import { invitationRules, roleExplanations } from '../utils/role-table.ts';
import '../i18n.ts';
import { pageMatrixRows } from './roles-model.ts';

const matrixRows = pageMatrixRows();

/** Pages down, roles across: a check when the role always has the page, the relationship's name when one opens it. */
export function PageMatrix({ highlight }: { highlight: BaseAccountType }) {
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
          {matrixRows.map((row) =>
            row.kind === 'group' ? (
              <TableRow key={row.key}>
                <TableCell
                  colSpan={roleExplanations.length + 1}
                  sx={{ bgcolor: 'action.hover', fontWeight: 700, fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
                >
                  {t(`nav:groups.${row.key}`)}
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={`${row.group}-${row.page}`} hover>
                <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, borderRight: 1, borderRightColor: 'divider' }}>
                  {t(`nav:pages.${row.page}`)}
                </TableCell>
                {row.cells.map(({ role, access }) => (
                  <TableCell key={role} align="center" sx={{ bgcolor: role === highlight ? 'rgba(67,56,202,0.04)' : undefined, px: 0.5 }}>
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
                ))}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function InviteMatrix() {
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
