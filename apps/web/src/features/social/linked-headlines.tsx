// Below a channel's overview (issue 27 "Across platforms"): each linked Instagram and TikTok account's
// headline figures (followers, 30-day views, engagement) with its platform and where the figures come
// from. Only for those who may read the channel's linked accounts (seesSocialAccount, the server's rule).
import { seesSocialAccount } from '@chorus/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatPercent } from '../../lib/format.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { useChannelSocialAccounts, useSocialInsightsOf } from './api.ts';
import { FigureText } from './figure-text.tsx';
import './i18n.ts';
import { SourceChip } from './social-card.tsx';
import { accountHeadline, HEADLINE_DAYS, periodQuery, platformPage } from './social-model.ts';

export function LinkedAccountsHeadlines({ channelId }: { channelId: string }) {
  const { subject } = useAccess();
  return seesSocialAccount(subject, { channel_id: channelId }) ? <Headlines channelId={channelId} /> : null;
}

function Headlines({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation();
  const { canSeePage } = useAccess();
  const accounts = useChannelSocialAccounts(channelId, true).data?.items ?? [];
  const insights = useSocialInsightsOf(accounts.map((a) => ({ accountId: a.account_id, period: periodQuery(a.collected_through, HEADLINE_DAYS) })));
  if (accounts.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }} data-testid="social-headlines">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('social:headlines.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {accounts.map((account, i) => {
          const data = insights[i]?.data;
          const headline = data ? accountHeadline(data) : null;
          const page = platformPage[account.platform];
          const name = `${t(`social:platforms.${account.platform}`)} · @${account.username}`;
          return (
            <Card key={account.account_id} variant="outlined" sx={{ p: 2 }} data-testid={`social-headline-${account.platform}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {canSeePage(page) ? (
                    <Link component={RouterLink} to={`/dashboard/${page}?account=${account.account_id}`}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </Typography>
                <SourceChip available={headline !== null && headline.followers.available} />
              </Stack>
              {headline && (
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, 1fr)' }}>
                  {(['followers', 'views', 'engagement'] as const).map((figure) => (
                    <Box key={figure}>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t(`social:headlines.${figure}`, { count: Number(HEADLINE_DAYS) })}
                      </Typography>
                      <Typography variant="subtitle1" component="div">
                        {figure === 'engagement' && headline.engagement.available ? (
                          <span data-testid={`social-headline-${account.platform}-${figure}`}>
                            {formatPercent(headline.engagement.value, i18n.language, 2)}
                          </span>
                        ) : (
                          <FigureText state={headline[figure]} compact testId={`social-headline-${account.platform}-${figure}`} />
                        )}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
