// The publishPlatform page (issue 29): the publishing calendar of the channels the reader may see,
// by week or month (a list by day on a phone), all channels or the current one; planning, moving and
// cancelling for those the contract's schedulesReleases lets plan (the server's own rule).
import { schedulesReleases, taipeiDay, type Release } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useReleaseSchedule } from './api.ts';
import './i18n.ts';
import { CreateReleaseDialog, ReleaseDialog } from './release-dialogs.tsx';
import { daysOf, planningChannels, shiftAnchor, type CalendarView } from './schedule-model.ts';
import { ScheduleView } from './schedule-view.tsx';

export function SchedulePage() {
  const { t, i18n } = useTranslation();
  const { subject, channel } = useAccess();
  const today = taipeiDay(new Date());
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [scope, setScope] = useState<'all' | 'current'>('all');
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const days = daysOf(view, anchor);
  const channelId = scope === 'current' && channel ? channel.id : undefined;
  const schedule = useReleaseSchedule({ from: days[0], to: days.at(-1), ...(channelId ? { channel_id: channelId } : {}) });
  const answer = schedule.data;
  const open: Release | null = answer?.items.find((r) => r.release_id === openId) ?? null;
  const planning = planningChannels(channel ? { id: channel.id, name: channel.name } : null, answer?.accounts ?? [], (id) =>
    schedulesReleases(subject, { channel_id: id }),
  );
  const format =
    view === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const title =
    view === 'month'
      ? format.format(new Date(`${anchor.slice(0, 7)}-01T00:00:00Z`))
      : format.formatRange(new Date(`${days[0]}T00:00:00Z`), new Date(`${days.at(-1)}T00:00:00Z`));

  return (
    <DashboardPage
      maxWidth={1400}
      page="publishPlatform"
      subtitle={t('releases:subtitle')}
      actions={
        planning.length > 0 ? (
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="release-create">
            {t('releases:create')}
          </Button>
        ) : undefined
      }
    >
      {schedule.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {schedule.error.message || t('releases:loadFailed')}
        </Alert>
      )}
      <ScheduleView
        answer={answer}
        view={view}
        days={days}
        month={anchor.slice(0, 7)}
        today={today}
        title={title}
        onView={setView}
        onShift={(step) => setAnchor(shiftAnchor(view, anchor, step))}
        onToday={() => setAnchor(today)}
        onOpen={(r) => setOpenId(r.release_id)}
        filter={
          channel && (
            <TextField
              select
              size="small"
              label={t('releases:filter.label')}
              value={scope}
              onChange={(e) => setScope(e.target.value as 'all' | 'current')}
              sx={{ minWidth: 200, maxWidth: '100%' }}
              slotProps={{ htmlInput: { 'data-testid': 'release-filter' } }}
            >
              <MenuItem value="all">{t('releases:filter.all')}</MenuItem>
              <MenuItem value="current">{t('releases:filter.current', { name: channel.name })}</MenuItem>
            </TextField>
          )
        }
      />
      {creating && <CreateReleaseDialog open onClose={() => setCreating(false)} channels={planning} accounts={answer?.accounts ?? []} day={today} />}
      <ReleaseDialog
        release={open}
        gapHours={answer?.gap_hours ?? 6}
        canPlan={open !== null && schedulesReleases(subject, { channel_id: open.channel_id })}
        onClose={() => setOpenId(null)}
      />
    </DashboardPage>
  );
}
