import { Flex, theme, Typography } from 'antd';
import type { GlobalToken } from 'antd/es/theme/interface';
import { formatYmd } from '../../shared/time/business-clock';
import { useElementWidth } from '../lib/useElementWidth';

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

/** One line: its legend label, the unit a reader hears ("views"), a theme colour and a value per day. */
export interface DailySeries {
  key: string;
  label: string;
  unit: string;
  color: keyof Pick<
    GlobalToken,
    'colorPrimary' | 'colorSuccess' | 'colorInfo' | 'colorWarning' | 'colorError' | 'colorTextSecondary'
  >;
  values: readonly number[];
}

/**
 * Values per day as lines of plain SVG (no chart package): a title per day's point for pointers and
 * a text summary for screen readers (`caption` "Views and visitors per day"; issue 24 Analytics,
 * issue 26 WhatsApp insights). `days` are YYYY-MM-DD, one per value; up to 45 days, each point a dot.
 */
export function DailyLineChart({
  days,
  series,
  caption,
}: {
  days: readonly string[];
  series: readonly DailySeries[];
  caption: string;
}) {
  const { token } = theme.useToken();
  const [measure, width] = useElementWidth(640);
  const plotW = Math.max(40, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const step = days.length > 1 ? plotW / (days.length - 1) : 0;
  const first = days[0];
  const last = days[days.length - 1];
  const lead = series[0];
  const totals = series.map((s) => `${s.values.reduce((n, v) => n + v, 0)} ${s.unit}`).join(', ');
  const leadMax = lead ? Math.max(0, ...lead.values) : 0;
  return (
    <figure style={{ margin: 0 }}>
      <div ref={measure} style={{ width: '100%' }}>
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={`${caption} from ${formatYmd(first)} to ${formatYmd(last)}: ${totals}${lead ? `, at most ${leadMax} ${lead.unit} a day` : ''}`}
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
                stroke={token[s.color]}
                strokeWidth={2}
                strokeLinejoin="round"
              />
            ))}
            {days.map((d, i) => (
              <g key={d}>
                <title>{`${formatYmd(d)}: ${series.map((s) => `${s.values[i] ?? 0} ${s.unit}`).join(', ')}`}</title>
                <rect
                  x={i * step - Math.max(step, 8) / 2}
                  y={0}
                  width={Math.max(step, 8)}
                  height={plotH}
                  fill="transparent"
                />
                {days.length <= 45 &&
                  series.map((s) => (
                    <circle
                      key={s.key}
                      cx={i * step}
                      cy={plotH - ((s.values[i] ?? 0) / max) * plotH}
                      r={2.5}
                      fill={token[s.color]}
                    />
                  ))}
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
                style={{ width: 12, height: 3, background: token[s.color], display: 'inline-block' }}
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
