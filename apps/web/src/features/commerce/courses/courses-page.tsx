// The courses page (spec 2 singles, issue 28): the current channel's course catalogue, its sales
// brought by the network's book-keepers (an export uploaded or a month entered by hand), and its
// enrolments, revenue and refunds by month. What each person may do is the server's policy, asked here
// the same way (canEditCourses, canEnterCourseSales); the viewer reads.
import { canEditCourses, canEnterCourseSales } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previousMonth } from '../../../components/month-field.tsx';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { NoChannelNote, useCommerceChannel } from '../shared/commerce-channel.tsx';
import { useCourses } from './api.ts';
import { CourseCatalogue } from './course-catalogue.tsx';
import { CourseRevenueCard, CourseTrendCard } from './course-revenue.tsx';
import { CourseSalesCard } from './course-sales.tsx';

export function CoursesPage() {
  const { t } = useTranslation();
  const channel = useCommerceChannel();
  return (
    <DashboardPage maxWidth={1400} page="courses" subtitle={channel ? t('commerce:courses.subtitle', { channel: channel.name }) : undefined}>
      {channel ? <ChannelCourses key={channel.id} channelId={channel.id} /> : <NoChannelNote />}
    </DashboardPage>
  );
}

function ChannelCourses({ channelId }: { channelId: string }) {
  const { subject } = useAccess();
  const [month, setMonth] = useState(() => previousMonth());
  const courses = useCourses(channelId);
  return (
    <Stack>
      <CourseCatalogue channelId={channelId} canEdit={canEditCourses(subject, channelId)} />
      {canEnterCourseSales(subject) && (
        <CourseSalesCard channelId={channelId} month={month} onMonth={setMonth} courses={(courses.data?.items ?? []).filter((c) => c.archived_at === null)} />
      )}
      <CourseRevenueCard channelId={channelId} month={month} onMonth={setMonth} />
      <CourseTrendCard channelId={channelId} month={month} />
    </Stack>
  );
}
