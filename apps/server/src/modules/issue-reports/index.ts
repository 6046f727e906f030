// The issue-reports module's public entry.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { issueReportsHandlers } from './issue-reports.routes.ts';
import { IssueReportsService } from './issue-reports.service.ts';

export function createModule({ db, clock }: AppContext): ServerModule {
  return { handlers: issueReportsHandlers({ service: new IssueReportsService({ db, clock }) }) };
}
