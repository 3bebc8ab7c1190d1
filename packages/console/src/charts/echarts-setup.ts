// ECharts with only the parts the statistics pages draw (line, bar, pie, funnel; grid, tooltip,
// legend, title, dataset) and the SVG renderer: tree-shaken, and a DOM tests and axe can read.
// Imported only by the statistics pages' chunks, so neither the login page nor the layout loads it.
import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import type { BarSeriesOption, FunnelSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import type { DatasetComponentOption, GridComponentOption, LegendComponentOption, TitleComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, PieChart, FunnelChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, DatasetComponent, SVGRenderer]);

/** The options a chart of the console may take (only the parts registered above). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | FunnelSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | DatasetComponentOption
>;

export { echarts };
