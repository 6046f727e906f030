// One editing request (videoEditor?request=<id>): what was asked and the moves this person may make,
// the footage (links, files, resumable upload), the delivered cuts with their timecoded comments
// (play, seek, comment at the current time, compare two versions) and the history of every move.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useEditRequest } from './api.ts';
import { CutReview } from './cut-review.tsx';
import { abilities, networkToday } from './edit-requests-model.ts';
import { FootageCard } from './footage-card.tsx';
import { HistoryCard } from './history-card.tsx';
import { RequestSummary } from './request-summary.tsx';

export function RequestDetail({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const detail = useEditRequest(requestId);
  const request = detail.data;
  const can = request ? abilities(subject, request) : null;
  return (
    <DashboardPage
      maxWidth={1400}
      title={request?.title ?? t('editing:detail.title')}
      subtitle={
        <Link component={RouterLink} to="?" data-testid="edit-back">
          {t('editing:detail.back')}
        </Link>
      }
    >
      {detail.isFetching && !request && <LinearProgress />}
      {detail.error && (
        <Alert severity="error" data-testid="edit-detail-error">
          {detail.error.message}
        </Alert>
      )}
      {request && can && (
        // The cuts beside the request on a wide screen, and right after it on a phone (reviewing is the page's work).
        <Box
          sx={{
            display: 'grid',
            columnGap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
            gridTemplateAreas: { xs: '"summary" "cuts" "footage" "history"', lg: '"summary cuts" "footage cuts" "history cuts"' },
            gridTemplateRows: { lg: 'auto auto 1fr' },
          }}
        >
          <Box sx={{ gridArea: 'summary' }}>
            <RequestSummary request={request} moves={can.moves} today={networkToday(new Date())} />
          </Box>
          <Box sx={{ gridArea: 'cuts' }}>
            <CutReview request={request} canComment={can.comment} canDeliver={can.deliver} />
          </Box>
          <Box sx={{ gridArea: 'footage' }}>
            <FootageCard request={request} canUpload={can.uploadFootage} />
          </Box>
          <Box sx={{ gridArea: 'history' }}>
            <HistoryCard history={request.history} />
          </Box>
        </Box>
      )}
    </DashboardPage>
  );
}
