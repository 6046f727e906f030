// The remittance recipients section of the accounting page (spec 2 "Remittance recipients (add, edit,
// batch set, delete)"). Finance (updateAccounting; admin and super staff too) sees every recipient
// and changes them; a channel's owner sees the recipient of their channels read-only, with its
// documents. Account numbers are masked wherever they are listed (spec 9).
import { canManageRecipients, pagePath, type Recipient } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AddIcon, SwapIcon } from '../../../components/icons.tsx';
import { PageControls, RowsTable, usePaging, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import '../i18n.ts';
import { BatchSetDialog } from './components/batch-set-dialog.tsx';
import { RecipientDialog } from './components/recipient-dialog.tsx';
import { RecipientDocuments } from './components/recipient-documents.tsx';
import { useRecipient, useRecipients } from './api.ts';

export function RecipientsSection() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const manages = canManageRecipients(subject);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const paging = usePaging(50);
  const list = useRecipients(q, paging.page, paging.pageSize);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [batch, setBatch] = useState<{ initial: number | null } | null>(null);
  const [removing, setRemoving] = useState<Recipient | null>(null);
  const recipients = list.data?.recipients ?? [];

  const columns: Column[] = [
    { label: t('payees:recipients.accountName') },
    { label: t('payees:recipients.kind'), sx: { whiteSpace: 'nowrap' } },
    { label: t('payees:recipients.bankCode'), sx: { whiteSpace: 'nowrap' } },
    { label: t('payees:recipients.accountNumber'), sx: { whiteSpace: 'nowrap' } },
    { label: t('payees:recipients.channels') },
    { label: t('payees:recipients.documents') },
    manages && { label: t('payees:recipients.actions'), align: 'right' },
  ];

  return (
    <SectionCard
      title={t('payees:recipients.title')}
      subtitle={manages ? t('payees:recipients.help') : t('payees:recipients.ownerHelp')}
      testId="recipients-section"
      flush
      action={
        manages && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<SwapIcon />}
              onClick={() => setBatch({ initial: null })}
              disabled={recipients.length === 0}
              data-testid="recipient-batch"
            >
              {t('payees:batch.title')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="recipient-add">
              {t('payees:recipients.add')}
            </Button>
          </Stack>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2, pb: 1 }} data-testid="recipients-profile-line">
        {manages ? t('payees:recipients.profileLine') : t('payees:recipients.ownerLine')}{' '}
        <Link component={RouterLink} to={pagePath('info')} data-testid="recipients-profile-link">
          {t('payees:recipients.profileLink')}
        </Link>
      </Typography>
      {manages && (
        <TextField
          size="small"
          value={search}
          onChange={(e) => paging.filter(setSearch)(e.target.value)}
          placeholder={t('payees:recipients.search')}
          sx={{ m: 2, width: 320, maxWidth: 'calc(100% - 32px)' }}
          slotProps={{ htmlInput: { 'data-testid': 'recipient-search', maxLength: 100 } }}
        />
      )}
      {list.isFetching && <LinearProgress />}
      {list.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {list.error.message}
        </Alert>
      )}
      <RowsTable
        columns={columns}
        empty={recipients.length === 0 && !list.isFetching && (manages ? t('payees:recipients.none') : t('payees:recipients.noneOwn'))}
        emptyTestId="recipients-empty"
      >
        {recipients.map((r) => (
          <TableRow key={r.id} data-testid="recipient-row" data-recipient-id={r.id}>
            <TableCell sx={{ fontWeight: 600 }}>{r.account_name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`payees:kinds.${r.kind}`)}</TableCell>
            <TableCell>{r.bank_code}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} data-testid="recipient-account-masked">
              {r.account_number_masked}
            </TableCell>
            <TableCell>
              {r.channels.length === 0 ? (
                <Typography variant="body2" color="warning.main">
                  {t('payees:recipients.noChannels')}
                </Typography>
              ) : (
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', maxWidth: 320 }}>
                  {r.channels.map((c) => (
                    <Chip key={c.channel_id} size="small" label={c.title} title={c.channel_id} data-testid="recipient-channel" />
                  ))}
                </Stack>
              )}
            </TableCell>
            <TableCell>
              <RecipientDocuments recipient={r} previews={!manages} />
            </TableCell>
            {manages && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => setEditing(r.id)} data-testid="recipient-edit">
                  {t('payees:recipients.edit')}
                </Button>
                <Button size="small" onClick={() => setBatch({ initial: r.id })}>
                  {t('payees:batch.short')}
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(r)} data-testid="recipient-delete">
                  {t('payees:recipients.delete')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </RowsTable>
      <PageControls total={list.data?.total ?? recipients.length} paging={paging} pageSizes={[25, 50, 100, 200]} />
      {adding && <RecipientDialog recipient={null} onClose={() => setAdding(false)} />}
      {editing !== null && <EditRecipient id={editing} onClose={() => setEditing(null)} />}
      {batch && <BatchSetDialog recipients={recipients} initial={batch.initial} onClose={() => setBatch(null)} />}
      <DeleteRecipient recipient={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}

/** The edit dialog opens once the detail (with the whole account number and document ids) is here. */
function EditRecipient({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useRecipient(id);
  if (detail.error) return <Alert severity="error">{detail.error.message}</Alert>;
  if (!detail.data) return <LinearProgress />;
  return <RecipientDialog recipient={detail.data} onClose={onClose} />;
}

function DeleteRecipient({ recipient, onClose }: { recipient: Recipient | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  return (
    <ConfirmDialog
      open={recipient !== null}
      title={t('payees:recipients.deleteTitle')}
      body={recipient ? t('payees:recipients.deleteBody', { name: recipient.account_name, channels: recipient.channels.length }) : ''}
      confirmLabel={t('payees:recipients.delete')}
      danger
      onConfirm={async () => {
        await write('recipientDelete', { params: { recipientId: recipient!.id } });
        toast(t('payees:recipients.deleted', { name: recipient!.account_name }));
      }}
      onClose={onClose}
      testId="recipient-delete-dialog"
      confirmTestId="recipient-delete-confirm"
    />
  );
}
