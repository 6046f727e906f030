// A month of publish dates (spec 2 upcoming and past collaborations "as a calendar"): a grid of the
// month's days, Sunday first, each with the videos going (or gone) live that UTC day; on a phone the
// grid keeps only a count per day and the month's videos are listed under it.
import type { ScheduleItem, ScheduleWhen } from '@chorus/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMarketplacePaths, type MarketplacePaths } from '../marketplace-paths.tsx';
import { monthOf, shiftMonth, useSchedule } from './schedule-query.ts';

const linkOf = (paths: MarketplacePaths, item: ScheduleItem, when: ScheduleWhen) =>
  when === 'past' && paths.performance ? paths.performance(item.package_id) : paths.packageDetail(item.package_id);

export function ScheduleCalendar({ when, initialMonth }: { when: ScheduleWhen; initialMonth?: string }) {
  const paths = useMarketplacePaths();
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(initialMonth ?? monthOf(new Date()));
  const schedule = useSchedule(when, month);
  const items = schedule.data?.items ?? [];

  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthIndex - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  const lead = first.getUTCDay();
  const byDay = useMemo(() => {
    const map = new Map<number, ScheduleItem[]>();
    for (const item of items) {
      if (!item.published_at) continue;
      const day = new Date(item.published_at).getUTCDate();
      map.set(day, [...(map.get(day) ?? []), item]);
    }
    return map;
  }, [items]);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, d) => format.format(new Date(Date.UTC(2026, 1, 1 + d))));
  }, [i18n.language]);
  const title = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(first);
  const todayKey = new Date().toISOString().slice(0, 10);
  const cells = [...Array.from({ length: lead }, () => null), ...Array.from({ length: daysInMonth }, (_, i) => i + 1)];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <Box data-testid={`collab-calendar-${when}`} data-month={month}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={t('performance:calendar.previous')} onClick={() => setMonth(shiftMonth(month, -1))} data-testid="calendar-previous">
          <span aria-hidden>‹</span>
        </IconButton>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton aria-label={t('performance:calendar.next')} onClick={() => setMonth(shiftMonth(month, 1))} data-testid="calendar-next">
          <span aria-hidden>›</span>
        </IconButton>
      </Stack>
      {/* A table (not an interactive grid): a row per week, the rows laid out by the grid of the table. */}
      <Box role="table" aria-label={title} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        <Box role="row" sx={{ display: 'contents' }}>
          {weekdays.map((w) => (
            <Typography key={w} role="columnheader" variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {w}
            </Typography>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box key={week.find((day) => day !== null)} role="row" sx={{ display: 'contents' }}>
            {week.map((day, index) => {
              if (day === null) return <Box key={`lead-${index}`} role="cell" />;
              const key = `${month}-${String(day).padStart(2, '0')}`;
              const dayItems = byDay.get(day) ?? [];
              return (
                <Box
                  key={key}
                  role="cell"
                  data-day={key}
                  data-count={dayItems.length}
                  sx={{
                    minHeight: { xs: 44, sm: 84 },
                    border: 1,
                    borderColor: key === todayKey ? 'primary.main' : 'divider',
                    borderRadius: 1,
                    p: 0.5,
                    bgcolor: dayItems.length > 0 ? 'action.hover' : undefined,
                    overflow: 'hidden',
                  }}
                >
                  <Typography variant="caption" sx={{ fontWeight: key === todayKey ? 700 : 400 }}>
                    {day}
                  </Typography>
                  {dayItems.length > 0 && (
                    <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                      <Chip size="small" color="primary" label={dayItems.length} sx={{ height: 18, fontSize: 11 }} />
                    </Box>
                  )}
                  <Stack sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.25 }}>
                    {dayItems.slice(0, 3).map((item) => (
                      <Tooltip key={`${item.case_id}-${item.video_id}`} title={`${item.channel_title} · ${item.title ?? ''}`}>
                        <Link
                          component={RouterLink}
                          to={linkOf(paths, item, when)}
                          variant="caption"
                          underline="hover"
                          noWrap
                          sx={{ display: 'block', bgcolor: 'background.paper', borderRadius: 0.5, px: 0.5 }}
                        >
                          {item.channel_title}
                        </Link>
                      </Tooltip>
                    ))}
                    {dayItems.length > 3 && (
                      <Typography variant="caption" color="text.secondary">
                        {t('performance:calendar.more', { count: dayItems.length - 3 })}
                      </Typography>
                    )}
                  </Stack>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 1 }}>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('performance:calendar.empty')}
          </Typography>
        ) : (
          items.map((item) => (
            <Typography key={`${item.case_id}-${item.video_id}`} variant="body2" sx={{ py: 0.25 }}>
              {new Date(item.published_at!).getUTCDate()} ·{' '}
              <Link component={RouterLink} to={linkOf(paths, item, when)}>
                {item.channel_title}
              </Link>{' '}
              — {item.title}
            </Typography>
          ))
        )}
      </Box>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: { xs: 'none', sm: 'block' } }}>
          {t('performance:calendar.empty')}
        </Typography>
      )}
    </Box>
  );
}
