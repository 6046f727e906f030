// The package's timeline (issue 11): every change with its actor and time, newest first.
import type { PackageDetail, PackageEvent } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';

export function Timeline({ pkg }: { pkg: PackageDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard title={t('deals:timeline.title')} testId="package-timeline">
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pkg.events.map((e) => (
          <Stack
            component="li"
            key={e.id}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: { xs: 0, sm: 2 }, borderLeft: 3, borderColor: e.kind.includes('status') ? 'primary.main' : 'divider', pl: 1.5 }}
            data-testid="timeline-event"
            data-kind={e.kind}
          >
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 170, whiteSpace: 'nowrap' }}>
              {formatDateTime(e.at, i18n.language)}
            </Typography>
            <Typography variant="body2">
              <strong>{e.actor?.name ?? t('deals:timeline.system')}</strong> {describe(e, t)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

function describe(e: PackageEvent, t: (key: string, vars?: Record<string, unknown>) => string): string {
  const channel = e.channel_title ?? '';
  const pkgStatus = (s: string | null) => (s ? t(`deals:packageStatus.${s}`) : '');
  const caseStatus = (s: string | null) => (s ? t(`deals:caseStatus.${s}`) : '');
  switch (e.kind) {
    case 'created':
      return t('deals:timeline.created');
    case 'updated':
      return t('deals:timeline.updated');
    case 'status':
      return t('deals:timeline.status', { from: pkgStatus(e.from_status), to: pkgStatus(e.to_status) });
    case 'officer':
      return t('deals:timeline.officer');
    case 'request_form':
      return t('deals:timeline.requestForm');
    case 'case_added':
      return t('deals:timeline.caseAdded', { channel });
    case 'case_removed':
      return t('deals:timeline.caseRemoved', { channel });
    case 'case_status':
      return t(e.details.with_package ? 'deals:timeline.caseFollowed' : 'deals:timeline.caseStatus', {
        channel,
        from: caseStatus(e.from_status),
        to: caseStatus(e.to_status),
      });
    case 'case_updated':
      return t('deals:timeline.caseUpdated', { channel });
    case 'video_added':
      return t('deals:timeline.videoAdded', { channel });
    case 'video_removed':
      return t('deals:timeline.videoRemoved', { channel });
    default:
      return e.kind;
  }
}
