import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Result, Row, Segmented, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import { INSIGHTS_MESSAGES as M } from '../../../../shared/whatsapp/insights';
import { PRESET_LABELS, rangePresets, type PresetLabel } from '../../../components/DateRangeFilter/presets';
import { API_DATE } from '../../../components/format/dates';
import { rendererClock } from '../../../lib/businessClock';
import { PageHeading } from '../../../lib/PageHeading';
import { NETWORK_ERROR_CODE } from '../../../transport/fetch';
import { useInsights } from './api';
import { InsightsBody } from './InsightsBody';

const DEFAULT_PRESET: PresetLabel = 'This Month';

const presetOf = (value: string | null): PresetLabel =>
  (PRESET_LABELS as readonly string[]).includes(value ?? '') ? (value as PresetLabel) : DEFAULT_PRESET;

/** Spec 03 §8.3: a network failure says so; any other, "Failed to fetch insights". */
const failureOf = (err: unknown) =>
  err instanceof ApiError && err.errorCode === NETWORK_ERROR_CODE ? M.networkError : M.fetchFailed;

/**
 * /whatsapp/insights (spec 03 §7.5, §8.3): the spec's date presets (held in the URL), counts and
 * rates, messages per day, opt-outs and failure reasons.
 */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const preset = presetOf(params.get('range'));
  const today = rendererClock.today();
  const range = useMemo(() => {
    const [from, to] = rangePresets(dayjs(today, API_DATE)).find((p) => p.label === preset)!.value;
    return { StartDate: from.format(API_DATE), EndDate: to.format(API_DATE) };
  }, [preset, today]);
  const insights = useInsights(range);

  return (
    <>
      <PageHeading
        title="Insights"
        subtitle="How your WhatsApp campaigns did: messages by the day they went out."
        extra={
          <Button
            icon={<ReloadOutlined />}
            loading={insights.isFetching}
            onClick={() => void insights.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <Flex vertical gap={16}>
        <Segmented<PresetLabel>
          aria-label="Date range"
          value={preset}
          onChange={(p) =>
            setParams((prev) => ({ ...Object.fromEntries(prev), range: p }), { replace: true })
          }
          options={[...PRESET_LABELS]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
        {insights.isError && !insights.data ? (
          <Card>
            <Result
              status="error"
              title={failureOf(insights.error)}
              extra={
                <Button type="primary" onClick={() => void insights.refetch()}>
                  Try again
                </Button>
              }
            />
          </Card>
        ) : !insights.data ? (
          <Row gutter={[16, 16]}>
            {[1, 2, 3, 4].map((k) => (
              <Col key={k} xs={12} md={6}>
                <Card size="small">
                  <Skeleton active paragraph={{ rows: 1 }} />
                </Card>
              </Col>
            ))}
          </Row>
        ) : (
          <InsightsBody data={insights.data} loading={insights.isFetching} />
        )}
      </Flex>
    </>
  );
}
