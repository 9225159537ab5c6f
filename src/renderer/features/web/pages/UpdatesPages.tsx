import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Image,
  Pagination,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import type { WebUpdate } from '../../../../shared/web/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { PageHeading } from '../../../lib/PageHeading';
import { adminPath, webPath } from '../../../lib/paths';
import { webUpdatePostPath } from '../../posts';
import { useDeleteWebUpdate, useWebUpdate, useWebUpdates } from '../api';
import { NoWebsiteYet, WebLoading, WebsiteGate } from '../components/WebsiteGate';
import { idFrom } from '../ids';

/** A page of updates (a size the list query takes, a multiple of the grid's three columns). */
const PAGE_SIZE = 30;

/** Asks, then removes an update from the site (the live site drops it at once). */
function useRemoveUpdate(after?: () => void) {
  const remove = useDeleteWebUpdate();
  const run = async (u: WebUpdate) => {
    const ok = await confirmAction({
      title: 'Delete update?',
      content: 'This update will be removed from your website.',
      okText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      const { message } = await remove.mutateAsync({ params: { id: u.id } });
      toastSuccess(message ?? 'Update deleted');
      after?.();
    } catch (err) {
      toastError(err);
    }
  };
  return { run, pendingId: remove.isPending ? remove.variables?.params.id : undefined };
}

/** web/updates (issue 24): the updates on the site, newest first; Add Update opens the post page in web update mode. */
export function WebUpdatesPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title="Web Updates"
        subtitle="News and offers shown on your website's home and updates pages."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(webUpdatePostPath)}>
            Add Update
          </Button>
        }
      />
      <WebsiteGate empty={<NoWebsiteYet what="Then post updates to it here." />}>
        {() => <UpdatesList />}
      </WebsiteGate>
    </>
  );
}

function UpdatesList() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useWebUpdates({ PageNumber: page, pagesize: PAGE_SIZE });
  const remove = useRemoveUpdate();
  if (list.isError && !list.data)
    return <LoadFailedCard query={list} fallback="The updates could not be loaded." />;
  if (!list.data)
    return (
      <Row gutter={[16, 16]}>
        {[1, 2, 3].map((k) => (
          <Col key={k} xs={24} sm={12} xl={8}>
            <Card>
              <Skeleton.Image active style={{ width: '100%', height: 160 }} />
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  const { records, total_Record_Count: total } = list.data;
  if (total === 0)
    return (
      <Card>
        <Empty description="No updates yet. Share news, offers or new arrivals with your visitors.">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(webUpdatePostPath)}>
            Add Update
          </Button>
        </Empty>
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {records.map((u) => (
          <Col key={u.id} xs={24} sm={12} xl={8}>
            <Card
              cover={
                u.imageURL ? (
                  <img src={u.imageURL} alt="" loading="lazy" style={{ height: 180, objectFit: 'cover' }} />
                ) : undefined
              }
              actions={[
                <Button
                  key="view"
                  type="text"
                  icon={<EyeOutlined />}
                  aria-label={`View update of ${formatDateTime(u.date)}`}
                  onClick={() => navigate(webPath('post-detail/:id', { id: u.id }))}
                >
                  View
                </Button>,
                <Button
                  key="delete"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  loading={remove.pendingId === u.id}
                  aria-label={`Delete update of ${formatDateTime(u.date)}`}
                  onClick={() => void remove.run(u)}
                >
                  Delete
                </Button>,
              ]}
            >
              <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ whiteSpace: 'pre-line' }}>
                {u.caption}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(u.date)}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      {total > PAGE_SIZE && (
        <Pagination
          align="end"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}

/** One update: web/post-detail/{id} for its owner, admin/manage/web/{id} for an Admin. */
function UpdateDetail({ backTo, admin }: { backTo: string; admin?: boolean }) {
  const id = idFrom(useParams().id);
  const navigate = useNavigate();
  const update = useWebUpdate(id ?? 0, { enabled: id !== null });
  const remove = useRemoveUpdate(() => navigate(backTo));
  const missing = id === null || (update.error instanceof ApiError && update.error.status === 404);
  const back = <Button onClick={() => navigate(backTo)}>Back to the updates</Button>;
  return (
    <>
      <PageHeading title="Update Detail" extra={back} />
      {missing ? (
        <Card>
          <Alert type="warning" showIcon title="Update not found" description="It may have been deleted." />
        </Card>
      ) : update.isError ? (
        <LoadFailedCard query={update} fallback="The update could not be loaded." />
      ) : !update.data ? (
        <WebLoading />
      ) : (
        <Card style={{ maxWidth: 760 }}>
          <Flex vertical gap={16}>
            {update.data.imageURL && (
              <Image
                src={update.data.imageURL}
                alt="The update's picture"
                style={{ maxHeight: 420, objectFit: 'contain' }}
              />
            )}
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', fontSize: 15 }}>
              {update.data.caption}
            </Typography.Paragraph>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'date', label: 'Posted', children: formatDateTime(update.data.date) },
                ...(admin
                  ? [
                      { key: 'company', label: 'Company', children: update.data.companyName ?? '—' },
                      { key: 'user', label: 'User', children: update.data.userName ?? '—' },
                    ]
                  : []),
              ]}
            />
            {!admin && (
              <div>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  loading={remove.pendingId === update.data.id}
                  onClick={() => void remove.run(update.data)}
                >
                  Delete
                </Button>
              </div>
            )}
          </Flex>
        </Card>
      )}
    </>
  );
}

export const WebPostDetailPage = () => <UpdateDetail backTo={webPath('updates')} />;
export const ManageWebUpdateDetailPage = () => <UpdateDetail backTo={adminPath('manage/web')} admin />;
