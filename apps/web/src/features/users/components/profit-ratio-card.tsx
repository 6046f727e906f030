// Spec 2 profile: "channel profit ratio", read only. For each of one's channels whose ratios one may
// see (contract canSeeRatios: owners, members, advertising partners; the accounting staff), the
// ratios in force this month as accounting keeps them; a channel without any says the network sets it.
import { canSeeRatios, ratioItems, type ChannelRatios } from '@chorus/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useEndpointQueries } from '../../../lib/endpoint-query.ts';
import { formatRatio } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';

export function ProfitRatioCard() {
  const { t, i18n } = useTranslation();
  const { user, subject } = useAccess();
  // Read under the ledger's endpoint: its writes refresh this card too.
  const seen = user.channels.filter((c) => canSeeRatios(subject, c.channel_id));
  const answers = useEndpointQueries(
    'ledgerRatios',
    seen.map((c) => ({ query: { channel_id: c.channel_id } })),
    { retry: false },
  );
  const ratios = new Map(seen.map((c, i) => [c.channel_id, answers[i]?.data]));
  const describe = (data: ChannelRatios | undefined) => {
    const set = ratioItems.filter((item) => data?.current[item] != null);
    if (set.length === 0) return t('profile.profitRatio.setByNetwork');
    return set.map((item) => `${t(`profile.profitRatio.items.${item}`)} ${formatRatio(data!.current[item]!, i18n.language)}`).join(' · ');
  };
  return (
    <SectionCard title={t('profile.profitRatio.title')} subtitle={t('profile.profitRatio.help')} testId="profit-ratio">
      {user.channels.length === 0 ? (
        <Typography color="text.secondary">{t('profile.noChannels')}</Typography>
      ) : (
        <List dense disablePadding>
          {user.channels.map((c) => (
            <ListItem key={c.channel_id} disableGutters>
              <ListItemText
                primary={c.channel_title}
                secondary={<span data-testid={`profit-ratio-${c.channel_id}`}>{describe(ratios.get(c.channel_id))}</span>}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
