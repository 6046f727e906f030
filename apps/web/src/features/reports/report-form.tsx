// The report page's form (spec 2 "report export": weekly, monthly, quarterly with year and quarter;
// Word, PowerPoint, PDF): the period (by default the latest that has ended, spec 9's previous
// quarter), the file format, the report's language and currency; the file downloads as a blob named
// by content-disposition (spec 7). The same choice can be mailed to chosen recipients (spec 2 "send
// by mail"); those who manage the mailing follow the send's progress here.
import {
  canDownloadChannelReport,
  managesReportMailing,
  defaultCurrencyOf,
  isoWeeksInYear,
  languages,
  latestEndedSelection,
  periodHasEnded,
  periodHasStarted,
  periodPartOf,
  reportPeriods,
  reportRange,
  REPORT_YEAR_MIN,
  type Currency,
  type Language,
  type ReportFormat,
  type ReportPeriod,
} from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../components/toasts.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { download } from '../../lib/api-client.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { useAction } from '../../lib/use-action.ts';
import './i18n.ts';
import { ReportCurrencyField, ReportFormatField, ReportLanguageField } from './report-choice-fields.tsx';
import { ChannelMailDialog } from './mailing/channel-mail-dialog.tsx';
import { RunCard } from './mailing/runs-section.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/** `runsHref`: where the mailing's runs are listed (null when the person does not manage the mailing). */
export function ReportForm({ channelId, runsHref = null }: { channelId: string; runsHref?: string | null }) {
  const { t, i18n } = useTranslation('reports');
  const { subject } = useAccess();
  const uiLanguage = (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'zh-TW';
  const [period, setPeriod] = useState<ReportPeriod>('quarterly');
  const latest = latestEndedSelection(period, today());
  const [chosen, setChosen] = useState<{ year: number; index: number } | null>(null);
  const year = chosen?.year ?? latest.year;
  const index = chosen?.index ?? latest.index;
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [currency, setCurrency] = useState<Currency | null>(null);
  const shownCurrency = currency ?? defaultCurrencyOf[language];
  const allowed = subject !== null && canDownloadChannelReport(subject, channelId);
  const toast = useToast();
  const [mailing, setMailing] = useState(false);
  const [sentRun, setSentRun] = useState<string | null>(null);

  const thisYear = Number(today().slice(0, 4));
  const years = Array.from({ length: Math.max(1, thisYear - REPORT_YEAR_MIN + 1) }, (_, i) => thisYear - i).slice(0, 6);
  const count = period === 'quarterly' ? 4 : period === 'monthly' ? 12 : isoWeeksInYear(year);
  const indexes = Array.from({ length: count }, (_, i) => i + 1);
  // A period that has not begun cannot be chosen (its report would be empty); one in progress is reported to date.
  const started = (i: number) => periodHasStarted({ period, year, index: i }, today());
  const shownIndex = started(Math.min(index, count)) ? Math.min(index, count) : Math.max(1, indexes.filter(started).at(-1) ?? 1);
  const range = reportRange({ period, year, index: shownIndex });
  const inProgress = !periodHasEnded({ period, year, index: shownIndex }, today());
  const monthName = (m: number) => new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));
  const indexLabel = (i: number) => {
    if (period === 'quarterly') return t('reports:form.quarterOption', { index: i });
    if (period === 'monthly') return monthName(i);
    const r = reportRange({ period, year, index: i });
    return t('reports:form.weekOption', { index: i, start: r.start.slice(5), end: r.end.slice(5) });
  };

  const saving = useAction();
  const latestVideo = useAction();
  const [downloaded, setDownloaded] = useState(false);
  const save = (action: typeof saving, work: () => Promise<void>) => {
    setDownloaded(false);
    void action.run(async () => {
      await work();
      setDownloaded(true);
    });
  };
  const saveReport = () =>
    save(saving, () =>
      download(
        'reportChannelDownload',
        {
          params: { channelId },
          query: { period, year, [periodPartOf[period]]: shownIndex, format, language, currency: shownCurrency },
        },
        `report-${channelId}.${format}`,
      ),
    );
  const saveLatestVideo = () =>
    save(latestVideo, () =>
      download('reportLatestVideoDownload', { params: { channelId }, query: { format, language } }, `latest-video-${channelId}.${format}`),
    );

  const select = (testId: string) => ({ htmlInput: { 'data-testid': testId } });
  return (
    <Card variant="outlined" data-testid="report-form">
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('reports:form.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <SelectField
            label={t('reports:form.period')}
            value={period}
            onChange={(next) => {
              setPeriod(next);
              setChosen(null);
            }}
            options={reportPeriods.map((p) => ({ value: p, label: t(`reports:form.periods.${p}`) }))}
            sx={{ minWidth: 140 }}
            testId="report-period"
          />
          <TextField
            select
            size="small"
            label={t('reports:form.year')}
            value={year}
            onChange={(e) => setChosen({ year: Number(e.target.value), index })}
            sx={{ minWidth: 110 }}
            slotProps={select('report-year')}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t(`reports:form.${periodPartOf[period]}`)}
            value={shownIndex}
            onChange={(e) => setChosen({ year, index: Number(e.target.value) })}
            sx={{ minWidth: 160 }}
            slotProps={select('report-index')}
          >
            {indexes.map((i) => (
              <MenuItem key={i} value={i} disabled={!started(i)}>
                {periodHasEnded({ period, year, index: i }, today()) || !started(i)
                  ? indexLabel(i)
                  : t('reports:form.inProgressOption', { period: indexLabel(i) })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {/* The file's choices only for those who may have the file (issue 23). */}
        {allowed && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <ReportFormatField value={format} onChange={setFormat} testId="report-format" />
            <ReportLanguageField value={language} onChange={setLanguage} testId="report-language" />
            <ReportCurrencyField value={shownCurrency} onChange={setCurrency} testId="report-currency" />
          </Stack>
        )}
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="report-covers">
          {t(inProgress ? 'reports:form.coversInProgress' : 'reports:form.covers', { start: range.start, end: range.end })}
        </Typography>
        {allowed ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <Button variant="contained" disabled={saving.busy} onClick={saveReport} data-testid="report-download">
              {saving.busy ? t('reports:form.downloading') : t('reports:form.download')}
            </Button>
            <Button
              variant="outlined"
              disabled={latestVideo.busy}
              onClick={saveLatestVideo}
              title={t('reports:form.latestVideoHelp')}
              data-testid="report-latest-video"
            >
              {latestVideo.busy ? t('reports:form.downloading') : t('reports:form.latestVideo')}
            </Button>
            <Button variant="outlined" onClick={() => setMailing(true)} data-testid="report-mail">
              {t('reports:mailing.pageMail.open')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="info" data-testid="report-no-download">
            {t('reports:form.noDownload', { permissions: t('nav:pages.permission') })}
          </Alert>
        )}
        {downloaded && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="report-downloaded">
            {t('reports:form.downloaded')}
          </Alert>
        )}
        {(saving.failure ?? latestVideo.failure) && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {saving.failure ?? latestVideo.failure}
          </Alert>
        )}
        {sentRun && (
          <Stack sx={{ mt: 2, gap: 1 }} data-testid="report-mail-sent">
            {/* The run's progress is read through the mailing's routes: for those who manage it. */}
            {subject !== null && managesReportMailing(subject) && <RunCard runId={sentRun} compact />}
            {runsHref && (
              <Link component={RouterLink} to={runsHref} variant="body2" data-testid="report-mail-runs-link">
                {t('reports:mailing.pageMail.seeRuns')}
              </Link>
            )}
          </Stack>
        )}
      </CardContent>
      {mailing && (
        <ChannelMailDialog
          channelId={channelId}
          choice={{
            period,
            year,
            index: shownIndex,
            language,
            currency: shownCurrency,
            format,
            start: range.start,
            end: range.end,
          }}
          onClose={() => setMailing(false)}
          onStarted={(started) => {
            setSentRun(started.run_id);
            toast(t('reports:mailing.pageMail.started', { count: started.recipients, run: started.run_id }));
          }}
        />
      )}
    </Card>
  );
}
