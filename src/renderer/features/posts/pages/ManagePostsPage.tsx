import { Flex, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { postsContract } from '../../../../shared/posts/contract';
import type { Post } from '../../../../shared/posts/schemas';
import { ManageList } from '../../../lib/ManageList';
import { PlatformIcon } from '../../social';
import { StatusTag } from '../components/StatusTag';
import { managePostPath } from '../paths';

const columns: ColumnsType<Post> = [
  { title: 'User', dataIndex: 'userName', key: 'userName' },
  {
    title: 'Caption',
    dataIndex: 'caption',
    key: 'caption',
    render: (v: string, p: Post) => (
      <Link to={managePostPath(p.id)} aria-label={`Open post ${p.id}`}>
        <Typography.Text ellipsis style={{ maxWidth: 320 }}>
          {v || 'No caption'}
        </Typography.Text>
      </Link>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (_: unknown, p: Post) => <StatusTag status={p.status} />,
  },
  {
    title: 'Platforms',
    key: 'platforms',
    render: (_: unknown, p: Post) => (
      <Flex gap={8}>
        {p.postedAccountList.map((t) => (
          <Tooltip key={t.id} title={`${t.accountName}: ${t.status}`}>
            <span>
              <PlatformIcon platformId={t.platformId} />
            </span>
          </Tooltip>
        ))}
      </Flex>
    ),
  },
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, p: Post) => <Link to={managePostPath(p.id)}>View</Link>,
  },
];

/**
 * admin/manage/post (spec 00 §2, spec 01 §2: Admin views show company name and created date):
 * every user's posts, searchable by user name, each opening its read-only detail.
 */
export function ManagePostsPage() {
  return <ManageList title="Posts" endpoint={postsContract.posts} columns={columns} />;
}
