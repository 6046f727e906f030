// One ECharts chart of the report (the library loads on first use). It follows its container's size
// and marks itself drawn (data-drawn="true") once the first drawing with data has finished.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

type EChartsModule = typeof import('./echarts-setup.ts');
type Chart = ReturnType<EChartsModule['echarts']['init']>;
let loading: Promise<EChartsModule> | null = null;
const loadECharts = () => (loading ??= import('./echarts-setup.ts'));

export function DailyChart({ option, height, label, name }: { option: EChartsCoreOption; height: number; label: string; name: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void loadECharts().then(({ echarts }) => {
      if (cancelled || !host.current) return;
      const instance = echarts.init(host.current, null, { renderer: 'svg' });
      chart.current = instance;
      observer = new ResizeObserver(() => instance.resize({ animation: { duration: 0 } }));
      observer.observe(host.current);
      setReady(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const finished = () => {
      instance.off('finished', finished);
      setDrawn(true);
    };
    if (!drawn) instance.on('finished', finished);
    instance.setOption(option, { notMerge: true });
    return () => {
      instance.off('finished', finished);
    };
  }, [option, ready, drawn]);

  return (
    <Box sx={{ position: 'relative', height }}>
      <Box
        ref={host}
        role="img"
        aria-label={label}
        data-testid={`chart-${name}`}
        data-drawn={drawn ? 'true' : 'false'}
        sx={{ position: 'absolute', inset: 0 }}
      />
      {!ready && <Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, height: '100%' }} />}
    </Box>
  );
}
