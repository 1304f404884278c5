import type { AnalyticsDay, BestTimesResponse } from '@studio/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled, { useTheme } from 'styled-components';
import { analyticsTexts as t } from '../texts.ts';
import { formatDay, formatDecimal, formatNumber, formatShort } from '../utils/format.ts';

/** The charts' look from the product's theme (light or dark): axes, grid and tooltip. */
function useChartLook() {
  const theme = useTheme();
  const c = theme.colors;
  return {
    reach: c.primary,
    engagement: c.warning,
    grid: c.border,
    tick: { fill: c.textMuted, fontSize: 12 },
    tooltip: {
      contentStyle: {
        background: c.surface,
        border: `1px solid ${c.border}`,
        borderRadius: theme.radius.md,
        color: c.text,
        boxShadow: theme.shadow.md,
      },
      labelStyle: { color: c.text, fontWeight: 600 },
      itemStyle: { color: c.text },
      cursor: { fill: c.primary, fillOpacity: 0.08, stroke: c.border },
    },
  };
}

/** Reach (area, left axis) and engagement (line, right axis) of the posts published each day. */
export function ResultsChart({ series }: { series: AnalyticsDay[] }) {
  const look = useChartLook();
  return (
    <>
      <Key aria-hidden>
        <span>
          <Swatch style={{ background: look.reach }} /> {t.totals.reach}
        </span>
        <span>
          <Swatch $line style={{ background: look.engagement }} /> {t.totals.engagement}
        </span>
      </Key>
      <div role="img" aria-label={t.chartLabel} style={{ width: '100%', height: 280 }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={series} margin={{ top: 8, right: 4, bottom: 0, left: -8 }}>
            <CartesianGrid stroke={look.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={formatDay}
              tick={look.tick}
              stroke={look.grid}
              minTickGap={16}
            />
            <YAxis
              yAxisId="reach"
              tickFormatter={formatShort}
              tick={look.tick}
              stroke={look.grid}
              width={64}
            />
            <YAxis
              yAxisId="engagement"
              orientation="right"
              tickFormatter={formatShort}
              tick={look.tick}
              stroke={look.grid}
              width={48}
            />
            <Tooltip
              {...look.tooltip}
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(value, name) => [formatNumber(Number(value)), String(name)]}
            />
            <Bar
              yAxisId="reach"
              dataKey="reach"
              name={t.totals.reach}
              fill={look.reach}
              fillOpacity={0.75}
              radius={[3, 3, 0, 0]}
              maxBarSize={18}
              isAnimationActive={false}
            />
            <Line
              yAxisId="engagement"
              type="linear"
              dataKey="engagement"
              name={t.totals.engagement}
              stroke={look.engagement}
              strokeWidth={2}
              dot={{ r: 2.5, fill: look.engagement, strokeWidth: 0 }}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}

const Key = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Swatch = styled.i<{ $line?: boolean }>`
  display: inline-block;
  width: 14px;
  height: ${({ $line }) => ($line ? '3px' : '10px')};
  border-radius: 2px;
`;

/** Engagement per post by hour of publishing; the suggested hour stands out. */
export function HoursChart({ hours, best }: { hours: BestTimesResponse['hours']; best: number | null }) {
  const look = useChartLook();
  const theme = useTheme();
  const data = hours.map((h) => ({ ...h, label: `${String(h.hour).padStart(2, '0')}:00` }));
  return (
    <div role="img" aria-label={t.hourChartLabel} style={{ width: '100%', height: 220 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -8 }}>
          <CartesianGrid stroke={look.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={look.tick} stroke={look.grid} />
          <YAxis tickFormatter={formatShort} tick={look.tick} stroke={look.grid} width={48} />
          <Tooltip
            {...look.tooltip}
            formatter={(value) => [formatDecimal(Number(value)), `${t.totals.engagement} ${t.perPost}`]}
          />
          <Bar dataKey="engagementPerPost" radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {data.map((h) => (
              <Cell key={h.hour} fill={theme.colors.primary} fillOpacity={h.hour === best ? 1 : 0.35} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
