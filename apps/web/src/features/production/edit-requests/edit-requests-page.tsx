// The editing requests page (videoEditor, issue 29). Without `?request=` it lists the requests the
// reader reaches (filters by channel and state, due dates with the overdue marked, who holds each),
// the editors' workload for those who may read it, and the ask form for a channel's owner or
// manager; with `?request=<id>` (the address the status mail links to) it shows that request.
import { readsEditorWorkload } from '@chorus/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useEditorWorkload, useEditRequests, type RequestFilter } from './api.ts';
import { AskDialog } from './ask-dialog.tsx';
import { askChannels, channelChoices, filterOf, filterSearch, networkToday, requestIdOf } from './edit-requests-model.ts';
import './i18n.ts';
import { RequestDetail } from './request-detail.tsx';
import { RequestList } from './request-list.tsx';
import { WorkloadCard } from './workload-card.tsx';

export function EditRequestsPage() {
  const [search] = useSearchParams();
  const id = requestIdOf(search.get('request'));
  return id === null ? <RequestsOverview /> : <RequestDetail key={id} requestId={id} />;
}

function RequestsOverview() {
  const { t } = useTranslation();
  const { subject, user, channel } = useAccess();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filter = filterOf(search);
  const setFilter = (next: RequestFilter) => navigate(filterSearch(next) || '?', { replace: true });
  const [asking, setAsking] = useState(false);
  const requests = useEditRequests(filter);
  // The channel choices: the reader's own and those the unfiltered list showed (kept while a filter narrows it).
  const unfiltered = useEditRequests({ channelId: '', status: '' });
  const workloadShown = readsEditorWorkload(subject);
  const workload = useEditorWorkload(workloadShown);
  const canAskOn = askChannels(subject, user.channels);
  const today = networkToday(new Date());
  return (
    <DashboardPage
      maxWidth={1400}
      page="videoEditor"
      subtitle={t('editing:subtitle')}
      actions={
        canAskOn.length > 0 && (
          <Button variant="contained" onClick={() => setAsking(true)} data-testid="edit-ask-open">
            {t('editing:ask.open')}
          </Button>
        )
      }
    >
      {workloadShown && <WorkloadCard workload={workload.data} loading={workload.isFetching} error={workload.error} today={today} />}
      <RequestList
        requests={requests.data?.requests}
        loading={requests.isFetching}
        error={requests.error}
        filter={filter}
        onFilter={setFilter}
        channels={channelChoices(user.channels, unfiltered.data?.requests ?? [])}
        today={today}
      />
      {asking && (
        <AskDialog
          channels={canAskOn}
          initialChannel={canAskOn.some((c) => c.id === channel?.id) ? channel!.id : (canAskOn[0]?.id ?? '')}
          onClose={() => setAsking(false)}
          onAsked={(requestId) => navigate(`?request=${requestId}`)}
        />
      )}
    </DashboardPage>
  );
}
