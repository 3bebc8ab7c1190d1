// The help statistics' three charts as ECharts options, from the server's numbers (pure: no DOM).
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../charts';
import type { HelpStatistics } from '../../api/help.api';

const EVENT_LABELS = {
  signups: 'help.totalSignups',
  enrolled: 'help.totalEnrolled',
  trained: 'help.totalTrained',
  employed: 'help.totalEmployed',
  rejected: 'help.totalRejected',
} as const;
export type HelpEvent = keyof typeof EVENT_LABELS;
export const EVENTS = Object.keys(EVENT_LABELS) as HelpEvent[];
export const eventLabel = (t: TFunction, event: HelpEvent) => t(EVENT_LABELS[event]);

export const OUTCOMES = [
  ['pending', 'help.outcomePending'],
  ['enrolled', 'help.stageEnrolled'],
  ['trained', 'help.stageTrained'],
  ['employed', 'help.stageEmployed'],
  ['rejected', 'help.statusRejected'],
] as const;

/** A period as shown: a month as is (2026-05), a week by its Monday (2026-05-04 当周). */
export const periodLabel = (t: TFunction, stats: Pick<HelpStatistics, 'unit'>, period: string) =>
  stats.unit === 'week' ? t('help.weekOf', { date: period }) : period;

// Static charts: drawn at once (no animation), so what a test or a screenshot sees is the whole picture.
const base = { animation: false, tooltip: { trigger: 'axis' as const }, legend: { top: 0 } };

export function timelineOption(t: TFunction, stats: HelpStatistics): ChartOption {
  const shown: HelpEvent[] = ['signups', 'enrolled', 'trained', 'employed'];
  return {
    ...base,
    grid: { left: 40, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: stats.timeline.map((row) => (stats.unit === 'week' ? row.period.slice(5) : row.period)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: shown.map((event) => ({ type: 'line' as const, name: eventLabel(t, event), data: stats.timeline.map((row) => row[event]) })),
  };
}

export function projectOption(t: TFunction, stats: HelpStatistics): ChartOption {
  const projects = stats.byProject.filter((p) => p.signups > 0 || p.enrolled > 0);
  const shown: HelpEvent[] = ['signups', 'enrolled', 'employed'];
  return {
    ...base,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: projects.map((p) => p.title), axisLabel: { width: 160, overflow: 'truncate' } },
    series: shown.map((event) => ({ type: 'bar' as const, name: eventLabel(t, event), data: projects.map((p) => p[event]) })),
  };
}

export function outcomeOption(t: TFunction, stats: HelpStatistics): ChartOption {
  return {
    animation: false,
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        name: t('help.chartOutcome'),
        radius: ['35%', '65%'],
        center: ['50%', '45%'],
        data: OUTCOMES.map(([key, label]) => ({ name: t(label), value: stats.outcome[key] })).filter((slice) => slice.value > 0),
        label: { formatter: '{b}: {c}' },
      },
    ],
  };
}
