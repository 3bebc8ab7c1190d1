// 近 7 天趋势: submissions and chats per day as a line chart, whose ECharts loads with the chart
// itself (charts/lazy-trend-chart.tsx), after the to-dos and lists are on the page.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrendDay } from '../../api/workplace.api';
import { LazyTrendChart } from '../../charts/lazy-trend-chart';
import { trendOption, trendTotals } from './workplace-trend';
import { WorkplacePanel } from './workplace-panel';

const HEIGHT = 260;

export function TrendPanel({ trend, className }: { trend: TrendDay[]; className?: string }) {
  const { t } = useTranslation();
  const option = useMemo(() => trendOption(t, trend), [t, trend]);
  return (
    <WorkplacePanel id="home-trend" title={t('home.trend')} className={className}>
      <p className="hint">{t('home.trendHint')}</p>
      <LazyTrendChart option={option} label={t('home.trendLabel', trendTotals(trend))} height={HEIGHT} />
    </WorkplacePanel>
  );
}
