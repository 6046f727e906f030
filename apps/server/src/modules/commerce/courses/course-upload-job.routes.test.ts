// A course sales export too large to import within its request (issue 28 "202 {upload_id} as the
// accounting uploads"): stored, imported by a job, its state and result read at the status route.
// The threshold is set to nothing here, so a small export takes the job's path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceRequests } from '../commerce-requests.test-helpers.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { until } from '../../../../test/until.ts';
import { COURSE_IMPORT_JOB } from './courses.service.ts';

let t: TestApp;
let own: string;
let courseId: number;

const { ownedBy, get, post, refused } = commerceRequests(() => t);
const upload = (who: string, csv: string, language = 'zh-TW') => {
  const { payload, contentType } = multipartBody({ filename: 'sales.csv', contentType: 'text/csv', data: Buffer.from(csv) });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/sales/uploads?channel_id=${own}&month=209906`,
    payload,
    headers: { ...t.demoHeaders(who), 'content-type': contentType, 'x-chorus-language': language },
  });
};
const settled = (uploadId: string) =>
  until(
    async () => (await get('finance', `/api/v1/courses/sales/uploads/${uploadId}`)).json(),
    (s) => s.status !== 'running',
  );

beforeAll(async () => {
  t = await startTestApp({ config: { courseUploadInlineMaxBytes: 0 } });
  await t.signInDemo(['finance', 'user_owner']);
  own = await ownedBy('user_owner');
  const course = await post('finance', '/api/v1/courses', { channel_id: own, title: 'Color Grading', platform: 'teachable', price: '99', currency: 'USD' });
  expect(course.statusCode, course.body).toBe(200);
  courseId = course.json().course.id;
  await t.ctx.jobs.startWorkers({ names: [COURSE_IMPORT_JOB], pollingIntervalSeconds: 0.5, log: () => {} });
});
afterAll(async () => t?.close());

describe('a large course export', () => {
  it('answers 202 with its upload id; the job imports it exactly and the status route gives its result', async () => {
    const csv = [
      'Purchased At,Product,Final Price,Amount Refunded,Refunded At,Currency',
      '2099-06-02 10:00:00 UTC,Color Grading,99.00,,,USD',
      '2099-06-03 10:00:00 UTC,Color Grading,"$1,234.56",,,USD',
      '2099-06-04 10:00:00 UTC,Color Grading,79.20,79.20,2099-06-09 10:00:00 UTC,USD',
    ].join('\n');
    const response = await upload('finance', csv);
    expect(response.statusCode, response.body).toBe(202);
    const uploadId = response.json().upload_id as string;
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await settled(uploadId)).toEqual({
      upload_id: uploadId,
      status: 'done',
      results: [
        {
          file_name: 'sales.csv',
          platform: 'teachable',
          year_month: '209906',
          records_created: 1,
          records_replaced: 0,
          rows_outside_month: 0,
          status: 'done',
          reason: null,
          code: null,
          line: null,
        },
      ],
    });
    // 99.00 + 1,234.56 + 79.20 = 1,412.76; 79.20 refunded in June; net 1,333.56.
    const revenue = (await get('finance', `/api/v1/courses/revenue?month=209906&channel_id=${own}`)).json().items;
    expect(revenue).toEqual([
      { channel_id: own, course_id: courseId, title: 'Color Grading', enrolments: 3, gross: '1412.76', refunds: '79.20', net: '1333.56', currency: 'USD' },
    ]);
  });

  it('a bad row refuses the file in the job too: its line and reason, translated, and nothing changes', async () => {
    const response = await upload('finance', 'Purchased At,Product,Final Price\n2099-06-01,Color Grading,5\n2099-06-02,Color Grading,five dollars\n', 'en');
    expect(response.statusCode).toBe(202);
    const status = await settled(response.json().upload_id);
    expect(status.status).toBe('done');
    expect(status.results[0]).toMatchObject({
      status: 'failed',
      code: 'errors.courseExportAmount',
      line: 3,
      reason: 'Line 3: the amount "five dollars" cannot be read.',
    });
    const revenue = (await get('finance', `/api/v1/courses/revenue?month=209906&channel_id=${own}`)).json().items;
    expect(revenue[0]).toMatchObject({ net: '1333.56' });
  });

  it('an unknown upload is 404; the status is the books’ (finance), not the creator’s', async () => {
    refused(await get('finance', '/api/v1/courses/sales/uploads/00000000-0000-4000-8000-000000000000'), 404, 'errors.notFound');
    refused(await get('user_owner', '/api/v1/courses/sales/uploads/00000000-0000-4000-8000-000000000000'), 403, 'errors.forbidden');
    refused(await get('finance', '/api/v1/courses/sales/uploads/not-an-id'), 400, 'errors.invalidInput');
  });
});
