import { Typography } from 'antd';
import type { DayCount } from '../visitsPerDay';

const HEIGHT = 140;
const BAR = 14;
const GAP = 4;

/** Visits per day as plain SVG bars (issue 14), with a title per bar and a text summary for readers. */
export function VisitsChart({ days, caption }: { days: DayCount[]; caption: string }) {
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.map((d) => d.visits));
  const width = days.length * (BAR + GAP);
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
                <title>{`${d.day}: ${d.visits} ${d.visits === 1 ? 'visit' : 'visits'}`}</title>
                <rect
                  x={i * (BAR + GAP)}
                  y={HEIGHT - h}
                  width={BAR}
                  height={Math.max(h, d.visits ? 1 : 0)}
                  rx={2}
                  fill="#1677ff"
                />
                <rect x={i * (BAR + GAP)} y={HEIGHT} width={BAR} height={1} fill="#d9d9d9" />
              </g>
            );
          })}
          <text x={0} y={HEIGHT + 14} fontSize={10} fill="currentColor">
            {days[0].day}
          </text>
          {days.length > 8 && (
            <text x={width} y={HEIGHT + 14} fontSize={10} textAnchor="end" fill="currentColor">
              {days[days.length - 1].day}
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
