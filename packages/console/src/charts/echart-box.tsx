// One ECharts chart in a box that follows its width, drawn by `core` (echarts/core with the parts a
// setup module registered: echarts-setup.ts, trend-echarts.ts). The chart is drawn as SVG; the box
// is an image for assistive technology, named by `label`.
import { useEffect, useRef } from 'react';
import type * as EChartsCore from 'echarts/core';

export interface EChartBoxProps {
  core: Pick<typeof EChartsCore, 'init'>;
  option: EChartsCore.EChartsCoreOption;
  /** The accessible name of the chart, e.g. its title. */
  label: string;
  height?: number;
}

export function EChartBox({ core, option, label, height = 320 }: EChartBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsCore.EChartsType | undefined>(undefined);

  useEffect(() => {
    const element = box.current!;
    const instance = core.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => instance.resize()) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, [core]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [core, option]);

  return <div ref={box} role="img" aria-label={label} data-chart="" style={{ width: '100%', height }} />;
}
