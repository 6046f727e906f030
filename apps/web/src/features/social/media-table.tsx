// Posts, reels, videos or stories of a linked account with their figures, most viewed first.
import type { SocialPlatform } from '@chorus/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollCue, stickyFirstColumn } from '../../components/table-scroll.ts';
import { FigureText, formatDay } from './figure-text.tsx';
import { mediaFigure, mediaFigures, type SocialMedia } from './social-model.ts';

type Props = { platform: SocialPlatform; items: readonly SocialMedia[]; empty: string; testId: string };

/** The first rows shown; the rest behind "show all" (the server answers up to 50 of each). */
const FIRST_ROWS = 10;

export function MediaTable({ platform, items, empty, testId }: Props) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {empty}
      </Typography>
    );
  }
  const figures = mediaFigures[platform];
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  return (
    <>
      <TableContainer sx={scrollCue}>
        <Table size="small" sx={stickyFirstColumn} data-testid={testId}>
          <TableHead>
            <TableRow>
              {[t(`social:media.item.${platform}`), ...figures.map((f) => t(`social:figures.${f}`))].map((heading, i) => (
                <TableCell key={heading} align={i === 0 ? 'left' : 'right'} sx={i === 0 ? { minWidth: 180 } : undefined}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((m) => {
              const caption = m.caption?.trim() || t(`social:kinds.${m.kind}`);
              return (
                <TableRow key={m.media_id} data-testid="social-media-row">
                  <TableCell sx={{ maxWidth: 320 }}>
                    {m.permalink ? (
                      <Link
                        href={m.permalink}
                        target="_blank"
                        rel="noreferrer"
                        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                      >
                        {caption}
                      </Link>
                    ) : (
                      <Typography variant="body2" noWrap>
                        {caption}
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {t(`social:kinds.${m.kind}`)} · {formatDay(m.posted_at, i18n.language)}
                    </Typography>
                  </TableCell>
                  {figures.map((f) => (
                    <TableCell key={f} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <FigureText state={mediaFigure(m, f)} compact />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {items.length > FIRST_ROWS && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll(!all)} data-testid={`${testId}-more`}>
          {all ? t('social:media.showFewer') : t('social:media.showAll', { count: items.length })}
        </Button>
      )}
    </>
  );
}
