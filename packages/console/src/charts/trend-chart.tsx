// The home page's trend chart: the chart box with the trend's parts of ECharts. Loaded only through
// lazy-trend-chart.tsx (its default export is that chunk's component).
import { EChartBox } from './echart-box';
import { echarts, type TrendOption } from './trend-echarts';

export interface TrendChartProps {
  option: TrendOption;
  /** The accessible name of the chart, with the numbers it shows. */
  label: string;
  height: number;
}

export default function TrendChart(props: TrendChartProps) {
  return <EChartBox core={echarts} {...props} />;
}
