// One headline figure of a report (a total): its label above, the value large.
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export function FigureCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Card>
  );
}
