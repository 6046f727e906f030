// The package's timeline (issue 11): every change with its actor and time, newest first.
import type { PackageDetail, PackageEvent, PackageEventKind } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { eventTexts } from './timeline-texts.ts';

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

const isEventKind = (kind: string): kind is PackageEventKind => Object.hasOwn(eventTexts, kind);

function describe(e: PackageEvent, t: (key: string, vars?: Record<string, unknown>) => string): string {
  const channel = e.channel_title ?? '';
  const pkgStatus = (s: string | null) => (s ? t(`deals:packageStatus.${s}`) : '');
  const caseStatus = (s: string | null) => (s ? t(`deals:caseStatus.${s}`) : '');
  if (!isEventKind(e.kind)) return t('deals:timeline.other');
  switch (e.kind) {
    case 'status':
      return t(eventTexts.status, { from: pkgStatus(e.from_status), to: pkgStatus(e.to_status) });
    case 'case_status':
      return t(e.details.with_package ? 'deals:timeline.caseFollowed' : eventTexts.case_status, {
        channel,
        from: caseStatus(e.from_status),
        to: caseStatus(e.to_status),
      });
    default:
      return t(eventTexts[e.kind], { channel });
  }
}
