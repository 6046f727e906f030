// A creator's linked Instagram and TikTok accounts in a search row (issue 27 "Across platforms"):
// per account the platform's glyph and its followers, compact; the tooltip gives the account, its
// 30-day views and engagement and where they come from. A figure the platform does not give reads
// "not available", never 0.
import type { SocialFigure, SocialHeadline } from '@chorus/contract';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { PlatformIcon } from '../../../components/platform-icons.tsx';
import { formatCount, formatNumber, formatPercent } from '../../../lib/format.ts';

export function CreatorSocial({ social }: { social: readonly SocialHeadline[] }) {
  const { t, i18n } = useTranslation();
  const text = (f: SocialFigure, format: (v: number) => string) => (f.value === null ? t('creators:search.social.notAvailable') : format(f.value));
  return social.map((h) => {
    const platform = t(`creators:search.social.platforms.${h.platform}`);
    const followers = text(h.followers, (v) => formatCount(v, i18n.language));
    const tip = [
      `${platform} @${h.username}`,
      `${t('creators:search.social.followers')}: ${text(h.followers, (v) => formatNumber(v, i18n.language, 0))}`,
      `${t('creators:search.social.views30d')}: ${text(h.views_30d, (v) => formatNumber(v, i18n.language, 0))}`,
      `${t('creators:search.social.engagement')}: ${text(h.engagement, (v) => formatPercent(v, i18n.language, 2))}`,
      t('creators:search.social.source'),
    ].join('\n');
    return (
      <Tooltip key={h.account_id} title={<span style={{ whiteSpace: 'pre-line' }}>{tip}</span>}>
        <Chip
          size="small"
          variant="outlined"
          icon={<PlatformIcon platform={h.platform} sx={{ fontSize: 14 }} />}
          label={followers}
          aria-label={t('creators:search.social.label', { platform, followers })}
          sx={{ height: 20, fontSize: 11 }}
          data-testid={`creator-social-${h.platform}`}
        />
      </Tooltip>
    );
  });
}
