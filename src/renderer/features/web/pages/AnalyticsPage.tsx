import { BarChartOutlined, FormOutlined, MailOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Progress,
  Row,
  Segmented,
  Skeleton,
  Statistic,
  Table,
  Typography,
} from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Website, WebsiteAnalytics } from '../../../../shared/web/schemas';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { rendererClock } from '../../../lib/businessClock';
import { PageHeading } from '../../../lib/PageHeading';
import { webPath } from '../../../lib/paths';
import { useWebsiteAnalytics } from '../api';
import { DEVICE_LABELS, deviceShares, SOURCE_LABELS } from '../analytics/labels';
import { DailyLineChart } from '../analytics/LineChart';
import {
  ANALYTICS_PRESETS,
  fillDays,
  formatPagesPerVisit,
  presetOf,
  presetRange,
  type AnalyticsPreset,
} from '../analytics/ranges';
import { NoWebsiteYet, WebsiteGate } from '../components/WebsiteGate';

/** A half-width card listing what visits came through (a page, a source) with their views and visitors. */
function CountsCard<R extends { views: number; visitors: number }>({
  title,
  rowKey,
  rows,
  first,
  scrollX,
}: {
  title: string;
  rowKey: Extract<keyof R, string>;
  rows: R[];
  /** The column naming what was counted. */
  first: ColumnType<R>;
  /** Long names (page paths) scroll rather than squeeze the counts. */
  scrollX?: boolean;
}) {
  return (
    <Col xs={24} lg={12}>
      <Card title={title} styles={{ body: { padding: 0 } }}>
        <Table<R>
          size="small"
          rowKey={rowKey}
          pagination={false}
          scroll={scrollX ? { x: 'max-content' } : undefined}
          dataSource={rows}
          columns={[
            first,
            { title: 'Views', dataIndex: 'views', align: 'right' },
            { title: 'Visitors', dataIndex: 'visitors', align: 'right' },
          ]}
        />
      </Card>
    </Col>
  );
}

/**
 * The Analytics tab (issue 24): visits of the caller's site over a preset range of business days
 * (in the address, `?range=`), the totals, a daily line chart, the top pages and sources, devices,
 * and an empty state before the first visit. Links to the form responses and subscribers.
 */
export function WebAnalyticsPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title="Website Analytics"
        subtitle="Visits to your published website. No cookies: visitors are counted once a day."
        extra={
          <>
            <Button icon={<FormOutlined />} onClick={() => navigate(webPath('form-responses'))}>
              Form Responses
            </Button>
            <Button icon={<MailOutlined />} onClick={() => navigate(webPath('subscribers'))}>
              Subscribers
            </Button>
          </>
        }
      />
      <WebsiteGate empty={<NoWebsiteYet what="Its visits show here once it is published." />}>
        {(site) => <Analytics website={site} />}
      </WebsiteGate>
    </>
  );
}

function Analytics({ website }: { website: Website }) {
  const [params, setParams] = useSearchParams();
  const preset = presetOf(params.get('range'));
  const today = rendererClock.today();
  const range = useMemo(() => presetRange(preset, today), [preset, today]);
  const data = useWebsiteAnalytics(range);

  return (
    <Flex vertical gap={16}>
      <Segmented<AnalyticsPreset>
        aria-label="Date range"
        value={preset}
        onChange={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), range: p }), { replace: true })}
        options={[...ANALYTICS_PRESETS]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {data.isError && !data.data ? (
        <LoadFailedCard query={data} fallback="The analytics could not be loaded." />
      ) : !data.data ? (
        <Row gutter={[16, 16]}>
          {[1, 2, 3].map((k) => (
            <Col key={k} xs={24} md={8}>
              <Card>
                <Skeleton active paragraph={{ rows: 1 }} />
              </Card>
            </Col>
          ))}
          <Col span={24}>
            <Card>
              <Skeleton active paragraph={{ rows: 6 }} />
            </Card>
          </Col>
        </Row>
      ) : (
        <AnalyticsBody
          data={data.data}
          days={fillDays(data.data.daily, range)}
          website={website}
          loading={data.isFetching}
        />
      )}
    </Flex>
  );
}

function AnalyticsBody({
  data,
  days,
  website,
  loading,
}: {
  data: WebsiteAnalytics;
  days: ReturnType<typeof fillDays>;
  website: Website;
  loading: boolean;
}) {
  const navigate = useNavigate();
  const { totals } = data;
  const empty = totals.views === 0;
  return (
    <Flex vertical gap={16} aria-busy={loading}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Views" value={totals.views} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Visitors" value={totals.visitors} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Pages per visit" value={formatPagesPerVisit(totals.pagesPerVisit)} />
          </Card>
        </Col>
      </Row>
      {empty ? (
        <Card>
          <Empty
            image={<BarChartOutlined style={{ fontSize: 48, opacity: 0.45 }} aria-hidden />}
            description={
              website.publishedVersion === null
                ? 'No visits yet: publish your website and share its address.'
                : 'No visits in these days yet. Share your website’s address to bring visitors.'
            }
          >
            {website.publishedVersion === null && (
              <Button type="primary" onClick={() => navigate(webPath('publish/:id', { id: website.id }))}>
                Publish your website
              </Button>
            )}
          </Empty>
        </Card>
      ) : (
        <>
          <Card title="Views and visitors per day">
            <DailyLineChart days={days} />
          </Card>
          <Row gutter={[16, 16]}>
            <CountsCard
              title="Top pages"
              rowKey="path"
              rows={data.topPages}
              scrollX
              first={{
                title: 'Page',
                dataIndex: 'path',
                render: (p: string) => <Typography.Text>{p || '/'}</Typography.Text>,
              }}
            />
            <CountsCard
              title="Sources"
              rowKey="source"
              rows={data.sources}
              first={{
                title: 'Source',
                dataIndex: 'source',
                render: (s: keyof typeof SOURCE_LABELS) => SOURCE_LABELS[s] ?? s,
              }}
            />
          </Row>
          <Card title="Devices">
            <Row gutter={[24, 12]}>
              {deviceShares(data.devices).map((d) => (
                <Col key={d.device} xs={24} md={8}>
                  <Typography.Text id={`device-${d.device}`}>
                    {DEVICE_LABELS[d.device]}: {d.visitors} {d.visitors === 1 ? 'visitor' : 'visitors'}
                  </Typography.Text>
                  <Progress percent={d.percent} aria-labelledby={`device-${d.device}`} />
                </Col>
              ))}
            </Row>
          </Card>
        </>
      )}
    </Flex>
  );
}
