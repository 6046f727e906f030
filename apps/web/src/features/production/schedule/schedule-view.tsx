// The publishing calendar drawn from what it is handed (issue 29): a week or month grid on wider
// screens, a list by day on a phone; each release with its Taipei time, platform, account, state and
// a conflict mark; each day's use of the accounts' posting limits.
import type { Release, ReleaseSchedule } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';
import { calendarViews, dayUsage, releasesByDay, stateColor, taipeiTime, type CalendarView } from './schedule-model.ts';

export type ScheduleViewProps = {
  answer: ReleaseSchedule | undefined;
  view: CalendarView;
  days: string[];
  /** The month shown (YYYY-MM) in the month view: other days are drawn faded. */
  month: string;
  today: string;
  title: string;
  onView: (view: CalendarView) => void;
  onShift: (step: number) => void;
  onToday: () => void;
  onOpen: (release: Release) => void;
  filter?: React.ReactNode;
};

const platformMark = { youtube: 'YT', instagram: 'IG', tiktok: 'TT' } as const;

function ReleaseChip({ release, onOpen }: { release: Release; onOpen: (r: Release) => void }) {
  const { t } = useTranslation();
  const who = release.account_username ? `@${release.account_username}` : release.channel_title;
  const label = `${taipeiTime(release.publish_at)} ${platformMark[release.platform]} ${who}`;
  return (
    <Chip
      size="small"
      clickable
      onClick={() => onOpen(release)}
      color={stateColor[release.state]}
      variant={release.state === 'scheduled' ? 'outlined' : 'filled'}
      icon={release.conflicts.length > 0 ? <span aria-hidden>⚠</span> : undefined}
      label={label}
      title={`${label} · ${release.channel_title} · ${t(`releases:state.${release.state}`)}${release.conflicts.length > 0 ? ` · ${t('releases:conflict')}` : ''}`}
      aria-label={`${label}, ${t(`releases:platform.${release.platform}`)}, ${t(`releases:state.${release.state}`)}${release.conflicts.length > 0 ? `, ${t('releases:conflict')}` : ''}`}
      data-testid={`release-${release.release_id}`}
      data-state={release.state}
      data-conflict={release.conflicts.length > 0 ? 'true' : undefined}
      sx={{ justifyContent: 'flex-start', maxWidth: '100%', textDecoration: release.state === 'cancelled' ? 'line-through' : undefined }}
    />
  );
}

function DayUsage({ answer, day }: { answer: ReleaseSchedule; day: string }) {
  const { t } = useTranslation();
  return (
    <>
      {dayUsage(answer, day).map((u) => (
        <Typography
          key={u.account.account_id}
          variant="caption"
          color={u.full ? 'error' : 'text.secondary'}
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
          data-testid={`usage-${u.account.account_id}-${day}`}
        >
          {t(u.full ? 'releases:usageFull' : 'releases:usage', { account: `@${u.account.username}`, used: u.used, limit: u.limit })}
        </Typography>
      ))}
    </>
  );
}

/**
 * A day's releases, a chip each (as wide as the calendar's cell, or as their text in the phone's
 * list), then its accounts' use of their daily limit.
 */
function DayReleases({
  releases,
  answer,
  day,
  onOpen,
  align,
}: {
  releases: Release[];
  answer: ReleaseSchedule | undefined;
  day: string;
  onOpen: (r: Release) => void;
  align: 'stretch' | 'flex-start';
}) {
  return (
    <>
      <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: align }}>
        {releases.map((r) => (
          <ReleaseChip key={r.release_id} release={r} onOpen={onOpen} />
        ))}
      </Stack>
      {answer && <DayUsage answer={answer} day={day} />}
    </>
  );
}

export function ScheduleView(props: ScheduleViewProps) {
  const { answer, view, days, month, today, title, onView, onShift, onToday, onOpen, filter } = props;
  const { t, i18n } = useTranslation();
  const byDay = releasesByDay(answer?.items ?? []);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
  const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
  const listed = days.filter((d) => (byDay.get(d)?.length ?? 0) > 0);

  return (
    <Stack spacing={1.5} data-testid="release-calendar" data-view={view}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ChoiceToggle
          value={view}
          choices={calendarViews}
          onChange={onView}
          label={(v) => t(`releases:view.${v}`)}
          testId={(v) => `calendar-view-${v}`}
          ariaLabel={t('releases:view.label')}
        />
        <IconButton aria-label={t('releases:previous')} onClick={() => onShift(-1)} data-testid="calendar-previous">
          <span aria-hidden>‹</span>
        </IconButton>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, minWidth: 0 }} data-testid="calendar-title">
          {title}
        </Typography>
        <IconButton aria-label={t('releases:next')} onClick={() => onShift(1)} data-testid="calendar-next">
          <span aria-hidden>›</span>
        </IconButton>
        <Button size="small" onClick={onToday}>
          {t('releases:today')}
        </Button>
        {filter}
      </Stack>
      {answer && (
        <Typography variant="body2" color="text.secondary">
          {t('releases:gapNote', { hours: answer.gap_hours })} {t('releases:limitsNote')}
        </Typography>
      )}
      {/* Wider screens: the grid. */}
      <Box role="table" aria-label={title} sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        <Box role="row" sx={{ display: 'contents' }}>
          {days.slice(0, 7).map((d) => (
            <Typography key={d} role="columnheader" variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {weekday.format(dateOf(d))}
            </Typography>
          ))}
        </Box>
        {Array.from({ length: days.length / 7 }, (_, w) => (
          <Box key={days[w * 7]} role="row" sx={{ display: 'contents' }}>
            {days.slice(w * 7, w * 7 + 7).map((day) => (
              <Box
                key={day}
                role="cell"
                data-testid={`day-${day}`}
                sx={{
                  minHeight: view === 'week' ? 220 : 110,
                  p: 0.5,
                  border: 1,
                  borderColor: day === today ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  opacity: view === 'month' && !day.startsWith(month) ? 0.55 : 1,
                  minWidth: 0,
                }}
              >
                <Typography variant="caption" sx={{ fontWeight: day === today ? 700 : 500 }}>
                  {Number(day.slice(8))}
                </Typography>
                <DayReleases releases={byDay.get(day) ?? []} answer={answer} day={day} onOpen={onOpen} align="stretch" />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
      {/* A phone: the days that have releases, as a list. */}
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="release-list">
        {listed.map((day) => (
          <Box key={day} data-testid={`list-day-${day}`}>
            <Typography variant="subtitle2" color={day === today ? 'primary' : undefined}>
              {dayName.format(dateOf(day))}
            </Typography>
            <DayReleases releases={byDay.get(day) ?? []} answer={answer} day={day} onOpen={onOpen} align="flex-start" />
          </Box>
        ))}
      </Stack>
      {answer && listed.length === 0 && (
        <Alert severity="info" data-testid="release-empty">
          {t('releases:empty')}
        </Alert>
      )}
    </Stack>
  );
}
