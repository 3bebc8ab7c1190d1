// The statistics pages' charts (ECharts, SVG): import from here only in a route page's chunk. The
// home page's trend imports lazy-trend-chart.tsx itself, which loads its ECharts on first render.
export { EChart } from './echart';
export type { ChartOption } from './echarts-setup';
