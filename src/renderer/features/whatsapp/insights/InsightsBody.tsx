import { BarChartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, List, Row, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { WhatsAppInsights } from '../../../../shared/whatsapp/insights';
import { DailyLineChart, type DailySeries } from '../../../components/DailyLineChart';
import { whatsappPath } from '../../../lib/paths';

const rate = (v: number) => `${v}%`;

/** One count's line of the chart: the count's name is also the unit a reader hears ("12 read"). */
function dailyCount(
  data: WhatsAppInsights,
  key: 'sent' | 'delivered' | 'read' | 'failed',
  label: string,
  color: DailySeries['color'],
): DailySeries {
  return { key, label, unit: key, color, values: data.daily.map((d) => d[key]) };
}

/** The figures of a range: stat cards, messages per day, failure reasons; an empty state without messages. */
export function InsightsBody({ data, loading }: { data: WhatsAppInsights; loading: boolean }) {
  const navigate = useNavigate();
  const { counts, rates } = data;
  const cards = [
    { title: 'Campaigns', value: counts.campaigns },
    { title: 'Messages', value: counts.messages },
    { title: 'Sent', value: counts.sent },
    { title: 'Delivered', value: counts.delivered, note: `${rate(rates.delivered)} of sent` },
    { title: 'Read', value: counts.read, note: `${rate(rates.read)} of sent` },
    { title: 'Replied', value: counts.replied, note: `${rate(rates.replied)} of delivered` },
    { title: 'Failed', value: counts.failed, note: `${rate(rates.failed)} of messages` },
    { title: 'Opt-outs', value: counts.optOuts },
  ];
  return (
    <Flex vertical gap={16} aria-busy={loading}>
      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.title} xs={12} md={6}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={c.title} value={c.value} />
              {c.note && <Typography.Text type="secondary">{c.note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      {counts.messages === 0 ? (
        <Card>
          <Empty
            image={<BarChartOutlined style={{ fontSize: 48, opacity: 0.45 }} aria-hidden />}
            description="No messages went out in these days. Run a campaign to see how it does."
          >
            <Button type="primary" onClick={() => navigate(whatsappPath('messages/add'))}>
              Add Campaign
            </Button>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card title="Messages per day">
              <DailyLineChart
                caption="Messages per day"
                days={data.daily.map((d) => d.date)}
                series={[
                  dailyCount(data, 'sent', 'Sent', 'colorTextSecondary'),
                  dailyCount(data, 'delivered', 'Delivered', 'colorPrimary'),
                  dailyCount(data, 'read', 'Read', 'colorSuccess'),
                  dailyCount(data, 'failed', 'Failed', 'colorError'),
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title="Failure reasons" style={{ height: '100%' }}>
              {data.failureReasons.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No failures in these days" />
              ) : (
                <List
                  size="small"
                  dataSource={data.failureReasons}
                  renderItem={(r) => (
                    <List.Item extra={<Typography.Text strong>{r.count}</Typography.Text>}>
                      <Typography.Text>{r.reason}</Typography.Text>
                    </List.Item>
                  )}
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </Flex>
  );
}
