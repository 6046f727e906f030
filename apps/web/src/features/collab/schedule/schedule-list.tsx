// The caller's collaborations as a list (spec 2 upcoming and past): publish time, package, channel
// and video, linking to the package (upcoming) or to its performance report (past). On a phone each
// collaboration is a card rather than a table row.
import type { ScheduleItem, ScheduleWhen } from '@chorus/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useMarketplacePaths } from '../marketplace-paths.tsx';
import { useSchedule } from './schedule-query.ts';
import { watchUrl } from '../../../lib/watch-url.ts';

export function ScheduleList({ when }: { when: ScheduleWhen }) {
  const paths = useMarketplacePaths();
  const { t, i18n } = useTranslation();
  const schedule = useSchedule(when);
  const items = schedule.data?.items ?? [];
  const when_ = (item: ScheduleItem) => (item.published_at ? formatDateTime(item.published_at, i18n.language) : t('performance:schedule.notNamed'));
  const packageLink = (item: ScheduleItem) => (
    <Link component={RouterLink} to={when === 'past' && paths.performance ? paths.performance(item.package_id) : paths.packageDetail(item.package_id)}>
      {item.package_name}
    </Link>
  );
  const video = (item: ScheduleItem) =>
    item.video_id ? (
      <Link href={watchUrl(item.video_id)} target="_blank" rel="noopener noreferrer">
        {item.title}
      </Link>
    ) : (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('performance:schedule.videoPending')}
      </Typography>
    );

  if (schedule.isPending) return null;
  if (schedule.isError)
    return (
      <Typography color="error" role="alert">
        {schedule.error.message}
      </Typography>
    );
  if (items.length === 0)
    return (
      <Typography color="text.secondary" data-testid={`collab-${when}-empty`}>
        {t(`performance:schedule.empty.${when}`)}
      </Typography>
    );
  return (
    <Box data-testid={`collab-${when}-list`}>
      <Table size="small" sx={{ display: { xs: 'none', md: 'table' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('performance:schedule.publishedAt')}</TableCell>
            <TableCell>{t('performance:schedule.package')}</TableCell>
            <TableCell>{t('performance:schedule.channel')}</TableCell>
            <TableCell>{t('performance:schedule.video')}</TableCell>
            {when === 'past' && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={`${item.case_id}-${item.video_id ?? 'none'}`} data-testid="collab-schedule-row" data-video={item.video_id ?? ''}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when_(item)}</TableCell>
              <TableCell>{packageLink(item)}</TableCell>
              <TableCell>{item.channel_title}</TableCell>
              <TableCell>{video(item)}</TableCell>
              {when === 'past' && paths.performance && (
                <TableCell align="right">
                  <Link component={RouterLink} to={paths.performance(item.package_id)} sx={{ whiteSpace: 'nowrap' }}>
                    {t('performance:schedule.viewReport')}
                  </Link>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack sx={{ display: { xs: 'flex', md: 'none' }, gap: 1 }}>
        {items.map((item) => (
          <Card key={`${item.case_id}-${item.video_id ?? 'none'}`} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              {when_(item)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.channel_title}
            </Typography>
            <Typography variant="body2">{video(item)}</Typography>
            <Typography variant="body2">{packageLink(item)}</Typography>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
