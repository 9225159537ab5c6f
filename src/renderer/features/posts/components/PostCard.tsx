import { FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Badge, Card, Flex, Tooltip, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { Post } from '../../../../shared/posts/schemas';
import { PlatformIcon } from '../../social';
import { useMediaSrc } from '../mediaSrc';
import { formatPostTime } from '../postTime';
import { StatusTag, statusColor } from './StatusTag';

/** When a post went or goes out: its posting time, else its schedule. */
export const postWhen = (p: Post) => p.postDate ?? p.scheduledate;

/**
 * One post of My Posts (spec 01 §2): caption, postImage, status, date and the outcome per
 * platform; an Admin's list also names the company.
 */
export function PostCard({ post: p, to, showCompany }: { post: Post; to: string; showCompany?: boolean }) {
  const { token } = theme.useToken();
  const src = useMediaSrc();
  const video = p.mediaType === 'VIDEO';
  return (
    <Link
      to={to}
      aria-label={`Open post: ${p.caption.slice(0, 60) || 'no caption'}`}
      style={{ display: 'block' }}
    >
      <Card
        hoverable
        size="small"
        cover={
          p.postImage ? (
            <div style={{ position: 'relative', height: 180, background: token.colorFillQuaternary }}>
              {video ? (
                <>
                  <video
                    src={src(p.postImage)}
                    muted
                    preload="metadata"
                    style={{ width: '100%', height: 180, objectFit: 'cover', display: 'block' }}
                  />
                  <PlayCircleOutlined
                    aria-hidden
                    style={{
                      position: 'absolute',
                      inset: 0,
                      margin: 'auto',
                      fontSize: 40,
                      color: '#fff',
                      height: 40,
                    }}
                  />
                </>
              ) : (
                <img
                  src={src(p.postImage)}
                  alt=""
                  loading="lazy"
                  style={{ width: '100%', height: 180, objectFit: 'cover', display: 'block' }}
                />
              )}
            </div>
          ) : (
            <div aria-hidden>
              <Flex
                align="center"
                justify="center"
                style={{ height: 180, width: '100%', background: token.colorFillQuaternary }}
              >
                <FileTextOutlined style={{ fontSize: 36, color: token.colorTextQuaternary }} />
              </Flex>
            </div>
          )
        }
      >
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="center" gap={8}>
            <StatusTag status={p.status} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatPostTime(postWhen(p), p.timeZone)}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, minHeight: 44 }}>
            {p.caption || <Typography.Text type="secondary">No caption</Typography.Text>}
          </Typography.Paragraph>
          {showCompany && (
            <Typography.Text type="secondary" ellipsis>
              {p.companyName ?? p.userName}
            </Typography.Text>
          )}
          <Flex gap={10} wrap role="group" aria-label="Outcome per account">
            {p.postedAccountList.map((t) => (
              <Tooltip key={t.id} title={`${t.accountName}: ${t.status}${t.error ? ` — ${t.error}` : ''}`}>
                <Badge color={statusColor(t.status)} offset={[-2, 16]} dot>
                  <span aria-label={`${t.accountName} ${t.status}`} role="img">
                    <PlatformIcon platformId={t.platformId} size={18} decorative />
                  </span>
                </Badge>
              </Tooltip>
            ))}
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
