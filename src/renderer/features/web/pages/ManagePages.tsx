import { Switch, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { webContract } from '../../../../shared/web/contract';
import { WEB_MESSAGES, type WebUpdate, type Website } from '../../../../shared/web/schemas';
import { LinkWithCopy } from '../../../components/CopyButton/LinkWithCopy';
import { sortedColumn, sortedDateTimeColumn } from '../../../components/DataTable/sorting';
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

const websiteColumns: ColumnsType<Website> = [
  {
    ...sortedColumn('Address', 'url', 'slug'),
    render: (v: string, s) => <LinkWithCopy href={v} copyLabel={`Copy address of ${s.slug}`} />,
  },
  { title: 'User', dataIndex: 'userName', render: (v: string | null) => v ?? '—' },
  { title: 'Template', dataIndex: 'templateName' },
  {
    ...sortedColumn('Last Published', 'lastPublishedDate'),
    render: (v: string | null) =>
      v ? formatDateTime(v) : <Typography.Text type="secondary">Not published</Typography.Text>,
  },
  {
    title: 'Status',
    dataIndex: 'isActive',
    render: (_: boolean, s) => <WebsiteStatusSwitch site={s} />,
  },
];

/** admin/manage/website (spec 00 section 2): every website with its owner, address, last publish and status. */
export function ManageWebsitesPage() {
  return <ManageList title="Websites" endpoint={webContract.websites} columns={websiteColumns} />;
}

const updateColumns: ColumnsType<WebUpdate> = [
  {
    title: 'Image',
    dataIndex: 'imageURL',
    render: (v: string | null) =>
      v ? <img src={v} alt="" style={{ width: 56, height: 40, objectFit: 'cover', borderRadius: 4 }} /> : '—',
  },
  {
    ...sortedColumn('Caption', 'caption'),
    render: (v: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 360 }}>
        {v}
      </Typography.Paragraph>
    ),
  },
  { title: 'User', dataIndex: 'userName', render: (v: string | null) => v ?? '—' },
  sortedDateTimeColumn('Posted', 'date'),
  {
    title: 'Action',
    key: 'action',
    render: (_: unknown, u) => (
      <Link to={adminPath('manage/web/:id', { id: u.id })} aria-label={`View update ${u.id}`}>
        View
      </Link>
    ),
  },
];

/** admin/manage/web (spec 00 section 2): the web updates of every user. */
export function ManageWebUpdatesPage() {
  return <ManageList title="Web Updates" endpoint={webContract.webUpdates} columns={updateColumns} />;
}
