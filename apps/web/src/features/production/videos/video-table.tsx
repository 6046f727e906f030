// The channel's videos with a box each to choose them for a bulk edit: thumbnail, title and
// description, tags, category, privacy, default language and which of zh-TW, ja and en it has. On a
// phone the table scrolls sideways with the title column kept in view.
import { videoLanguages, type ProductionVideo } from '@chorus/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { scrollCue, stickyFirstColumn } from '../../../components/table-scroll.ts';
import { formatDateTime } from '../../../lib/format.ts';

type Props = {
  videos: readonly ProductionVideo[];
  total: number;
  selected: ReadonlySet<string>;
  selectable: boolean;
  search: string;
  onSearch: (text: string) => void;
  onToggle: (videoId: string) => void;
  onToggleAll: () => void;
};

export function Thumbnail({ url, size = 'small' }: { url: string | null; size?: 'small' | 'tiny' }) {
  const [width, height] = size === 'small' ? [96, 54] : [64, 36];
  return url ? (
    <Box component="img" src={url} alt="" sx={{ width, height, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
  ) : (
    <Box sx={{ width, height, borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }} aria-hidden />
  );
}

export function VideoTable({ videos, total, selected, selectable, search, onSearch, onToggle, onToggleAll }: Props) {
  const { t, i18n } = useTranslation();
  const chosenShown = videos.filter((v) => selected.has(v.video_id)).length;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('videoData:list.search')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 420 }}
          slotProps={{ htmlInput: { 'data-testid': 'video-search' } }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="video-selection-count">
          {t('videoData:list.count', { shown: videos.length, total, selected: selected.size })}
        </Typography>
      </Stack>
      <TableContainer sx={(theme) => ({ ...scrollCue(theme), maxHeight: 560 })}>
        <Table size="small" stickyHeader sx={(theme) => ({ ...stickyFirstColumn(theme), minWidth: 980 })}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                {selectable && (
                  <Checkbox
                    checked={videos.length > 0 && chosenShown === videos.length}
                    indeterminate={chosenShown > 0 && chosenShown < videos.length}
                    onChange={onToggleAll}
                    slotProps={{ input: { 'aria-label': t('videoData:list.chooseAll') } }}
                    data-testid="video-choose-all"
                  />
                )}
              </TableCell>
              <TableCell>{t('videoData:fields.title')}</TableCell>
              <TableCell>{t('videoData:fields.tags')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('videoData:list.category')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('videoData:list.privacy')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('videoData:list.defaultLanguage')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('videoData:list.localizations')}</TableCell>
              <TableCell>{t('videoData:list.published')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {videos.map((v) => (
              <TableRow key={v.video_id} hover selected={selected.has(v.video_id)} data-testid="video-row" data-video={v.video_id}>
                <TableCell padding="checkbox">
                  {selectable && (
                    <Checkbox
                      checked={selected.has(v.video_id)}
                      onChange={() => onToggle(v.video_id)}
                      slotProps={{ input: { 'aria-label': t('videoData:list.choose', { title: v.title }) } }}
                      data-testid="video-choose"
                    />
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 280, maxWidth: 420 }}>
                  <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                    <Thumbnail url={v.thumbnail_url} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="video-title">
                        {v.title}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'pre-line' }}
                      >
                        {v.description ?? t('videoData:list.descriptionUnknown')}
                      </Typography>
                    </Box>
                  </Stack>
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    {v.tags.map((tag) => (
                      <Chip key={tag} label={tag} size="small" variant="outlined" />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell sx={{ minWidth: 96 }}>{v.category_id ? t(`videoData:categories.${v.category_id}`, { defaultValue: v.category_id }) : '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`videoData:privacy.${v.privacy}`, { defaultValue: v.privacy })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {v.default_language ? t(`videoData:languages.${v.default_language}`, { defaultValue: v.default_language }) : '—'}
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ gap: 0.5 }}>
                    {videoLanguages
                      .filter((language) => v.localizations[language])
                      .map((language) => (
                        <Chip key={language} label={t(`videoData:languages.${language}`)} size="small" title={v.localizations[language]!.title} />
                      ))}
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(v.published_at, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
