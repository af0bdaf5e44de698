// The report charts' drawing (recharts), in a chunk of its own: `ReportChart` loads it lazily, so
// only a report page downloads recharts (a federated singleton, never eager: the login page's
// budget). recharts draws SVG attributes and React style props: nothing the portal's CSP refuses.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartKind, ChartSeries } from './ReportChart';

export interface ChartCanvasProps {
  kind: ChartKind;
  rows: Record<string, unknown>[];
  category: string;
  series: ChartSeries[];
  /** Series and slice colours, from the theme's tokens (Dark theme included). */
  colors: string[];
  /** Axis, legend and tooltip colours, from the theme's tokens. */
  theme: { text: string; grid: string; background: string; border: string };
  height: number;
  /** A bar chart's bars side by side, their names on the vertical axis (long names: provinces). */
  horizontal?: boolean;
  format(value: number): string;
  /** The row at `index` was clicked (a drill-down). */
  onPick?(index: number): void;
}

/** The chart itself: a line, bar or donut chart of `rows`, as wide as its container. */
export default function ChartCanvas(props: ChartCanvasProps) {
  const { kind, rows, category, series, colors, theme, height, horizontal, format, onPick } = props;
  const axisProps = { stroke: theme.text, tick: { fill: theme.text, fontSize: 12 } };
  const tooltip = (
    <Tooltip
      formatter={(value) => format(Number(value))}
      contentStyle={{ background: theme.background, borderColor: theme.border, color: theme.text }}
      itemStyle={{ color: theme.text }}
      labelStyle={{ color: theme.text }}
    />
  );
  const legend = <Legend wrapperStyle={{ color: theme.text, fontSize: 12 }} />;
  const pick = (state: { activeIndex?: unknown }) => {
    const index = Number(state.activeIndex);
    if (onPick && Number.isInteger(index) && index >= 0) onPick(index);
  };
  const cursor = onPick ? 'pointer' : undefined;

  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      {kind === 'pie' ? (
        <PieChart accessibilityLayer={false} style={{ cursor }}>
          {tooltip}
          {legend}
          <Pie
            data={rows}
            dataKey={series[0].key}
            nameKey={category}
            innerRadius="45%"
            outerRadius="75%"
            stroke={theme.background}
            isAnimationActive={false}
            onClick={(_slice, index) => onPick?.(index)}
          >
            {rows.map((_row, index) => (
              <Cell key={index} fill={colors[index % colors.length]} />
            ))}
          </Pie>
        </PieChart>
      ) : kind === 'line' ? (
        <LineChart data={rows} accessibilityLayer={false} onClick={pick} style={{ cursor }}>
          <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
          <XAxis dataKey={category} {...axisProps} />
          <YAxis {...axisProps} tickFormatter={(value: number) => format(value)} width={48} />
          {tooltip}
          {legend}
          {series.map((item, index) => (
            <Line
              key={item.key}
              type="monotone"
              dataKey={item.key}
              name={item.label}
              stroke={colors[index % colors.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart
          data={rows}
          layout={horizontal ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          onClick={pick}
          style={{ cursor }}
        >
          <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" {...axisProps} tickFormatter={(value: number) => format(value)} />
              <YAxis type="category" dataKey={category} {...axisProps} width={110} />
            </>
          ) : (
            <>
              <XAxis dataKey={category} {...axisProps} />
              <YAxis {...axisProps} tickFormatter={(value: number) => format(value)} width={48} />
            </>
          )}
          {tooltip}
          {series.length > 1 && legend}
          {series.map((item, index) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={colors[index % colors.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
