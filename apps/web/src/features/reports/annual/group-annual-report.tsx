// The channel group page's "Annual report" action (spec 2 "group annual report"): a dialog with
// the year (last year by default: the latest that has ended; this year so far is offered too), the
// file format, the report's language and currency; the file downloads as a blob named by
// content-disposition (group, year, language), as the report page's form does. src/app shows the
// button only to those the API lets download (canDownloadGroupReport).
import { defaultCurrencyOf, languages, REPORT_YEAR_MIN, type Currency, type Language, type ReportFormat } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';
import { ReportCurrencyField, ReportFormatField, ReportLanguageField } from '../report-choice-fields.tsx';
import '../i18n.ts';

export function GroupAnnualReportButton({ groupId, groupName }: { groupId: number; groupName: string }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} data-testid="group-annual-open">
        {t('reports:annual.form.open')}
      </Button>
      {open && <AnnualReportDialog groupId={groupId} groupName={groupName} onClose={() => setOpen(false)} />}
    </>
  );
}

function AnnualReportDialog({ groupId, groupName, onClose }: { groupId: number; groupName: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('reports');
  const uiLanguage = (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'zh-TW';
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: 7 }, (_, i) => thisYear - i).filter((y) => y >= REPORT_YEAR_MIN);
  const [year, setYear] = useState(thisYear - 1);
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [currency, setCurrency] = useState<Currency | null>(null);
  const shownCurrency = currency ?? defaultCurrencyOf[language];
  const saving = useAction();
  const [downloaded, setDownloaded] = useState(false);
  const save = () => {
    setDownloaded(false);
    void saving.run(async () => {
      await download(
        'reportGroupAnnualDownload',
        { params: { groupId }, query: { year, format, language, currency: shownCurrency } },
        `annual-report-${groupId}-${year}.${format}`,
      );
      setDownloaded(true);
    });
  };
  const select = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="group-annual-dialog">
      <DialogTitle>{t('reports:annual.form.title', { group: groupName })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('reports:annual.form.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap', pt: 1 }}>
          <TextField
            select
            size="small"
            label={t('reports:form.year')}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ minWidth: 150 }}
            slotProps={select('group-annual-year')}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y === thisYear ? t('reports:annual.form.yearSoFar', { year: y }) : y}
              </MenuItem>
            ))}
          </TextField>
          <ReportFormatField value={format} onChange={setFormat} testId="group-annual-format" />
          <ReportLanguageField value={language} onChange={setLanguage} testId="group-annual-language" />
          <ReportCurrencyField value={shownCurrency} onChange={setCurrency} testId="group-annual-currency" />
        </Stack>
        {downloaded && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="group-annual-downloaded">
            {t('reports:annual.form.downloaded')}
          </Alert>
        )}
        {saving.failure && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {saving.failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports:annual.form.close')}</Button>
        <Button variant="contained" disabled={saving.busy} onClick={save} data-testid="group-annual-download">
          {saving.busy ? t('reports:annual.form.downloading') : t('reports:annual.form.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
