// The calendar of publish dates shown on the collaboration page (deals renders it under the package
// list): the caller's collaborations whose videos are still to go live, a month at a time, opening
// on the month of the next one.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import '../i18n.ts';
import { ScheduleCalendar } from './schedule-calendar.tsx';
import { monthOf, useSchedule } from './schedule-query.ts';

export function UpcomingCalendar() {
  const { t } = useTranslation();
  const upcoming = useSchedule('upcoming');
  if (upcoming.isPending) return null;
  const next = upcoming.data?.items.find((i) => i.published_at !== null)?.published_at;
  return (
    <SectionCard title={t('performance:upcoming.calendarTitle')} subtitle={t('performance:upcoming.calendarHelp')} testId="collab-upcoming-calendar">
      <Box>
        <ScheduleCalendar when="upcoming" initialMonth={next ? monthOf(new Date(next)) : undefined} />
      </Box>
    </SectionCard>
  );
}
