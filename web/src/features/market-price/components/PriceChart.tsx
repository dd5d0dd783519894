import type { MarketDay } from '@hgsc/contracts';
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

/** ECharts takes numbers: a decimal text for drawing only, never for sums. */
const plotted = (value: string | null) => (value === null ? null : Number(value));

/**
 * A commodity's daily history: the market price, the offers' and the orders' parts as lines (yuan per tonne, left
 * axis) and the tonnes completed as bars (right axis); a day without orders leaves a gap in their line.
 */
export default function PriceChart({ days }: { days: MarketDay[] }) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current);
    const names = {
      price: t('marketPrice.series.price'),
      offer: t('marketPrice.series.offer'),
      deal: t('marketPrice.series.deal'),
      tonnes: t('marketPrice.series.dealTonnes'),
    };
    chart.setOption({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { data: Object.values(names), top: 0 },
      grid: { left: 64, right: 64, top: 40, bottom: 56 },
      xAxis: { type: 'category', data: days.map((day) => day.day) },
      yAxis: [
        { type: 'value', name: t('marketPrice.axis.price'), scale: true },
        { type: 'value', name: t('marketPrice.axis.tonnes'), splitLine: { show: false } },
      ],
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
      series: [
        {
          name: names.price,
          type: 'line',
          data: days.map((day) => plotted(day.price)),
          lineStyle: { width: 3 },
          color: '#cf1322',
        },
        { name: names.offer, type: 'line', data: days.map((day) => plotted(day.offerPrice)), color: '#1677ff' },
        {
          name: names.deal,
          type: 'line',
          data: days.map((day) => plotted(day.dealPrice)),
          connectNulls: false,
          color: '#fa8c16',
        },
        {
          name: names.tonnes,
          type: 'bar',
          yAxisIndex: 1,
          data: days.map((day) => plotted(day.dealTonnes)),
          color: 'rgba(250, 140, 22, 0.35)',
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [days, t]);
  return (
    <div
      ref={element}
      className="market-price-chart"
      role="img"
      aria-label={t('marketPrice.chartLabel', { days: days.length, count: days.length })}
      data-testid="market-price-chart"
    />
  );
}
