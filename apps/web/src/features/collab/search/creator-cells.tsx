// How one creator reads in a table row (search results and favourites): the channel with its
// "verified" mark and the date of its data, language, main audience, the figures and, for those who
// see them, the prices with their reference range.
import type { CreatorItem } from '@chorus/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons.tsx';
import { formatCount, formatMoney, formatNumber } from '../../../lib/format.ts';
import type { Column } from '../../../components/paged-table.tsx';
import '../i18n.ts';
import { CreatorSocial } from './creator-social.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function creatorColumns(t: (key: string) => string, prices: boolean): Column[] {
  return [
    { label: t('creators:search.columns.channel'), sx: { minWidth: 240 } },
    { label: t('creators:search.columns.language'), sx: nowrap },
    { label: t('creators:search.columns.audience'), sx: nowrap },
    { label: t('creators:search.columns.subscribers'), align: 'right', sx: nowrap },
    { label: t('creators:search.columns.avgViews'), align: 'right', sx: nowrap },
    { label: t('creators:search.columns.engagements'), align: 'right', sx: nowrap },
    { label: t('creators:search.columns.frequency'), align: 'right', sx: nowrap },
    prices && { label: t('creators:search.columns.prices'), sx: { minWidth: 190 } },
  ];
}

function Verified({ creator }: { creator: CreatorItem }) {
  const { t, i18n } = useTranslation();
  if (!creator.verified || !creator.data_through) {
    return (
      <Tooltip title={t('creators:search.notVerifiedTip')}>
        <Chip size="small" variant="outlined" label={t('creators:search.notVerified')} sx={{ height: 20, fontSize: 11 }} />
      </Tooltip>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${creator.data_through}T00:00:00Z`));
  return (
    <Tooltip title={t('creators:search.verifiedTip', { date })}>
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<CheckIcon sx={{ fontSize: 14 }} />}
        label={`${t('creators:search.verified')} · ${date}`}
        sx={{ height: 20, fontSize: 11 }}
        data-testid="verified-mark"
      />
    </Tooltip>
  );
}

function PriceLine({ label, price }: { label: string; price: { price: string | null; min: string | null; max: string | null } }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, 'USD', i18n.language, 0);
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
        {label}
      </Box>
      {price.price === null ? (
        <Box component="span" sx={{ color: 'text.disabled' }}>
          {t('creators:search.noPrice')}
        </Box>
      ) : (
        <>
          {money(price.price)}
          {price.min !== null && price.max !== null && (
            <Box component="span" sx={{ color: 'text.secondary', ml: 0.5, fontSize: 12 }}>
              ({money(price.min)}–{money(price.max)})
            </Box>
          )}
        </>
      )}
    </Typography>
  );
}

/** The cells of one creator, after any leading cells of the caller's own (selection) and before its actions. */
export function CreatorCells({ creator, prices }: { creator: CreatorItem; prices: boolean }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar src={creator.icon_url ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
            {creator.channel_title.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={creator.channel_title} data-testid="creator-title">
              {creator.channel_title}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.25, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Verified creator={creator} />
              {creator.is_new && <Chip size="small" color="primary" label={t('creators:search.new')} sx={{ height: 20, fontSize: 11 }} />}
              {creator.hidden && <Chip size="small" color="warning" variant="outlined" label={t('creators:search.hidden')} sx={{ height: 20, fontSize: 11 }} />}
              <CreatorSocial social={creator.social} />
            </Stack>
          </Box>
        </Stack>
      </TableCell>
      <TableCell sx={nowrap}>{t(`creators:languages.${creator.language}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {[creator.audience_country, creator.audience_age ? (creator.audience_age === '65-' ? t('creators:search.ages.65-') : creator.audience_age) : null]
          .filter(Boolean)
          .join(' · ') || '—'}
      </TableCell>
      <TableCell align="right">{count(creator.subscribers)}</TableCell>
      <TableCell align="right">{count(creator.avg_views_video_month)}</TableCell>
      <TableCell align="right">{count(creator.engagements)}</TableCell>
      <TableCell align="right">{formatNumber(creator.update_frequency, i18n.language, 2)}</TableCell>
      {prices && (
        <TableCell>
          {creator.prices && (
            <>
              <PriceLine label={t('creators:search.midroll')} price={creator.prices.midroll} />
              <PriceLine label={t('creators:search.sponsored')} price={creator.prices.sponsored} />
            </>
          )}
        </TableCell>
      )}
    </>
  );
}
