// Issue reports (spec 2, 3, 7): anyone signed in files one (LINE ID, submitter, explanation) and
// sees their own history; managing roles (admin, super staff, staff) see everyone's and answer
// with a status, an estimated completion date (1900-01-01 to 2099-12-31) and a response.
import {
  seesEveryIssueReport,
  type CreateProblemReportInput,
  type ProblemReport,
  type ProblemReportStatus,
  type Subject,
  type UpdateProblemReportInput,
} from '@chorus/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { countRecentReports, findReport, findReports, insertReport, updateReport, type ProblemReportRow } from './issue-reports.repository.ts';

/** Reports one person may file per hour: enough for anyone reporting in good faith. */
export const REPORTS_PER_HOUR = 20;
const DEFAULT_PAGE_SIZE = 50;

export type ReportCaller = { userId: number; name: string; subject: Subject };

export type IssueReportsDeps = { db: Db; clock: Clock };

export class IssueReportsService {
  private readonly deps: IssueReportsDeps;

  constructor(deps: IssueReportsDeps) {
    this.deps = deps;
  }

  async create(caller: ReportCaller, input: CreateProblemReportInput): Promise<ProblemReport> {
    const now = this.deps.clock.now();
    const recent = await countRecentReports(this.deps.db, caller.userId, new Date(now.getTime() - 3_600_000));
    if (recent >= REPORTS_PER_HOUR) throw new DomainError('errors.tooManyRequests', { retryAfter: 3600 });
    const id = await insertReport(this.deps.db, {
      reporter_id: caller.userId,
      line_number: input.line_number ?? null,
      submitter: input.submitter ?? caller.name,
      explanation: input.explanation,
      now,
    });
    return present((await findReport(this.deps.db, id))!);
  }

  async list(caller: ReportCaller, query: { status?: ProblemReportStatus; page?: number; page_size?: number }) {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await findReports(this.deps.db, {
      reporterId: seesEveryIssueReport(caller.subject) ? null : caller.userId,
      status: query.status,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: rows.map(present), total, page, page_size: pageSize };
  }

  /** The route has judged canAnswerIssueReports. */
  async update(caller: ReportCaller, id: number, input: UpdateProblemReportInput): Promise<ProblemReport> {
    const patch = {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.estimated_completion_date !== undefined ? { estimated_completion_date: input.estimated_completion_date } : {}),
      ...(input.response !== undefined ? { response: input.response } : {}),
      responded_by: caller.userId,
      updated_at: this.deps.clock.now(),
    };
    if (!(await updateReport(this.deps.db, id, patch))) throw notFound();
    return present((await findReport(this.deps.db, id))!);
  }
}

function present(row: ProblemReportRow): ProblemReport {
  return {
    id: row.id,
    line_number: row.line_number,
    submitter: row.submitter,
    explanation: row.explanation,
    status: row.status,
    estimated_completion_date: row.estimated_completion_date,
    response: row.response,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    reporter: { user_id: row.reporter_id, email: row.reporter_email, name: row.reporter_name },
  };
}
