// The data page's charts as ECharts options (pure: the page draws them with <EChart>).
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../charts';
import { METRICS, type RecruitingData } from '@employment-cloud/api-contract';

/** The most viewed jobs the bar chart shows (the table lists them all). */
export const TOP_JOBS = 10;

/** Views (right axis: they are many) and the other four numbers (left axis) per day. */
export function trendOption(t: TFunction, data: RecruitingData): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 56, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: data.series.map((d) => d.day.slice(5)), boundaryGap: false },
    yAxis: [
      { type: 'value', name: t('datas.axisActivity'), minInterval: 1 },
      { type: 'value', name: t('datas.views'), minInterval: 1, splitLine: { show: false } },
    ],
    series: METRICS.map((m) => ({
      type: 'line' as const,
      name: t(`datas.${m}`),
      yAxisIndex: m === 'views' ? 1 : 0,
      showSymbol: data.series.length <= 31,
      smooth: false,
      data: data.series.map((d) => d[m]),
    })),
  };
}

/** Views → submissions → chats → interviews → hires over the range. */
export function funnelOption(t: TFunction, data: RecruitingData): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'funnel',
        name: t('datas.funnel'),
        sort: 'none',
        left: '10%',
        width: '80%',
        top: 8,
        bottom: 8,
        minSize: '8%',
        label: { show: true, position: 'inside', formatter: '{b}: {c}', color: '#fff', textBorderColor: '#333', textBorderWidth: 2 },
        data: METRICS.map((m) => ({ name: t(`datas.${m}`), value: data.totals[m] })),
      },
    ],
  };
}

/** The most viewed jobs: views (top axis) and submissions (bottom axis: they are far fewer), side by side. */
export function jobsOption(t: TFunction, data: RecruitingData): ChartOption {
  const top = data.jobs.slice(0, TOP_JOBS).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    // Room on the right for the axes' names (containLabel leaves them out).
    grid: { left: 8, right: 88, top: 56, bottom: 8, containLabel: true },
    xAxis: [
      { type: 'value', minInterval: 1, position: 'bottom', name: t('datas.submissions'), nameLocation: 'end' },
      { type: 'value', minInterval: 1, position: 'top', name: t('datas.views'), nameLocation: 'end', splitLine: { show: false } },
    ],
    yAxis: { type: 'category', data: top.map((j) => j.title), axisLabel: { width: 120, overflow: 'truncate' } },
    series: [
      { type: 'bar', name: t('datas.views'), xAxisIndex: 1, data: top.map((j) => j.views) },
      { type: 'bar', name: t('datas.submissions'), xAxisIndex: 0, data: top.map((j) => j.submissions) },
    ],
  };
}
