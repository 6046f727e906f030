// ECharts with only what the performance report draws (lines; grid, tooltip, legend; SVG), loaded by
// dynamic import the first time the chart shows.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { echarts };
