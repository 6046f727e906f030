// Invitations sent (spec 2): who was invited, as what (into which channel, or which advertiser or
// reseller team with which team role), by whom and when; open ones can be mailed again (the old
// link dies) or withdrawn (the waiting account goes away).
import { invitationStatuses, type InvitationStatus } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PagedTable, SearchFilter, serverPage, usePaging } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusChip, type StatusColors } from '../../../components/status-chip.tsx';
import { EmailText } from '../../../components/email-text.tsx';
import { api } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useInvitations, type InvitationRow } from '../api/access-queries.ts';
import { useAccessChanged } from './use-access-changed.ts';
import { useAction } from '../../../lib/use-action.ts';

const statusColor: StatusColors<InvitationRow['status']> = { pending: 'info', expired: 'warning', accepted: 'success', revoked: 'default' };

export function InvitationsPanel() {
  const { t, i18n } = useTranslation();
  const { changed, invited } = useAccessChanged();
  const [status, setStatus] = useState<InvitationStatus | ''>('pending');
  const [q, setQ] = useState('');
  const paging = usePaging(25);
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  const [resending, setResending] = useState<number | null>(null);
  const { run } = useAction({ report: 'toast' });
  const invitations = useInvitations({ status, q, page: paging.page, page_size: paging.pageSize });

  const resend = async (invitation: InvitationRow) => {
    setResending(invitation.id);
    await run(async () => {
      const result = await api('invitationResend', { params: { id: invitation.id }, body: {} });
      await invited(result.mail_sent, invitation.email);
    });
    setResending(null);
  };

  return (
    <Box data-testid="invitations-panel">
      <PagedTable
        testId="invitations-table"
        toolbar={
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', p: 2 }}>
            <SearchFilter label={t('access:invitations.search')} value={q} onChange={paging.filter(setQ)} testId="invitations-search" />
            <SelectField
              label={t('access:members.status')}
              value={status}
              onChange={paging.filter(setStatus)}
              any={t('access:any')}
              options={invitationStatuses.map((s) => ({ value: s, label: t(`access:invitations.statuses.${s}`) }))}
              sx={{ width: 180 }}
              testId="invitations-status"
            />
          </Stack>
        }
        columns={[
          { label: t('access:invitations.invitee') },
          { label: t('access:accountType'), sx: { minWidth: 110 } },
          { label: t('access:invitations.target'), sx: { minWidth: 120 } },
          { label: t('access:members.status'), sx: { whiteSpace: 'nowrap' } },
          { label: t('access:invitations.invitedBy'), sx: { whiteSpace: 'nowrap' } },
          { label: t('access:invitations.sent'), sx: { whiteSpace: 'nowrap' } },
          { label: t('access:actions'), align: 'right' },
        ]}
        {...serverPage(invitations)}
        paging={paging}
        pageSizes={[10, 25, 50, 100]}
        empty={t('access:invitations.empty')}
      >
        {(inv) => {
          const open = inv.status === 'pending' || inv.status === 'expired';
          return (
            <TableRow key={inv.id} hover data-testid="invitation-row" data-email={inv.email}>
              <TableCell sx={{ maxWidth: 260 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {inv.name}
                </Typography>
                <EmailText email={inv.email} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`nav:roles.${inv.account_type}`)}</TableCell>
              <TableCell>
                {inv.channel_id ? (
                  <>
                    <Typography variant="body2">{inv.channel_title ?? inv.channel_id}</Typography>
                    {inv.member_type && (
                      <Typography variant="caption" color="text.secondary">
                        {t(`nav:memberTypes.${inv.member_type}`)}
                      </Typography>
                    )}
                  </>
                ) : inv.team ? (
                  // A team invitation (advertiser or reseller team): the team joined and the team role.
                  <Box data-testid="invitation-team">
                    <Typography variant="body2">{inv.team.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t(`access:adsTypes.${inv.team.role}`)}
                    </Typography>
                  </Box>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                <StatusChip status={inv.status} colors={statusColor} label={t(`access:invitations.statuses.${inv.status}`)} testId="invitation-status" />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{inv.invited_by?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(inv.sent_at, i18n.language)}
                {inv.send_count > 1 && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('access:invitations.sentTimes', { count: inv.send_count })}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {inv.status === 'accepted' && inv.accepted_at
                    ? t('access:invitations.acceptedAt', { time: formatDateTime(inv.accepted_at, i18n.language) })
                    : inv.status !== 'revoked' && t('access:invitations.expiresAt', { time: formatDateTime(inv.expires_at, i18n.language) })}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {open && (
                  <>
                    <Button size="small" onClick={() => void resend(inv)} disabled={resending === inv.id} data-testid="invitation-resend">
                      {t('access:invitations.resend')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setRevoking(inv)} data-testid="invitation-revoke">
                      {t('access:invitations.revoke')}
                    </Button>
                  </>
                )}
              </TableCell>
            </TableRow>
          );
        }}
      </PagedTable>
      <ConfirmDialog
        open={revoking !== null}
        title={t('access:invitations.revokeTitle')}
        body={t('access:invitations.revokeBody', { email: revoking?.email })}
        confirmLabel={t('access:invitations.revoke')}
        danger
        onConfirm={async () => {
          await api('invitationRevoke', { params: { id: revoking!.id }, body: {} });
          await changed(t('access:invitations.revoked'));
        }}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
