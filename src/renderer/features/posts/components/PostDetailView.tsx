import { DeleteOutlined, ExportOutlined, RedoOutlined } from '@ant-design/icons';
import {
  Avatar,
  Button,
  Card,
  Carousel,
  Checkbox,
  Col,
  Descriptions,
  Empty,
  Flex,
  List,
  Modal,
  Result,
  Row,
  Skeleton,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../../shared/http/client';
import { isVideoType } from '../../../../shared/posts/media';
import { PLATFORM, platformName } from '../../../../shared/social/platforms';
import { POST_MESSAGES, type Post, type PostTarget } from '../../../../shared/posts/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { PlatformIcon } from '../../social';
import { useDeletePostTarget, usePost, useRepost } from '../api';
import { useMediaSrc } from '../mediaSrc';
import { formatPostTime } from '../postTime';
import { canDeleteTarget } from '../targetRules';
import { StatusTag } from './StatusTag';

function MediaCarousel({ post }: { post: Post }) {
  const { token } = theme.useToken();
  const src = useMediaSrc();
  if (post.otherMedia.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This post has no media" />;
  const frame = {
    width: '100%',
    height: 420,
    objectFit: 'contain' as const,
    display: 'block',
    background: token.colorFillQuaternary,
  };
  return (
    <Carousel arrows={post.otherMedia.length > 1} dots={post.otherMedia.length > 1} adaptiveHeight>
      {post.otherMedia.map((m, i) => (
        <div key={m.mediaUrl}>
          {isVideoType(m.mime) || post.mediaType === 'VIDEO' ? (
            <video src={src(m.mediaUrl)} controls style={frame} aria-label={`Video ${i + 1}`} />
          ) : (
            <img src={src(m.mediaUrl)} alt={`Image ${i + 1} of ${post.otherMedia.length}`} style={frame} />
          )}
        </div>
      ))}
    </Carousel>
  );
}

/**
 * Post detail (spec 01 §2, §4): media carousel, caption, and each account's badge, error and link;
 * a User deletes an account from the post by the §4 rule and reposts failed accounts. `readOnly`
 * is the Admin's view (manage/post/{id}): no delete, no Repost (spec 01 §6).
 */
export function PostDetailView({ id, readOnly }: { id: number; readOnly?: boolean }) {
  const post = usePost(id);
  const remove = useDeletePostTarget();
  const repost = useRepost();
  const [repostOpen, setRepostOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);

  if (!(id > 0)) return <Result status="404" title={POST_MESSAGES.notFound} />;
  if (post.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (post.isError)
    return post.error instanceof ApiError && post.error.status === 404 ? (
      <Result status="404" title={POST_MESSAGES.notFound} />
    ) : (
      <Result
        status="error"
        title="The post could not be loaded."
        subTitle={errorText(post.error)}
        extra={<Button onClick={() => void post.refetch()}>Try again</Button>}
      />
    );

  const p = post.data;
  const failed = p.postedAccountList.filter((t) => t.status === 'FAILED');

  const onDelete = async (t: PostTarget) => {
    const ok = await confirmAction({
      title: `Remove ${t.accountName} from this post?`,
      content:
        t.platformId === PLATFORM.web
          ? 'The update is taken off your website.'
          : 'The post will not go to this account.',
      okText: 'Remove',
      danger: true,
    });
    if (!ok || t.accountId === null) return;
    try {
      const res = await remove.mutateAsync({
        params: { id: p.id, accountId: t.accountId, platformId: t.platformId },
      });
      toastSuccess(res.message ?? POST_MESSAGES.deleteSuccess);
    } catch (err) {
      toastError(err);
    }
  };

  const onRepost = async () => {
    try {
      const res = await repost.mutateAsync({ params: { id: p.id }, body: { targetIds: picked } });
      toastSuccess(res.message ?? POST_MESSAGES.reposted);
      setRepostOpen(false);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={13}>
        <Card>
          <Flex vertical gap={16}>
            <MediaCarousel post={p} />
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {p.caption || <Typography.Text type="secondary">No caption</Typography.Text>}
            </Typography.Paragraph>
            {p.hashtags.length > 0 && (
              <Flex gap={6} wrap>
                {p.hashtags.map((h) => (
                  <Tag key={h} color="processing">
                    {h}
                  </Tag>
                ))}
              </Flex>
            )}
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'status', label: 'Status', children: <StatusTag status={p.status} /> },
                {
                  key: 'when',
                  label: p.postDate ? 'Posted' : 'Scheduled for',
                  children: `${formatPostTime(p.postDate ?? p.scheduledate, p.timeZone)} (${p.timeZone})${p.scheduleType === 'best' ? ', best time' : ''}`,
                },
                { key: 'created', label: 'Created', children: formatDateTime(p.createdDate) },
                ...(readOnly
                  ? [{ key: 'company', label: 'Company', children: p.companyName ?? p.userName }]
                  : []),
              ]}
            />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={11}>
        <Card
          title="Accounts"
          extra={
            !readOnly && failed.length > 0 ? (
              <Button
                icon={<RedoOutlined />}
                onClick={() => {
                  setPicked(failed.map((t) => t.id));
                  setRepostOpen(true);
                }}
              >
                Repost
              </Button>
            ) : undefined
          }
        >
          {p.postedAccountList.length === 0 ? (
            <Empty description={POST_MESSAGES.noAccounts} />
          ) : (
            <List
              dataSource={p.postedAccountList}
              renderItem={(t) => (
                <List.Item
                  key={t.id}
                  actions={
                    !readOnly && canDeleteTarget(t) && t.accountId !== null
                      ? [
                          <Tooltip key="delete" title="Remove from post">
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`Remove ${t.accountName} from this post`}
                              loading={remove.isPending && remove.variables?.params.accountId === t.accountId}
                              onClick={() => void onDelete(t)}
                            />
                          </Tooltip>,
                        ]
                      : undefined
                  }
                >
                  <List.Item.Meta
                    avatar={
                      <Avatar
                        src={t.pictureUrl ?? undefined}
                        alt=""
                        icon={<PlatformIcon platformId={t.platformId} decorative />}
                      />
                    }
                    title={
                      <Flex gap={8} align="center" wrap>
                        <PlatformIcon platformId={t.platformId} />
                        <span>{t.accountName || t.pageName || t.userName || platformName(t.platformId)}</span>
                        <StatusTag status={t.status} />
                      </Flex>
                    }
                    description={
                      <Flex vertical gap={2}>
                        <Typography.Text type="secondary">
                          {t.publishedAt
                            ? `Posted ${formatPostTime(t.publishedAt, p.timeZone)}`
                            : `${t.status === 'PENDING' ? 'Due' : 'Was due'} ${formatPostTime(t.dueAt, p.timeZone)}`}
                          {t.attempts > 1 ? ` · ${t.attempts} attempts` : ''}
                        </Typography.Text>
                        {t.error && (
                          <Typography.Text type="danger" style={{ whiteSpace: 'pre-wrap' }}>
                            {t.error}
                          </Typography.Text>
                        )}
                        {t.postUrl && (
                          <Typography.Link href={t.postUrl} target="_blank" rel="noreferrer">
                            View on {platformName(t.platformId)} <ExportOutlined />
                          </Typography.Link>
                        )}
                      </Flex>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <Modal
        open={repostOpen}
        title="Repost"
        okText="Post"
        onOk={() => void onRepost()}
        okButtonProps={{ disabled: picked.length === 0, loading: repost.isPending }}
        onCancel={() => setRepostOpen(false)}
      >
        <Typography.Paragraph type="secondary">
          Choose the failed accounts to post to again, now.
        </Typography.Paragraph>
        <Checkbox.Group
          value={picked}
          onChange={(v) => setPicked(v as number[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {failed.map((t) => (
            <Checkbox key={t.id} value={t.id}>
              <Flex gap={8} align="center">
                <PlatformIcon platformId={t.platformId} />
                <span>{t.accountName}</span>
              </Flex>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Modal>
    </Row>
  );
}
