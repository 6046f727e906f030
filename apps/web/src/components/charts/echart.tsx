// One ECharts chart. The library loads on first use (dynamic import); the chart follows its
// container's size and redraws when its option changes. When a chart has finished drawing it leaves
// a performance mark (`chorus:chart:<name>`), which the page-speed script reads.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

import { loadECharts } from './echarts-loader.ts';

type Chart = ReturnType<(typeof import('./echarts-setup.ts'))['echarts']['init']>;

type Props = {
  option: EChartsCoreOption;
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
  name: string;
  onDrawn?: () => void;
};

export function EChart({ option, height, label, name, onDrawn }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);
  const [drawnOnce, setDrawnOnce] = useState(false);
  const drawnRef = useRef(onDrawn);
  drawnRef.current = onDrawn;

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
  }, [name]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    // Drawn = the first drawing with data has finished, animation included. Listening from the first
    // option on (an empty chart, resized before it, also reports "finished"), and before setting it:
    // without animation the drawing finishes within setOption.
    const finished = () => {
      instance.off('finished', finished);
      performance.mark(`chorus:chart:${name}`);
      setDrawnOnce(true);
      drawnRef.current?.();
    };
    if (!drawnOnce) instance.on('finished', finished);
    instance.setOption(option, { notMerge: true });
    return () => {
      instance.off('finished', finished);
    };
  }, [option, ready, drawnOnce, name]);

  return (
    <Box sx={{ position: 'relative', height }}>
      <Box
        ref={host}
        role="img"
        aria-label={label}
        data-testid={`chart-${name}`}
        data-ready={ready ? 'true' : 'false'}
        data-drawn={drawnOnce ? 'true' : 'false'}
        sx={{ position: 'absolute', inset: 0 }}
      />
      {!ready && <Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, height: '100%' }} />}
    </Box>
  );
}
