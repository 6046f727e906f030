// @vitest-environment jsdom
import type { Course, CourseRevenueItem } from '@chorus/contract';
import { act, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
import { renderView, textsIn } from '../../../../test/render-view.tsx';
import type { CourseUploadAnswer } from './api.ts';
import { CoursesPage } from './courses-page.tsx';

const owner = aSubject({ channels: [{ channel_id: 'UC_cook', member_type: 'owner' }] });
const access = { subject: aSubject({ accountType: 'viewer' }), channel: { id: 'UC_cook', name: 'Cooking Studio' } as { id: string; name: string } | null };
const course = (over: Partial<Course>): Course => ({
  id: 1,
  channel_id: 'UC_cook',
  title: 'Knife skills',
  platform: 'teachable',
  platform_course_id: null,
  price: '4800',
  currency: 'TWD',
  url: 'https://cook.teachable.com/p/knife',
  created_at: '2026-01-01T00:00:00Z',
  archived_at: null,
  ...over,
});
const revenueItem = (over: Partial<CourseRevenueItem>): CourseRevenueItem => ({
  channel_id: 'UC_cook',
  course_id: 1,
  title: 'Knife skills',
  enrolments: 3,
  gross: '14400',
  refunds: '4800',
  net: '9600',
  currency: 'TWD',
  ...over,
});
let courses: Course[] = [];
let revenue: CourseRevenueItem[] = [];
const createCourse = vi.fn();
const updateCourse = vi.fn();
const upload = vi.fn<(query: object, file: File, onProgress: (sent: number, total: number) => void) => Promise<CourseUploadAnswer>>();
type Status = { data?: { upload_id: string; status: 'running' | 'done' | 'failed'; results: unknown[] } };
const uploadStatus = vi.fn<(id: string | null) => Status>();
// The job's answer changes as the server's would between polls: the hook reads it from here.
const job = { listeners: new Set<() => void>(), version: 0 };
const jobChanged = () => act(() => ((job.version += 1), job.listeners.forEach((l) => l())));
const refresh = vi.fn(() => Promise.resolve());
vi.mock('../../../lib/session/access-context.tsx', () => ({ useAccess: () => access }));
vi.mock('../../../components/charts/echart.tsx', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));
vi.mock('./api.ts', () => ({
  useCourses: () => ({ data: { items: courses }, isFetching: false, error: null }),
  useCourseRevenue: () => ({ data: { items: revenue }, isFetching: false, error: null }),
  useCourseMonths: () => ({ data: { items: [] }, isFetching: false, error: null }),
  useCreateCourse: () => ({ mutateAsync: createCourse }),
  useUpdateCourse: () => ({ mutateAsync: updateCourse }),
  useEnterCourseSales: () => ({ mutateAsync: vi.fn() }),
  useCourseUploadStatus: (id: string | null) => {
    useSyncExternalStore(
      (listener) => (job.listeners.add(listener), () => job.listeners.delete(listener)),
      () => job.version,
    );
    return uploadStatus(id);
  },
  useRefreshAfterCourseUpload: () => refresh,
  uploadCourseExport: (query: object, file: File, onProgress: (sent: number, total: number) => void) => upload(query, file, onProgress),
}));

beforeEach(() => {
  access.subject = aSubject({ accountType: 'viewer' });
  access.channel = { id: 'UC_cook', name: 'Cooking Studio' };
  courses = [course({}), course({ id: 2, title: 'Baking', platform: 'kajabi', price: '19.99', currency: 'USD', url: null })];
  revenue = [];
  createCourse.mockReset();
  updateCourse.mockReset();
  upload.mockReset();
  refresh.mockClear();
  uploadStatus.mockReturnValue({});
});

describe('the courses page', { timeout: 20_000 }, () => {
  it('lets the viewer read the catalogue and revenue, with no way to add, upload or enter', async () => {
    revenue = [revenueItem({}), revenueItem({ course_id: 2, title: 'Baking', enrolments: 1, gross: '19.99', refunds: '0', net: '19.99', currency: 'USD' })];
    await renderView(<CoursesPage />, { language: 'en' });
    const table = screen.getByTestId('course-table');
    expect(within(table).getByText('Knife skills')).toBeTruthy();
    expect(within(screen.getByTestId('course-2')).getByText('Kajabi')).toBeTruthy();
    expect(within(screen.getByTestId('course-1')).getByText('NT$4,800')).toBeTruthy();
    expect(within(screen.getByTestId('course-2')).getByText('US$19.99')).toBeTruthy();
    expect(screen.queryByTestId('course-add')).toBeNull();
    expect(screen.queryByTestId('course-sales')).toBeNull();
    const row = screen.getByTestId('course-revenue-1');
    expect(textsIn(row, 'cell')).toEqual(['Knife skills', '3', 'NT$14,400', 'NT$4,800', 'NT$9,600']);
    // Two currencies: a total for each, never added together.
    expect(screen.getByTestId('course-revenue-total-TWD').textContent).toContain('NT$9,600');
    expect(screen.getByTestId('course-revenue-total-USD').textContent).toContain('US$19.99');
  });

  it('says why a list is empty and what to do, for who reads and who adds', async () => {
    courses = [];
    await renderView(<CoursesPage />, { language: 'en' });
    expect(screen.getByTestId('course-table-empty').textContent).toBe(
      "This channel has no courses yet. They appear here once the channel's owner or manager adds them.",
    );
    expect(screen.getByTestId('course-revenue-table-empty').textContent).toMatch(/^No course revenue for \d{4}-\d{2}\. Upload/);
  });

  it('asks for a channel when none is chosen', async () => {
    access.channel = null;
    await renderView(<CoursesPage />, { language: 'en' });
    expect(screen.getByTestId('commerce-no-channel').textContent).toContain('Choose a channel');
  });

  it('shows an archived course marked, and gives the viewer no edit', async () => {
    courses = [...courses, course({ id: 3, title: 'Old course', archived_at: '2026-05-01T00:00:00Z' })];
    await renderView(<CoursesPage />, { language: 'en' });
    expect(screen.queryByTestId('course-1-edit')).toBeNull();
    expect(screen.getByTestId('course-3-archived').textContent).toBe('Archived');
  });

  it('edits and archives a course as its owner', async () => {
    access.subject = owner;
    const { user } = await renderView(<CoursesPage />, { language: 'en' });
    await user.click(screen.getByTestId('course-1-edit'));
    await user.clear(screen.getByTestId('course-price'));
    await user.type(screen.getByTestId('course-price'), '5200');
    await user.clear(screen.getByTestId('course-url'));
    await user.click(screen.getByTestId('course-save'));
    expect(updateCourse).toHaveBeenCalledWith({ params: { courseId: '1' }, body: { price: '5200', url: null } });
    await user.click(screen.getByTestId('course-2-archive'));
    expect(screen.getByTestId('course-archive-dialog').textContent).toContain('Archive “Baking”?');
    await user.click(screen.getByTestId('course-archive-confirm'));
    expect(updateCourse).toHaveBeenLastCalledWith({ params: { courseId: '2' }, body: { archived: true } });
  });

  it('lets the owner add a course; a bad price is refused in words before anything is sent', async () => {
    access.subject = owner;
    const { user } = await renderView(<CoursesPage />, { language: 'en' });
    expect(screen.queryByTestId('course-sales')).toBeNull();
    await user.click(screen.getByTestId('course-add'));
    await user.type(screen.getByTestId('course-title'), 'Sauces');
    await user.type(screen.getByTestId('course-price'), '12.345');
    await user.click(screen.getByTestId('course-save'));
    expect(screen.getByText('Please enter a valid price (up to two decimal places).')).toBeTruthy();
    expect(createCourse).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('course-price'));
    await user.type(screen.getByTestId('course-price'), '1200');
    await user.click(screen.getByTestId('course-save'));
    expect(createCourse).toHaveBeenCalledWith({
      body: { channel_id: 'UC_cook', title: 'Sauces', platform: 'teachable', price: '1200', currency: 'TWD' },
    });
  });

  it('uploads finance’s export with its progress and shows the first bad row’s line', async () => {
    access.subject = aSubject({ accountType: 'finance' });
    let progress: (sent: number, total: number) => void = () => {};
    let answer: (a: CourseUploadAnswer) => void = () => {};
    upload.mockImplementation((_query, _file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (answer = resolve));
    });
    const { user } = await renderView(<CoursesPage />, { language: 'en' });
    await user.upload(screen.getByTestId('course-upload-input'), new File(['Date,Course\n'], 'teachable.csv', { type: 'text/csv' }));
    await user.click(screen.getByTestId('course-upload-send'));
    expect(upload.mock.calls[0]![0]).toMatchObject({ channel_id: 'UC_cook', confirm_empty: false });
    act(() => progress(512, 2048));
    expect(screen.getByText('Uploading… 25%')).toBeTruthy();
    await act(async () =>
      answer({
        results: [
          {
            file_name: 'teachable.csv',
            platform: null,
            year_month: '202610',
            records_created: 0,
            records_replaced: 0,
            rows_outside_month: 0,
            status: 'failed',
            reason: 'Line 7: the amount "abc" cannot be read.',
            code: 'errors.courseExportAmount',
            line: 7,
          },
        ],
      }),
    );
    expect(screen.getByTestId('course-upload-failed').textContent).toBe('Line 7: the amount "abc" cannot be read.');
    expect(refresh).toHaveBeenCalled();
  });

  it('polls a queued upload (202) until it is done', async () => {
    access.subject = aSubject({ accountType: 'staff' });
    upload.mockResolvedValue({ upload_id: '0b6f7a44-3c2e-4e0f-9d7e-5c1a2b3c4d5e' });
    uploadStatus.mockImplementation((id) => (id ? { data: { upload_id: id, status: 'running', results: [] } } : {}));
    const { user } = await renderView(<CoursesPage />, { language: 'en' });
    await user.upload(screen.getByTestId('course-upload-input'), new File(['x'], 'kajabi.csv', { type: 'text/csv' }));
    await user.click(screen.getByTestId('course-upload-send'));
    expect(screen.getByText('Processing…')).toBeTruthy();
    expect(uploadStatus).toHaveBeenLastCalledWith('0b6f7a44-3c2e-4e0f-9d7e-5c1a2b3c4d5e');
    uploadStatus.mockImplementation((id) =>
      id
        ? {
            data: {
              upload_id: id,
              status: 'done',
              results: [
                {
                  file_name: 'kajabi.csv',
                  platform: 'kajabi',
                  year_month: '202610',
                  records_created: 2,
                  records_replaced: 1,
                  rows_outside_month: 3,
                  status: 'done',
                  reason: null,
                  code: null,
                  line: null,
                },
              ],
            },
          }
        : {},
    );
    jobChanged();
    expect((await screen.findByTestId('course-upload-done')).textContent).toBe(
      'Imported Kajabi sales for 2026-10: 2 courses. 3 rows from other months were left out.',
    );
  });
});
