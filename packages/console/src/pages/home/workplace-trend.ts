// The 7-day trend as an ECharts option (pure: the trend panel draws it with the lazy chart).
import type { TFunction } from 'i18next';
import type { TrendDay } from '../../api/workplace.api';
import type { TrendOption } from '../../charts/trend-echarts';

const TREND_METRICS = ['submissions', 'chats'] as const;

/** Submissions and first chats per day, one line each, on one axis of whole numbers. */
export function trendOption(t: TFunction, trend: TrendDay[]): TrendOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: trend.map((d) => d.day.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: TREND_METRICS.map((metric) => ({
      type: 'line' as const,
      name: t(`datas.${metric}`),
      showSymbol: true,
      data: trend.map((d) => d[metric]),
    })),
  };
}

/** The numbers the chart shows, added up: its accessible name says them. */
export const trendTotals = (trend: TrendDay[]) => ({
  submissions: trend.reduce((n, d) => n + d.submissions, 0),
  chats: trend.reduce((n, d) => n + d.chats, 0),
});
