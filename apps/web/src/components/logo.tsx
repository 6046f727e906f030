import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: size, height: size }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: 0.5 }}>
        Chorus
      </Typography>
    </Box>
  );
}
