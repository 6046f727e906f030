// Past collaborations (spec 2): the caller's case videos that have gone live, as a list (newest
// first, each linking to its package's performance report) and as a calendar of publish dates.
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import '../i18n.ts';
import { ScheduleCalendar } from '../schedule/schedule-calendar.tsx';
import { ScheduleList } from '../schedule/schedule-list.tsx';

export function PastPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage maxWidth={1200} title={t('performance:past.title')} subtitle={t('performance:past.subtitle')}>
      <SectionCard title={t('performance:past.listTitle')} testId="collab-past">
        <ScheduleList when="past" />
      </SectionCard>
      <SectionCard title={t('performance:past.calendarTitle')} testId="collab-past-calendar">
        <ScheduleCalendar when="past" />
      </SectionCard>
    </DashboardPage>
  );
}
