// Similar channels (spec 2, spec 9 "top 6 ranked"): the network's channels closest to this one
// among those the user may see that share its topic (a tag; issue 23), each with its 0-100 score,
// the score's parts and why (shared tags, language, audience country and age, video lengths, size
// band). Fewer than six on the topic: the section says how many and why, never padding. A
// channel's name opens its own inspiration page.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIMILAR_TOP } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount } from '../../../lib/format.ts';
import '../i18n.ts';
import { SimilarSection } from './similar-section.tsx';
import { useSimilarChannels } from './api.ts';
import { joinList, partText, reasonText } from './labels.ts';

/** At most this many reasons per channel, strongest first. */
const REASONS_SHOWN = 3;

export function SimilarChannelsSection({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation('insight');
  const similar = useSimilarChannels(channelId);
  const data = similar.data;
  const items = data?.items ?? [];
  const tags = joinList(t, data?.tags ?? []);
  const shortfall =
    !data || items.length >= SIMILAR_TOP
      ? null
      : data.tags.length === 0
        ? t('insight:similar.top.noTags')
        : data.same_topic === 0
          ? t('insight:similar.top.noneOnTopic', { tags })
          : t('insight:similar.top.few', { count: data.same_topic, tags });
  return (
    <SimilarSection part="top" answer={similar} testId="similar-channels">
      {shortfall && (
        <Typography color="text.secondary" sx={{ mb: items.length > 0 ? 2 : 0 }} data-testid="similar-shortfall">
          {shortfall}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {items.map((item, rank) => (
          <Box
            key={item.channel_id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
            data-testid="similar-channel"
            data-channel-id={item.channel_id}
          >
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" sx={{ width: 16, flexShrink: 0 }}>
                {rank + 1}
              </Typography>
              <Avatar src={item.icon_url ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.main', flexShrink: 0 }}>
                {item.title.slice(0, 1)}
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Link
                  component={RouterLink}
                  to={`/dashboard/ch/${item.channel_id}/inspiration`}
                  underline="hover"
                  noWrap
                  sx={{ display: 'block', fontWeight: 600 }}
                >
                  {item.title}
                </Link>
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {t('insight:similar.subscribers', { value: formatCount(item.subscribers, i18n.language) })}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography variant="h6" component="div" data-testid="similar-score">
                  {item.score}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('insight:similar.top.score')}
                </Typography>
              </Box>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }} data-testid="similar-parts">
              {t('insight:similar.top.parts', {
                parts: joinList(
                  t,
                  item.parts.map((part) => partText(t, part, i18n.language)),
                ),
              })}
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
              {item.reasons.slice(0, REASONS_SHOWN).map((reason) => (
                <Chip
                  key={reason.factor}
                  size="small"
                  variant="outlined"
                  label={reasonText(t, reason, i18n.language)}
                  data-testid="similar-reason"
                  sx={{ maxWidth: '100%' }}
                />
              ))}
            </Stack>
          </Box>
        ))}
      </Box>
    </SimilarSection>
  );
}
