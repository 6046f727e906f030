// The CSV download button of a chart card or table card.
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/icons.tsx';

export function CsvButton({ onClick, disabled, testId }: { onClick: () => void; disabled: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('analytics:chart.downloadCsv')}>
      {/* A disabled button sends no events: the span lets the tooltip still show. */}
      <span>
        <IconButton
          size="small"
          onClick={onClick}
          disabled={disabled}
          aria-label={t('analytics:chart.downloadCsv')}
          data-testid={testId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
