// Who follows a linked account: Instagram's follower demographics where it gives them (it withholds
// a breakdown with a bucket under 100 people), and a plain note that TikTok's public APIs give none.
import type { SocialInsights, SocialPlatform } from '@chorus/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { formatDay } from './figure-text.tsx';
import { SocialCard } from './social-card.tsx';
import { bucketShares } from './social-model.ts';

type Audience = SocialInsights['audience'];

export function AudienceCard({ platform, audience }: { platform: SocialPlatform; audience: Audience }) {
  const { t, i18n } = useTranslation();
  const available = audience.availability === 'first_party';
  return (
    <SocialCard title={t('social:audience.title')} available={available} testId="social-audience">
      {platform === 'tiktok' ? (
        <Typography color="text.secondary" data-testid="social-audience-note">
          {t('social:audience.tiktokNone')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary" data-testid="social-audience-note">
            {available && audience.as_of ? `${t('social:audience.asOf', { date: formatDay(audience.as_of, i18n.language) })} ` : ''}
            {t('social:audience.withheldRule')}
          </Typography>
          {!available && audience.reason && <Typography color="text.secondary">{t(`social:reasons.${audience.reason}`)}</Typography>}
          {available && (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
              {audience.breakdowns.map((b) => (
                <Box key={b.dimension} data-testid={`social-audience-${b.dimension}`}>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    {t(`social:audience.dimensions.${b.dimension}`)}
                  </Typography>
                  {b.availability === 'first_party' && b.buckets.length > 0 ? (
                    bucketShares(b.dimension, b.buckets)
                      .slice(0, 8)
                      .map((bucket) => (
                        <Box key={bucket.key} sx={{ mb: 1 }}>
                          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                            <Typography variant="body2">{bucketLabel(b.dimension, bucket.key, t, i18n.language)}</Typography>
                            <Typography variant="body2" color="text.secondary">
                              {formatPercent(bucket.share, i18n.language)} · {formatNumber(bucket.value, i18n.language, 0)}
                            </Typography>
                          </Stack>
                          <LinearProgress
                            variant="determinate"
                            value={bucket.share}
                            aria-label={bucketLabel(b.dimension, bucket.key, t, i18n.language)}
                            sx={{ height: 6, borderRadius: 3 }}
                          />
                        </Box>
                      ))
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t(`social:reasons.${b.reason ?? 'not_yet_collected'}`)}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          )}
        </Stack>
      )}
    </SocialCard>
  );
}

/** Genders and countries in words; age ranges and cities as Instagram names them. */
function bucketLabel(dimension: string, key: string, t: (key: string) => string, language: string): string {
  if (dimension === 'gender') return t(`social:audience.genders.${key === 'F' || key === 'M' ? key : 'U'}`);
  if (dimension === 'country') return new Intl.DisplayNames([language], { type: 'region' }).of(key) ?? key;
  return key;
}
