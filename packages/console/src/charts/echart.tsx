// One ECharts chart in a box that follows its width. The chart is drawn as SVG; the box is an image
// for assistive technology, named by `label` (each statistics page shows the numbers as a table too).
import { useEffect, useRef } from 'react';
import { echarts, type ChartOption } from './echarts-setup';

export interface EChartProps {
  option: ChartOption;
  /** The accessible name of the chart, e.g. its title. */
  label: string;
  height?: number;
}

export function EChart({ option, label, height = 320 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | undefined>(undefined);

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => instance.resize()) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} data-chart="" style={{ width: '100%', height }} />;
}
