import { DownOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import type { StoredDraft } from '../../../../shared/posts/schemas';
import { formatDateTime } from '../../../components/format/dates';
import { useDrafts } from '../api';

/** The page's Drafts button (issue 13): the saved drafts, newest first, each opened in the form. */
export function DraftsMenu({ onOpen }: { onOpen: (draft: StoredDraft) => void }) {
  const drafts = useDrafts();
  const items = (drafts.data ?? []).map((d) => ({
    key: String(d.id),
    label: (
      <Flex vertical style={{ maxWidth: 320 }}>
        <Typography.Text ellipsis>
          {d.caption.trim() || `${d.media.length} media, no caption`}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(d.updatedAt)}
        </Typography.Text>
      </Flex>
    ),
  }));
  return (
    <Dropdown
      trigger={['click']}
      disabled={drafts.isPending}
      menu={{
        items: items.length > 0 ? items : [{ key: 'none', label: 'No drafts yet', disabled: true }],
        onClick: ({ key }) => {
          const d = drafts.data?.find((x) => String(x.id) === key);
          if (d) onOpen(d);
        },
      }}
    >
      <Button icon={<FileTextOutlined />}>
        Drafts{drafts.data?.length ? ` (${drafts.data.length})` : ''} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
