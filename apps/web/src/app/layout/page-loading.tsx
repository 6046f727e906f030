import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

// apps/web/index.html draws a plain copy of this before the scripts run (issue 24): change both.
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}
