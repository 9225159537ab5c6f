import { DailyLineChart as Chart } from '../../../components/DailyLineChart';
import type { DayPoint } from './ranges';

export { linePoints, niceMax } from '../../../components/DailyLineChart';

/** Views and visitors per day (issue 24, Analytics): the shared daily chart with the site's two lines. */
export function DailyLineChart({ days }: { days: readonly DayPoint[] }) {
  return (
    <Chart
      caption="Views and visitors per day"
      days={days.map((d) => d.date)}
      series={[
        {
          key: 'views',
          label: 'Views',
          unit: 'views',
          color: 'colorPrimary',
          values: days.map((d) => d.views),
        },
        {
          key: 'visitors',
          label: 'Visitors',
          unit: 'visitors',
          color: 'colorSuccess',
          values: days.map((d) => d.visitors),
        },
      ]}
    />
  );
}
