// ECharts arrives by dynamic import, once; channel pages start it early (channels/prefetch.ts) so that it
// loads while the page's code and data do.
type EChartsModule = typeof import('./echarts-setup.ts');

let loading: Promise<EChartsModule> | null = null;
export const loadECharts = () => (loading ??= import('./echarts-setup.ts'));
