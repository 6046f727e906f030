import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** `textOnWide`: the name only from the small breakpoint up (the phone's top bar keeps the mark alone). */
export function Logo({ size = 32, textOnWide = false }: { size?: number; textOnWide?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: size, height: size }} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: 0.5, display: textOnWide ? { xs: 'none', sm: 'inline' } : undefined }}
      >
        Chorus
      </Typography>
    </Box>
  );
}
