import { HistoryOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Space, Table } from 'antd';
import { WEB_MESSAGES, type Website, type WebsiteVersion } from '../../../../shared/web/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { useRollbackWebsite, useWebsiteVersions } from '../api';

/** The Publish page's versions (issue 24): each published version, the live one marked, the others with Rollback. */
export function VersionsCard({ website }: { website: Website }) {
  const versions = useWebsiteVersions(website.id);
  const rollback = useRollbackWebsite();
  const restore = async (v: WebsiteVersion) => {
    const ok = await confirmAction({
      title: `Roll back to version ${v.version}?`,
      content: `Visitors will see the site as it was published on ${formatDateTime(v.publishedDate)}.`,
      okText: 'Rollback',
    });
    if (!ok) return;
    try {
      const { message } = await rollback.mutateAsync({
        params: { id: website.id },
        body: { version: v.version },
      });
      toastSuccess(message ?? WEB_MESSAGES.rolledBack);
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Card
      title={
        <Space>
          <HistoryOutlined />
          Versions
        </Space>
      }
    >
      {versions.isError ? (
        <LoadFailedCard query={versions} fallback="The versions could not be loaded." />
      ) : (
        <Table<WebsiteVersion>
          size="small"
          rowKey="version"
          loading={versions.isPending}
          dataSource={versions.data ?? []}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing published yet" />,
          }}
          columns={[
            { title: 'Version', dataIndex: 'version', render: (v: number) => `v${v}` },
            { title: 'Published', dataIndex: 'publishedDate', render: (d: string) => formatDateTime(d) },
            { title: 'Pages', dataIndex: 'pageCount' },
            {
              title: 'Action',
              key: 'action',
              render: (_: unknown, v) =>
                v.isLive ? (
                  <Badge status="success" text="Live" />
                ) : (
                  <Button
                    size="small"
                    loading={rollback.isPending && rollback.variables?.body?.version === v.version}
                    onClick={() => void restore(v)}
                    aria-label={`Rollback to version ${v.version}`}
                  >
                    Rollback
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
