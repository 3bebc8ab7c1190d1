// The statistics pages' charts (ECharts, SVG): import from here only in a route page's chunk.
export { EChart } from './echart';
export type { ChartOption } from './echarts-setup';
