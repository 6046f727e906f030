// Spec 2 profile: "channel profit ratio", read only. The ratios are kept by accounting, which does
// not exist yet: no table holds a ratio, so each of one's channels says the network sets it rather
// than showing a made-up figure. The accounting issue fills the figures in.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';

export function ProfitRatioCard() {
  const { t } = useTranslation();
  const { user } = useAccess();
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
                secondary={<span data-testid={`profit-ratio-${c.channel_id}`}>{t('profile.profitRatio.setByNetwork')}</span>}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
