// Keyword gaps (issue 13 "the channel's own keywords against its similar channels'; gaps worth a
// video"): terms among the keywords of the channel's custom similar channels (else its top 6) that
// are not among its own, best first, each with the channels that have it. Only channels on its topic
// count (issue 23): the section names those compared and the custom ones left out. Keywords come
// from the stored analysis (insight_channels); before a channel's first analysis the section says so.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { SimilarSection } from './similar-section.tsx';
import { useKeywordGaps } from './api.ts';
import { joinList } from './labels.ts';

const OWN_SHOWN = 12;

export function KeywordGapsSection({ channelId }: { channelId: string }) {
  const { t } = useTranslation('insight');
  const gaps = useKeywordGaps(channelId);
  const data = gaps.data;
  return (
    <SimilarSection part="gaps" answer={gaps} testId="keyword-gaps">
      {data && (
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2" color="text.secondary" data-testid="keyword-gaps-basis">
            {t(data.basis === 'custom' ? 'insight:similar.gaps.basisCustom' : 'insight:similar.gaps.basisSimilar')}
            {data.compared.length > 0 &&
              ` ${t('insight:similar.gaps.compared', {
                channels: joinList(
                  t,
                  data.compared.map((c) => c.title),
                ),
              })}`}
          </Typography>
          {data.left_out.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="keyword-gaps-left-out">
              {t('insight:similar.gaps.leftOut', {
                channels: joinList(
                  t,
                  data.left_out.map((c) => c.title),
                ),
              })}
            </Typography>
          )}
          {!data.analyzed && (
            <Alert severity="info" data-testid="keyword-gaps-unanalyzed">
              {t('insight:similar.gaps.notAnalyzed')}
            </Alert>
          )}
          {data.gaps.length === 0 ? (
            data.analyzed && (
              <Typography color="text.secondary" data-testid="keyword-gaps-empty">
                {t(data.compared.length === 0 ? 'insight:similar.gaps.noPeers' : 'insight:similar.gaps.none')}
              </Typography>
            )
          ) : (
            <Box
              component="ol"
              sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
            >
              {data.gaps.map((gap) => (
                <Box component="li" key={gap.term} sx={{ minWidth: 0 }} data-testid="keyword-gap">
                  <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
                    {gap.term}
                  </Typography>
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('insight:similar.gaps.usedBy', {
                      channels: joinList(
                        t,
                        gap.channels.map((c) => c.title),
                      ),
                    })}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {data.own.length > 0 && (
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {t('insight:similar.gaps.own')}
              </Typography>
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                {data.own.slice(0, OWN_SHOWN).map((term) => (
                  <Chip key={term} size="small" label={term} />
                ))}
              </Stack>
            </Box>
          )}
        </Stack>
      )}
    </SimilarSection>
  );
}
