// Shares of a whole: the ring drawn by ECharts, the legend as HTML beside it (it wraps below the ring
// in a narrow card instead of being cut off, and long names in any language stay readable).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { donut, palette } from './chart-options.ts';
import { EChart } from '../../../components/charts/echart.tsx';

type Item = { name: string; value: number; text: string };

export function DonutChart({ name, label, items, height, onDrawn }: { name: string; label: string; items: Item[]; height: number; onDrawn?: () => void }) {
  const option = useMemo(() => donut({ items, formatValue: String }), [items]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, minHeight: height }}>
      <Box sx={{ flex: '0 0 220px', width: 220, mx: 'auto' }}>
        <EChart option={option} height={220} label={label} name={name} onDrawn={onDrawn} />
      </Box>
      <Box component="ul" sx={{ flex: '1 1 180px', listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} data-testid={`${name}-legend`}>
        {items.map((item, i) => (
          <Box component="li" key={item.name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '3px', bgcolor: palette[i % palette.length], flexShrink: 0 }} />
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
              {item.name}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {item.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
