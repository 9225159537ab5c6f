import {
  AlertOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  FileExclamationOutlined,
  RiseOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Statistic, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardContract, type Dashboard } from '../../../../shared/dashboard/contract';
import type { DashboardLink } from '../../../../shared/dashboard/rules';
import { errorText } from '../../../components/feedback/errorText';
import { formatInr } from '../../../components/format/money';
import { adminPath } from '../../../lib/paths';
import { PageHeading } from '../../../lib/PageHeading';
import { useEndpointQuery } from '../../../lib/query';

const hrefOf = (link: DashboardLink) => `${adminPath(link.list)}?${new URLSearchParams(link.query)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(2, 4)}`;

interface Tile {
  key: keyof Dashboard['figures'];
  title: string;
  icon: ReactNode;
  money?: boolean;
  note?: (d: Dashboard) => string | undefined;
}

const TILES: Tile[] = [
  { key: 'usersThisMonth', title: 'Users registered this month', icon: <UserAddOutlined /> },
  { key: 'activePaidPlans', title: 'Active paid plans', icon: <CheckCircleOutlined /> },
  { key: 'revenueThisYear', title: 'Revenue this financial year', icon: <RiseOutlined />, money: true },
  { key: 'revenueThisMonth', title: 'Revenue this month', icon: <WalletOutlined />, money: true },
  { key: 'plansEndingSoon', title: 'Plans ending in 30 days', icon: <CalendarOutlined /> },
  {
    key: 'unpaidInvoices',
    title: 'Unpaid invoices',
    icon: <FileExclamationOutlined />,
    note: (d) =>
      d.figures.unpaidInvoices.value ? `${formatInr(d.figures.unpaidInvoices.amount)} due` : undefined,
  },
  { key: 'failedJobs', title: 'Failed jobs in 24 hours', icon: <AlertOutlined /> },
];

/** /admin (issue 9 §6): each figure is a link to the list, filtered, that it counts. */
export function AdminDashboardPage() {
  const dashboard = useEndpointQuery(dashboardContract.dashboard);
  return (
    <>
      <PageHeading
        title="Admin Dashboard"
        subtitle="How the business is doing today. Select a figure to see its list."
      />
      {dashboard.isError ? (
        <Alert
          type="error"
          showIcon
          message="The dashboard could not be loaded"
          description={errorText(dashboard.error)}
          action={<Button onClick={() => void dashboard.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {TILES.map((tile) => (
              <Col key={tile.key} xs={24} sm={12} lg={8} xl={6}>
                <FigureCard tile={tile} data={dashboard.data} />
              </Col>
            ))}
          </Row>
          <Card title="Revenue by month" style={{ marginTop: 16 }}>
            {dashboard.data ? (
              <RevenueChart months={dashboard.data.revenueByMonth} />
            ) : (
              <Skeleton active paragraph={{ rows: 4 }} />
            )}
          </Card>
        </>
      )}
    </>
  );
}

function FigureCard({ tile, data }: { tile: Tile; data: Dashboard | undefined }) {
  const { token } = theme.useToken();
  const figure = data?.figures[tile.key];
  const card = (
    <Card hoverable={!!figure} style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
      <Statistic
        title={
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span aria-hidden style={{ color: token.colorPrimary }}>
              {tile.icon}
            </span>
            {tile.title}
          </span>
        }
        loading={!figure}
        value={figure ? (tile.money ? formatInr(figure.value) : figure.value) : 0}
      />
      {data && tile.note?.(data) && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {tile.note(data)}
        </Typography.Text>
      )}
    </Card>
  );
  if (!figure) return card;
  return (
    <Link
      to={hrefOf(figure.link)}
      aria-label={`${tile.title}: open the list`}
      style={{ display: 'block', height: '100%' }}
    >
      {card}
    </Link>
  );
}

/** Bars of the months of this financial year; a table of the same numbers for screen readers. */
function RevenueChart({ months }: { months: Dashboard['revenueByMonth'] }) {
  const { token } = theme.useToken();
  const max = Math.max(0, ...months.map((m) => m.total));
  if (max === 0) return <Empty description="No payments yet this financial year" />;
  return (
    <figure style={{ margin: 0 }}>
      <div
        aria-hidden
        style={{ display: 'flex', alignItems: 'flex-end', gap: 12, height: 180, padding: '0 4px' }}
      >
        {months.map((m) => (
          <div
            key={m.month}
            style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            <div
              title={`${monthLabel(m.month)}: ${formatInr(m.total)}`}
              style={{
                width: '100%',
                maxWidth: 48,
                height: Math.max(2, Math.round((m.total / max) * 150)),
                background: token.colorPrimary,
                borderRadius: `${token.borderRadiusSM}px ${token.borderRadiusSM}px 0 0`,
              }}
            />
            <Typography.Text style={{ fontSize: 12, marginTop: 6 }}>{monthLabel(m.month)}</Typography.Text>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>Revenue by month</caption>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{formatInr(m.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
