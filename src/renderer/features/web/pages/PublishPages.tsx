import { CheckCircleFilled, CloudUploadOutlined, ExportOutlined } from '@ant-design/icons';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Progress,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import { WEB_MESSAGES, type Website } from '../../../../shared/web/schemas';
import { CopyButton } from '../../../components/CopyButton';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { PageHeading } from '../../../lib/PageHeading';
import { webPath } from '../../../lib/paths';
import { usePublishWebsite, useWebsite } from '../api';
import { SitePreview } from '../components/SitePreview';
import { VersionsCard } from '../components/VersionsCard';
import { unpublishedReasons } from '../components/unpublished';
import { NoWebsiteYet, WebLoading, WebsiteGate } from '../components/WebsiteGate';
import { idFrom } from '../ids';

const TITLE = 'Publish Website';

/** web/publish: the caller's site's publish page (publish/{id}). */
export function PublishPage() {
  return (
    <WebsiteGate
      empty={
        <>
          <PageHeading title={TITLE} />
          <NoWebsiteYet what="Then publish it here." />
        </>
      }
    >
      {(site) => <Navigate replace to={webPath('publish/:id', { id: site.id })} />}
    </WebsiteGate>
  );
}

/**
 * web/publish/{id} (issue 24): the draft's preview first, what is unpublished and why, Publish
 * with its progress, the address with copy and open, and the kept versions with Rollback.
 */
export function PublishDetailPage() {
  const id = idFrom(useParams().id);
  const navigate = useNavigate();
  const site = useWebsite(id ?? 0, { enabled: id !== null });
  const missing = id === null || (site.error instanceof ApiError && site.error.status === 404);
  return (
    <>
      <PageHeading title={TITLE} subtitle="See your website as visitors will, then make it live." />
      {missing ? (
        <Card>
          <Alert
            type="warning"
            showIcon
            title="Website not found"
            action={<Button onClick={() => navigate(webPath('publish'))}>Open my website</Button>}
          />
        </Card>
      ) : site.isError ? (
        <LoadFailedCard query={site} fallback="Your website could not be loaded." />
      ) : !site.data ? (
        <WebLoading />
      ) : (
        <PublishBody website={site.data} />
      )}
    </>
  );
}

function PublishBody({ website }: { website: Website }) {
  const publish = usePublishWebsite();
  const reasons = unpublishedReasons(website);
  const neverPublished = website.publishedVersion === null;

  const doPublish = async () => {
    try {
      const { message } = await publish.mutateAsync({ params: { id: website.id } });
      toastSuccess(message ?? WEB_MESSAGES.published);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={15}>
        <SitePreview websiteId={website.id} title="Preview of your draft" />
      </Col>
      <Col xs={24} xl={9}>
        <Flex vertical gap={24}>
          <Card title="Publish">
            <Flex vertical gap={16}>
              <div>
                {neverPublished ? (
                  <Badge status="default" text="Not published yet" />
                ) : website.hasUnpublishedChanges ? (
                  <Badge status="warning" text="Unpublished changes" />
                ) : (
                  <Badge status="success" text="Live and up to date" />
                )}
                {website.hasUnpublishedChanges && reasons.length > 0 && (
                  <Flex wrap gap={4} style={{ marginTop: 8 }} aria-label="What changed">
                    {reasons.map((r) => (
                      <Tag key={r}>{r}</Tag>
                    ))}
                  </Flex>
                )}
              </div>
              {!website.isActive && (
                <Alert type="error" showIcon title="Your website has been turned off by the administrator." />
              )}
              {publish.isPending ? (
                <div role="status" aria-live="polite">
                  <Typography.Text>Publishing: drawing every page of your site…</Typography.Text>
                  <Progress percent={100} status="active" showInfo={false} aria-label="Publishing" />
                </div>
              ) : publish.isSuccess && !website.hasUnpublishedChanges ? (
                <Typography.Text type="success" role="status">
                  <CheckCircleFilled /> {WEB_MESSAGES.published}
                </Typography.Text>
              ) : null}
              <Button
                type="primary"
                size="large"
                icon={<CloudUploadOutlined />}
                loading={publish.isPending}
                disabled={!neverPublished && !website.hasUnpublishedChanges}
                onClick={() => void doPublish()}
              >
                {neverPublished ? 'Publish' : 'Publish changes'}
              </Button>
              <SiteAddress website={website} />
            </Flex>
          </Card>
          <VersionsCard website={website} />
        </Flex>
      </Col>
    </Row>
  );
}

/** The public address with copy and open (a new tab; the desktop app hands it to the system browser). */
function SiteAddress({ website }: { website: Website }) {
  const live = website.publishedVersion !== null;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'url',
          label: 'Address',
          children: (
            <Flex vertical gap={8} style={{ minWidth: 0 }}>
              <Typography.Text style={{ wordBreak: 'break-all' }}>{website.url}</Typography.Text>
              <Space wrap>
                <CopyButton text={website.url} label="Copy address">
                  Copy
                </CopyButton>
                {live && (
                  <Button icon={<ExportOutlined />} href={website.url} target="_blank" rel="noreferrer">
                    Open
                  </Button>
                )}
              </Space>
            </Flex>
          ),
        },
        {
          key: 'last',
          label: 'Last published',
          children: website.lastPublishedDate ? formatDateTime(website.lastPublishedDate) : 'Never',
        },
      ]}
    />
  );
}
