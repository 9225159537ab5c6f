import { Flex, theme, Typography } from 'antd';
import { formatYmd } from '../../../../shared/time/business-clock';
import { useElementWidth } from '../../../lib/useElementWidth';
import type { DayPoint } from './ranges';

const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 36 };

/** A line's points across the plot: x by day, y by value (0 at the floor). */
export function linePoints(values: readonly number[], width: number, height: number, max: number): string {
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((v, i) => `${(i * step).toFixed(1)},${(height - (v / max) * height).toFixed(1)}`)
    .join(' ');
}

/** A round top for the scale: 1, 2, 5, 10, 20, 50 … at least `max`. */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((m) => m * power).find((m) => m >= max) ?? 10 * power) as number;
}

/**
 * Views and visitors per day as two lines of plain SVG (no chart package), a title per day's point
 * for pointers and a text summary for screen readers (issue 24, Analytics).
 */
export function DailyLineChart({ days }: { days: readonly DayPoint[] }) {
  const { token } = theme.useToken();
  const [measure, width] = useElementWidth(640);
  const plotW = Math.max(40, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const max = niceMax(Math.max(0, ...days.map((d) => Math.max(d.views, d.visitors))));
  const views = days.reduce((n, d) => n + d.views, 0);
  const visitors = days.reduce((n, d) => n + d.visitors, 0);
  const step = days.length > 1 ? plotW / (days.length - 1) : 0;
  const series = [
    { key: 'views', label: 'Views', color: token.colorPrimary, values: days.map((d) => d.views) },
    { key: 'visitors', label: 'Visitors', color: token.colorSuccess, values: days.map((d) => d.visitors) },
  ];
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  return (
    <figure style={{ margin: 0 }}>
      <div ref={measure} style={{ width: '100%' }}>
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={`Views and visitors per day from ${formatYmd(first)} to ${formatYmd(last)}: ${views} views, ${visitors} visitors, at most ${Math.max(0, ...days.map((d) => d.views))} views a day`}
        >
          <g transform={`translate(${PAD.left},${PAD.top})`}>
            {[0, 0.5, 1].map((f) => (
              <g key={f}>
                <line x1={0} x2={plotW} y1={plotH * f} y2={plotH * f} stroke={token.colorBorderSecondary} />
                <text x={-6} y={plotH * f + 4} fontSize={10} textAnchor="end" fill={token.colorTextSecondary}>
                  {Math.round(max * (1 - f))}
                </text>
              </g>
            ))}
            {series.map((s) => (
              <polyline
                key={s.key}
                points={linePoints(s.values, plotW, plotH, max)}
                fill="none"
                stroke={s.color}
                strokeWidth={2}
                strokeLinejoin="round"
              />
            ))}
            {days.map((d, i) => (
              <g key={d.date}>
                <title>{`${formatYmd(d.date)}: ${d.views} views, ${d.visitors} visitors`}</title>
                <rect
                  x={i * step - Math.max(step, 8) / 2}
                  y={0}
                  width={Math.max(step, 8)}
                  height={plotH}
                  fill="transparent"
                />
                {days.length <= 45 && (
                  <circle
                    cx={i * step}
                    cy={plotH - (d.views / max) * plotH}
                    r={2.5}
                    fill={token.colorPrimary}
                  />
                )}
              </g>
            ))}
            <text x={0} y={plotH + 16} fontSize={10} fill={token.colorTextSecondary}>
              {formatYmd(first)}
            </text>
            {days.length > 1 && (
              <text x={plotW} y={plotH + 16} fontSize={10} textAnchor="end" fill={token.colorTextSecondary}>
                {formatYmd(last)}
              </text>
            )}
          </g>
        </svg>
      </div>
      <figcaption>
        <Flex gap={16} wrap>
          {series.map((s) => (
            <Flex key={s.key} gap={6} align="center">
              <span
                aria-hidden
                style={{ width: 12, height: 3, background: s.color, display: 'inline-block' }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {s.label}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      </figcaption>
    </figure>
  );
}
