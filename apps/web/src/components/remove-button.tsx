// The × at the end of a list row that takes the row away: the tooltip says what it does, the
// label (for screen readers) names the row.
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

type Props = { tooltip: string; label: string; onClick: () => void; testId: string };

export function RemoveButton({ tooltip, label, onClick, testId }: Props) {
  return (
    <Tooltip title={tooltip}>
      <IconButton edge="end" aria-label={label} onClick={onClick} data-testid={testId}>
        <span aria-hidden>×</span>
      </IconButton>
    </Tooltip>
  );
}
