// A section's heading (h2) with the line that explains it under it: settings cards and the
// headings between a channel page's sections.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionTitle({ title, subtitle, bold = false }: { title: ReactNode; subtitle?: ReactNode; bold?: boolean }) {
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={bold ? { fontWeight: 700 } : undefined}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
