// Issue 23: one place for where a creator's money goes. Finance pays each channel's earnings to its
// remittance recipient (accounting payees: bank code, account, passbook cover), so the profile keeps
// no bank details of its own: it shows the recipient of the channels one owns, read only (the same
// list and rule, canSeeRecipient, as the accounting page's recipients tab), and says where that tab is.
import { pagePath } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';

/** The accounting page's recipients tab (accounting-tabs.ts key `recipients`). */
export const recipientsTabHref = `${pagePath('accounting')}?tab=recipients`;

export function PayoutRecipient() {
  const { t } = useTranslation();
  const { user, canSeePage } = useAccess();
  const owned = user.channels.filter((c) => c.member_type === 'owner');
  const reads = owned.length > 0 && canSeePage('accounting');
  const recipients = useEndpointQuery('recipientList', { query: {} }, { enabled: reads });

  if (owned.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="payout-recipient-none">
        {t(user.channels.length === 0 ? 'profile.recipient.noChannel' : 'profile.recipient.notOwner')}
      </Typography>
    );
  }
  const list = recipients.data?.recipients ?? [];
  const served = new Set(list.flatMap((r) => r.channels.map((c) => c.channel_id)));
  const unset = owned.filter((c) => !served.has(c.channel_id));
  return (
    <Stack spacing={1.5} data-testid="payout-recipient">
      <Typography variant="body2">
        {t('profile.recipient.help')}{' '}
        {reads && (
          <Link component={RouterLink} to={recipientsTabHref} data-testid="payout-recipient-link">
            {t('profile.recipient.link')}
          </Link>
        )}
      </Typography>
      {reads && recipients.isPending && <Skeleton variant="rounded" height={48} />}
      {recipients.isError && <Alert severity="error">{recipients.error.message}</Alert>}
      {list.length > 0 && (
        <List dense disablePadding>
          {list.map((r) => (
            <ListItem key={r.id} disableGutters data-testid="payout-recipient-item" data-recipient-id={r.id}>
              <ListItemText
                primary={r.account_name}
                secondary={`${t('profile.recipient.account', { bank: r.bank_code, account: r.account_number_masked })} · ${r.channels.map((c) => c.title).join(t('profile.recipient.separator'))}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {recipients.isSuccess && unset.length > 0 && (
        <Alert severity="warning" data-testid="payout-recipient-unset">
          {t('profile.recipient.unset', { channels: unset.map((c) => c.channel_title).join(t('profile.recipient.separator')) })}
        </Alert>
      )}
    </Stack>
  );
}
