// ECharts with only what the home page's trend draws (line; grid, tooltip, legend) and the SVG
// renderer: the trend chart's chunk (lazy-trend-chart.tsx) carries no more of ECharts than this.
import { LineChart } from 'echarts/charts';
import type { LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/** The options the trend chart may take (only the parts registered above). */
export type TrendOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

export { echarts };
