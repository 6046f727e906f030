// The upcoming collaborations shown on the collaboration page (deals renders it under the package
// list): the caller's case videos still to go live, soonest first, and agreed cases waiting for
// their video, as a list and as a calendar of publish dates opening on the month of the next one.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import '../i18n.ts';
import { ScheduleCalendar } from './schedule-calendar.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { monthOf, useSchedule } from './schedule-query.ts';

export function UpcomingCalendar() {
  const { t } = useTranslation();
  const upcoming = useSchedule('upcoming');
  if (upcoming.isPending) return null;
  const next = upcoming.data?.items.find((i) => i.published_at !== null)?.published_at;
  return (
    <SectionCard title={t('performance:upcoming.title')} subtitle={t('performance:upcoming.calendarHelp')} testId="collab-upcoming-calendar">
      <ScheduleList when="upcoming" />
      <Divider sx={{ my: 2 }} />
      <Box>
        <ScheduleCalendar when="upcoming" initialMonth={next ? monthOf(new Date(next)) : undefined} />
      </Box>
    </SectionCard>
  );
}
