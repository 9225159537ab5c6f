import { Space, Switch, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { webContract } from '../../../../shared/web/contract';
import { WEB_MESSAGES, type Website } from '../../../../shared/web/schemas';
import { CopyButton } from '../../../components/CopyButton';
import { toastError } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { ManageList } from '../../../lib/ManageList';
import { adminPath } from '../../../lib/paths';
import { areaKey } from '../../../lib/queryKeys';
import { useListStatusToggle } from '../../../lib/useListStatusToggle';
import { useQueryClient } from '@tanstack/react-query';
import { WEBSITES_LIST_KEY } from '../api';

/**
 * A website's status (spec 00 section 7, the website status toggle): flips at once in the list,
 * back with "Failed to update status" (verbatim, spec 00 section 8) when refused. Off, the site
 * answers 410.
 */
function WebsiteStatusSwitch({ site }: { site: Website }) {
  const client = useQueryClient();
  const toggle = useListStatusToggle(webContract.setWebsiteStatus, WEBSITES_LIST_KEY, () => {
    void client.invalidateQueries({ queryKey: areaKey('web') });
  });
  return (
    <Switch
      size="small"
      checked={site.isActive}
      aria-label={`Active: ${site.slug}`}
      disabled={toggle.isPending}
      onChange={(isActive) =>
        toggle.mutate(
          { params: { id: site.id }, body: { isActive } },
          { onError: () => toastError(WEB_MESSAGES.statusFailed) },
        )
      }
    />
  );
}

/** admin/manage/website (spec 00 section 2): every website with its owner, address, last publish and status. */
export function ManageWebsitesPage() {
  return (
    <ManageList
      title="Websites"
      itemsName="websites"
      source={{ endpoint: webContract.websites, createdDateColumn: 'createdDate' }}
      columns={[
        {
          title: 'Address',
          dataIndex: 'url',
          key: 'slug',
          sorter: true,
          render: (v: string, s) => (
            <Space size={4}>
              <a href={v} target="_blank" rel="noreferrer">
                {v}
              </a>
              <CopyButton type="text" size="small" text={v} label={`Copy address of ${s.slug}`} />
            </Space>
          ),
        },
        { title: 'User', dataIndex: 'userName', render: (v: string | null) => v ?? '—' },
        { title: 'Template', dataIndex: 'templateName' },
        {
          title: 'Last Published',
          dataIndex: 'lastPublishedDate',
          key: 'lastPublishedDate',
          sorter: true,
          render: (v: string | null) =>
            v ? formatDateTime(v) : <Typography.Text type="secondary">Not published</Typography.Text>,
        },
        {
          title: 'Status',
          dataIndex: 'isActive',
          render: (_: boolean, s) => <WebsiteStatusSwitch site={s} />,
        },
      ]}
    />
  );
}

/** admin/manage/web (spec 00 section 2): the web updates of every user. */
export function ManageWebUpdatesPage() {
  return (
    <ManageList
      title="Web Updates"
      itemsName="web updates"
      source={{ endpoint: webContract.webUpdates, createdDateColumn: 'createdDate' }}
      columns={[
        {
          title: 'Image',
          dataIndex: 'imageURL',
          render: (v: string | null) =>
            v ? (
              <img src={v} alt="" style={{ width: 56, height: 40, objectFit: 'cover', borderRadius: 4 }} />
            ) : (
              '—'
            ),
        },
        {
          title: 'Caption',
          dataIndex: 'caption',
          key: 'caption',
          sorter: true,
          render: (v: string) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 360 }}>
              {v}
            </Typography.Paragraph>
          ),
        },
        { title: 'User', dataIndex: 'userName', render: (v: string | null) => v ?? '—' },
        {
          title: 'Posted',
          dataIndex: 'date',
          key: 'date',
          sorter: true,
          render: (v: string) => formatDateTime(v),
        },
        {
          title: 'Action',
          key: 'action',
          render: (_: unknown, u) => (
            <Link to={adminPath('manage/web/:id', { id: u.id })} aria-label={`View update ${u.id}`}>
              View
            </Link>
          ),
        },
      ]}
    />
  );
}
