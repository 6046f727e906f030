// The system log (spec 2 "syslog", security plan 31): who did what to whom, from where and when;
// the real person behind an action done while switched into another account is shown beside it.
// The container: the filters and page asked of the server, handed to the view.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { serverPage, usePaging } from '../../../components/paged-table.tsx';
import { keepPreviousData, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import '../i18n.ts';
import { emptySyslogFilters, syslogQuery, type SyslogFilters } from './syslog-model.ts';
import { SyslogView } from './syslog-view.tsx';

export function SyslogPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SyslogFilters>(emptySyslogFilters);
  const [filters, setFilters] = useState<SyslogFilters>(emptySyslogFilters);
  const paging = usePaging(50);
  const log = useEndpointQuery('syslog', { query: syslogQuery(filters, paging.page, paging.pageSize) }, { placeholderData: keepPreviousData, retry: false });
  // A changed action filter applies at once; typed ones on "search".
  useEffect(() => paging.setPage(0), [filters]);
  const apply = (next: SyslogFilters) => {
    setDraft(next);
    setFilters(next);
  };
  return (
    <DashboardPage maxWidth={1280} page="syslog" subtitle={t('access:syslog.help')}>
      <SyslogView draft={draft} onDraftChange={setDraft} onApply={apply} log={serverPage(log)} paging={paging} />
    </DashboardPage>
  );
}
