import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

/**
 * The statistics pages' charts (issue 35), @mantine/charts over recharts. The keyboard layer recharts adds is off:
 * each chart is a picture of the table beside it, which keyboard and screen-reader users read instead.
 */
type Series = { name: string; label: string; color: string }[];

export function Bars({
  data,
  dataKey,
  series,
  stacked = false,
}: {
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: Series;
  stacked?: boolean;
}) {
  return (
    <BarChart
      h={240}
      data={data}
      dataKey={dataKey}
      series={series}
      type={stacked ? 'stacked' : 'default'}
      withLegend={series.length > 1}
      tickLine="y"
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}

export function Lines({
  data,
  dataKey,
  series,
}: {
  data: Record<string, string | number>[];
  dataKey: string;
  series: Series;
}) {
  return (
    <LineChart
      h={240}
      data={data}
      dataKey={dataKey}
      series={series}
      withLegend
      curveType="linear"
      tickLine="y"
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
