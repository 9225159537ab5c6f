import { theme, Typography } from 'antd';
import { formatYmd } from '../../../../shared/time/business-clock';
import type { DayCount } from '../visitsPerDay';

const HEIGHT = 140;
const BAR = 14;
const GAP = 4;
/** Room for a day's label (DD-MM-YYYY at 10 px): a chart of a few days is not narrower than its labels. */
const LABEL = 64;

/** Visits per day as plain SVG bars (issue 14), with a title per bar and a text summary for readers. */
export function VisitsChart({ days, caption }: { days: DayCount[]; caption: string }) {
  const { token } = theme.useToken();
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.map((d) => d.visits));
  const barsWidth = days.length * (BAR + GAP);
  const width = Math.max(barsWidth, LABEL);
  const total = days.reduce((n, d) => n + d.visits, 0);
  return (
    <figure style={{ margin: '0 0 16px' }}>
      <div style={{ overflowX: 'auto' }}>
        <svg
          width={width}
          height={HEIGHT + 16}
          role="img"
          aria-label={`${caption}: ${total} visits over ${days.length} days, at most ${max} a day`}
        >
          {days.map((d, i) => {
            const h = Math.round((d.visits / max) * HEIGHT);
            return (
              <g key={d.day}>
                <title>{`${formatYmd(d.day)}: ${d.visits} ${d.visits === 1 ? 'visit' : 'visits'}`}</title>
                <rect
                  x={i * (BAR + GAP)}
                  y={HEIGHT - h}
                  width={BAR}
                  height={Math.max(h, d.visits ? 1 : 0)}
                  rx={2}
                  fill={token.colorPrimary}
                />
                <rect x={i * (BAR + GAP)} y={HEIGHT} width={BAR} height={1} fill={token.colorBorder} />
              </g>
            );
          })}
          <text x={0} y={HEIGHT + 14} fontSize={10} fill="currentColor">
            {formatYmd(days[0].day)}
          </text>
          {days.length > 1 && barsWidth >= 2 * LABEL && (
            <text x={barsWidth} y={HEIGHT + 14} fontSize={10} textAnchor="end" fill="currentColor">
              {formatYmd(days[days.length - 1].day)}
            </text>
          )}
        </svg>
      </div>
      <figcaption>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {caption}
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
