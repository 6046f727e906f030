// A channel's course catalogue: title, platform, price, link; its owner, manager and the network's
// book-keepers add courses (canEditCourses, the server's policy), everyone else reads.
import { coursePlatforms, courseCurrencies, courseCreateBodySchema, type Course, type CoursePlatform } from '@chorus/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText, saveCheckedFields } from '../../../components/field-errors.ts';
import { MoneyText } from '../../../components/money-text.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { PlainTable } from '../shared/plain-table.tsx';
import { useCourses, useCreateCourse } from './api.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';

export function CourseCatalogue({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const courses = useCourses(channelId);
  const [adding, setAdding] = useState(false);
  const columns = [
    { label: t('commerce:courses.title') },
    { label: t('commerce:courses.platform') },
    { label: t('commerce:courses.price'), align: 'right' as const },
    { label: t('commerce:courses.link') },
  ];
  return (
    <SectionCard
      title={t('commerce:courses.catalogue')}
      subtitle={t('commerce:courses.catalogueHelp')}
      testId="course-catalogue"
      flush
      action={
        canEdit && (
          <Button variant="outlined" onClick={() => setAdding(true)} data-testid="course-add">
            {t('commerce:courses.add')}
          </Button>
        )
      }
    >
      <PlainTable
        columns={columns}
        testId="course-table"
        loading={courses.isFetching}
        error={courses.error}
        empty={t(canEdit ? 'commerce:courses.emptyAdd' : 'commerce:courses.emptyRead')}
        rows={courses.data?.items.map((course) => (
          <CourseRow key={course.id} course={course} />
        ))}
      />
      {adding && <CourseDialog channelId={channelId} onClose={() => setAdding(false)} />}
    </SectionCard>
  );
}

function CourseRow({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <TableRow data-testid={`course-${course.id}`}>
      <TableCell>{course.title}</TableCell>
      <TableCell>{t(`commerce:platform.${course.platform}`)}</TableCell>
      <TableCell align="right">
        <MoneyText amount={course.price} currency={course.currency} />
      </TableCell>
      <TableCell>
        {course.url ? (
          <Link href={course.url} target="_blank" rel="noreferrer">
            {t('commerce:courses.open')}
          </Link>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}

type Draft = { title: string; platform: CoursePlatform; platform_course_id: string; price: string; currency: (typeof courseCurrencies)[number]; url: string };

/** The body the server takes: empty optional fields left out. */
export function courseBody(channelId: string, draft: Draft) {
  return {
    channel_id: channelId,
    title: draft.title,
    platform: draft.platform,
    price: draft.price,
    currency: draft.currency,
    ...(draft.platform_course_id.trim() ? { platform_course_id: draft.platform_course_id } : {}),
    ...(draft.url.trim() ? { url: draft.url } : {}),
  };
}

function CourseDialog({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCourse();
  const [draft, setDraft] = useState<Draft>({ title: '', platform: 'teachable', platform_course_id: '', price: '', currency: 'TWD', url: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const field = (key: keyof Draft) => errorText(errors[key], t);
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t('commerce:courses.add')}
      confirmLabel={t('commerce:courses.addConfirm')}
      onClose={onClose}
      testId="course-dialog"
      confirmTestId="course-save"
      onConfirm={() => saveCheckedFields(courseCreateBodySchema, courseBody(channelId, draft), setErrors, (body) => create.mutateAsync({ body }))}
    >
      <FormTextField label={t('commerce:courses.title')} value={draft.title} onChange={set('title')} error={field('title')} testId="course-title" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label={t('commerce:courses.platform')}
          value={draft.platform}
          onChange={set('platform')}
          options={coursePlatforms.map((p) => ({ value: p, label: t(`commerce:platform.${p}`) }))}
          sx={{ minWidth: 180 }}
          testId="course-platform"
        />
        <FormTextField
          label={t('commerce:courses.platformId')}
          value={draft.platform_course_id}
          onChange={set('platform_course_id')}
          error={field('platform_course_id')}
          help={t('commerce:courses.platformIdHelp')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          label={t('commerce:courses.price')}
          value={draft.price}
          onChange={set('price')}
          error={field('price')}
          sx={{ flex: 1 }}
          inputMode="decimal"
          testId="course-price"
        />
        <SelectField
          label={t('currency')}
          value={draft.currency}
          onChange={set('currency')}
          options={courseCurrencies.map((c) => ({ value: c, label: t(`currencies.${c}`) }))}
          sx={{ minWidth: 120 }}
          testId="course-currency"
        />
      </Stack>
      <FormTextField label={t('commerce:courses.link')} value={draft.url} onChange={set('url')} error={field('url')} inputMode="url" testId="course-url" />
    </ConfirmDialog>
  );
}
