import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { campaignsContract } from '../../../../shared/campaigns/contract';
import type { Campaign } from '../../../../shared/campaigns/schemas';
import { sortedColumn } from '../../../components/DataTable/sorting';
import { ManageList } from '../../../lib/ManageList';
import { adminPath } from '../../../lib/paths';

const columns: ColumnsType<Campaign> = [
  sortedColumn('Campaign Name', 'campaignName'),
  {
    title: 'URL',
    dataIndex: 'publicUrl',
    render: (v: string) => (
      <a href={v} target="_blank" rel="noreferrer">
        {v}
      </a>
    ),
  },
  sortedColumn('Visitors', 'visitorCount'),
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, c) => (
      <Space>
        <Link to={adminPath('manage/campaign/:campId', { campId: c.id })}>Edit</Link>
        <Link to={adminPath('manage/campaign/visitor/:campId', { campId: c.id })}>Visitors</Link>
      </Space>
    ),
  },
];

/**
 * The admin list at manage/campaign (§2, §6): every campaign with its company name and created date;
 * Edit and visitors, no Delete, QR or Copy. `?Search={userName}` comes from the Update User tab.
 */
export function ManageCampaignsPage() {
  return <ManageList title="Campaigns" endpoint={campaignsContract.campaigns} columns={columns} />;
}
