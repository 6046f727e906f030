// A channel's course catalogue: title, platform, price, link; its owner, manager and the network's
// book-keepers add, edit and archive courses (canEditCourses, the server's policy), everyone else
// reads. An archived course stays listed (after the others, marked) with its sales.
import { coursePlatforms, courseCurrencies, courseCreateBodySchema, courseUpdateBodySchema, type Course, type CoursePlatform } from '@chorus/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { useCourses, useCreateCourse, useUpdateCourse } from './api.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';

export function CourseCatalogue({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const courses = useCourses(channelId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Course | null>(null);
  const [archiving, setArchiving] = useState<Course | null>(null);
  const columns = [
    { label: t('commerce:courses.title') },
    { label: t('commerce:courses.platform') },
    { label: t('commerce:courses.price'), align: 'right' as const },
    { label: t('commerce:courses.link') },
    ...(canEdit ? [{ label: t('commerce:courses.actions'), align: 'right' as const }] : []),
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
          <CourseRow key={course.id} course={course} onEdit={canEdit ? () => setEditing(course) : undefined} onArchive={() => setArchiving(course)} />
        ))}
      />
      {adding && <CourseDialog channelId={channelId} onClose={() => setAdding(false)} />}
      {editing && <CourseDialog channelId={channelId} course={editing} onClose={() => setEditing(null)} />}
      {archiving && <ArchiveDialog course={archiving} onClose={() => setArchiving(null)} />}
    </SectionCard>
  );
}

function CourseRow({ course, onEdit, onArchive }: { course: Course; onEdit?: () => void; onArchive: () => void }) {
  const { t } = useTranslation();
  const archived = course.archived_at !== null;
  return (
    <TableRow data-testid={`course-${course.id}`} sx={archived ? { '& td': { color: 'text.secondary' } } : undefined}>
      <TableCell>
        {course.title}
        {archived && <Chip size="small" label={t('commerce:courses.archived')} sx={{ ml: 1 }} data-testid={`course-${course.id}-archived`} />}
      </TableCell>
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
      {onEdit && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <Button size="small" onClick={onEdit} data-testid={`course-${course.id}-edit`}>
            {t('commerce:courses.edit')}
          </Button>
          <Button size="small" onClick={onArchive} data-testid={`course-${course.id}-archive`}>
            {t(archived ? 'commerce:courses.restore' : 'commerce:courses.archive')}
          </Button>
        </TableCell>
      )}
    </TableRow>
  );
}

/** Archives a course (kept with its sales, left out of new hand entries) or restores it. */
function ArchiveDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCourse();
  const archived = course.archived_at !== null;
  return (
    <ConfirmDialog
      open
      title={t(archived ? 'commerce:courses.restoreTitle' : 'commerce:courses.archiveTitle', { title: course.title })}
      body={t(archived ? 'commerce:courses.restoreHelp' : 'commerce:courses.archiveHelp')}
      confirmLabel={t(archived ? 'commerce:courses.restore' : 'commerce:courses.archive')}
      onClose={onClose}
      testId="course-archive-dialog"
      confirmTestId="course-archive-confirm"
      onConfirm={async () => {
        await update.mutateAsync({ params: { courseId: String(course.id) }, body: { archived: !archived } });
      }}
    />
  );
}

type Draft = { title: string; platform: CoursePlatform; platform_course_id: string; price: string; currency: (typeof courseCurrencies)[number]; url: string };

const draftOf = (course: Course | undefined): Draft =>
  course
    ? {
        title: course.title,
        platform: course.platform,
        platform_course_id: course.platform_course_id ?? '',
        price: course.price,
        currency: course.currency as Draft['currency'],
        url: course.url ?? '',
      }
    : { title: '', platform: 'teachable', platform_course_id: '', price: '', currency: 'TWD', url: '' };

/** An edit's body: only the fields that changed; an emptied link or platform id is removed (null). */
export function courseChanges(course: Course, draft: Draft) {
  const before = draftOf(course);
  const changed = (key: keyof Draft) => draft[key].trim() !== before[key].trim();
  const optional = (key: 'url' | 'platform_course_id') => (changed(key) ? { [key]: draft[key].trim() ? draft[key] : null } : {});
  return {
    ...(changed('title') ? { title: draft.title } : {}),
    ...(changed('platform') ? { platform: draft.platform } : {}),
    ...(changed('price') ? { price: draft.price } : {}),
    ...(changed('currency') ? { currency: draft.currency } : {}),
    ...optional('url'),
    ...optional('platform_course_id'),
  };
}

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

/** Adds a course, or edits `course`: the same fields; an edit sends what changed (nothing changed: the dialog just closes). */
function CourseDialog({ channelId, course, onClose }: { channelId: string; course?: Course; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const [draft, setDraft] = useState<Draft>(() => draftOf(course));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const field = (key: keyof Draft) => errorText(errors[key], t);
  return (
    <ConfirmDialog
      open
      maxWidth="sm"
      title={t(course ? 'commerce:courses.editTitle' : 'commerce:courses.add')}
      confirmLabel={t(course ? 'commerce:courses.save' : 'commerce:courses.addConfirm')}
      onClose={onClose}
      testId="course-dialog"
      confirmTestId="course-save"
      onConfirm={async () => {
        if (!course) return saveCheckedFields(courseCreateBodySchema, courseBody(channelId, draft), setErrors, (body) => create.mutateAsync({ body }));
        const changes = courseChanges(course, draft);
        if (Object.keys(changes).length === 0) return;
        return saveCheckedFields(courseUpdateBodySchema, changes, setErrors, (body) => update.mutateAsync({ params: { courseId: String(course.id) }, body }));
      }}
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
