// A chart of the statistics pages: the chart box with every part those pages draw (echarts-setup.ts);
// each statistics page shows the numbers as a table too.
import { EChartBox } from './echart-box';
import { echarts, type ChartOption } from './echarts-setup';

export interface EChartProps {
  option: ChartOption;
  /** The accessible name of the chart, e.g. its title. */
  label: string;
  height?: number;
}

export function EChart(props: EChartProps) {
  return <EChartBox core={echarts} {...props} />;
}
