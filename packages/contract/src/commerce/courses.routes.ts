// Routes of the commerce area's courses part (issue 28 fixes the paths and fields): a catalogue per
// channel, the sales exports of Teachable, Kajabi and Hahow uploaded like the CMS reports (or sales
// entered by hand), and the monthly revenue that feeds the statement's paid-course line.
import { signedIn, type Route } from '../core/route.ts';

/** Every read that shows course figures: a new course, an upload or a hand entry changes them. */
const courseReads = ['coursesList', 'coursesRevenue', 'coursesRevenueMonths', 'ledgerStatement', 'ledgerMyStatements'] as const;

export const coursesRoutes = {
  coursesList: {
    method: 'GET',
    path: '/api/v1/courses',
    summary: "A channel's course catalogue (title, platform, price, currency, link); every channel the caller reaches without channel_id",
    permission: signedIn,
    policy: 'reachesCommerce',
  },
  coursesCreate: {
    method: 'POST',
    path: '/api/v1/courses',
    summary: "Add a course to a channel's catalogue",
    permission: signedIn,
    policy: 'canEditCourses',
    invalidates: ['coursesList'],
  },
  coursesUpdate: {
    method: 'POST',
    path: '/api/v1/courses/:courseId',
    summary:
      'Edit a course (title, platform, price, currency, link) or archive or restore it; the platform and currency stay once sales were counted under them',
    permission: signedIn,
    policy: 'canEditCourses',
    invalidates: [...courseReads],
  },
  coursesSalesUpload: {
    method: 'POST',
    path: '/api/v1/courses/sales/uploads',
    summary:
      "Upload a course platform's sales export (Teachable, Kajabi or Hahow CSV, in `file`) for a channel and month: the month's sales from that platform are replaced at once; a bad row refuses the file with its line. 200 with results, or 202 with the upload id",
    permission: signedIn,
    policy: 'canEnterCourseSales',
    kind: 'multipart',
    invalidates: [...courseReads],
    // One export's limit (MAX_COURSE_EXPORT_BYTES, 256 MiB) and 1 MiB for the form around it.
    maxBodyBytes: 256 * 1024 ** 2 + 1024 ** 2,
  },
  coursesSalesUploadStatus: {
    method: 'GET',
    path: '/api/v1/courses/sales/uploads/:uploadId',
    summary: "A course sales upload's state and its result",
    permission: signedIn,
    policy: 'canEnterCourseSales',
  },
  coursesSalesEnter: {
    method: 'POST',
    path: '/api/v1/courses/sales',
    summary: "Enter a course's month by hand (enrolments, gross, refunds); replaces that course's hand entry for the month",
    permission: signedIn,
    policy: 'canEnterCourseSales',
    invalidates: [...courseReads],
  },
  coursesRevenue: {
    method: 'GET',
    path: '/api/v1/courses/revenue',
    summary: 'Course revenue of a month per course: enrolments, gross, refunds, net, in the course currency',
    permission: signedIn,
    policy: 'reachesCommerce',
  },
  coursesRevenueMonths: {
    method: 'GET',
    path: '/api/v1/courses/revenue/months',
    summary: "A channel's course enrolments, revenue and refunds month by month",
    permission: signedIn,
    policy: 'reachesCommerce',
  },
} as const satisfies Record<string, Route>;
