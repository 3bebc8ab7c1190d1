// The home page's trend chart with its ECharts in a chunk of its own: this is the one dynamic
// import of it, so neither the login page, the layout nor the home page's chunk carries ECharts
// (test/size.test.ts). While the chunk loads, a box of the chart's height holds its place; a chunk
// that fails or times out shows the console's reload prompt there (src/lazy).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithTimeout } from '../lazy';
import type { TrendChartProps } from './trend-chart';

const TrendChart = lazyWithTimeout<TrendChartProps>(() => import('./trend-chart'));

function Placeholder({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ height, display: 'grid', placeItems: 'center', color: '#606266' }}>
      {t('common.loading')}
    </div>
  );
}

export function LazyTrendChart(props: TrendChartProps) {
  return (
    <Suspense fallback={<Placeholder height={props.height} />}>
      <TrendChart {...props} />
    </Suspense>
  );
}
