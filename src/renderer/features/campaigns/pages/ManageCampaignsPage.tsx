import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { campaignsContract } from '../../../../shared/campaigns/contract';
import { ManageList } from '../../../lib/ManageList';
import { adminPath } from '../../../lib/paths';

/**
 * The admin list at manage/campaign (§2, §6): every campaign with its company name and created date;
 * Edit and visitors, no Delete, QR or Copy. `?Search={userName}` comes from the Update User tab.
 */
export function ManageCampaignsPage() {
  return (
    <ManageList
      title="Campaigns"
      itemsName="campaigns"
      source={{ endpoint: campaignsContract.campaigns, createdDateColumn: 'createdDate' }}
      columns={[
        { title: 'Campaign Name', dataIndex: 'campaignName', key: 'campaignName', sorter: true },
        {
          title: 'URL',
          dataIndex: 'publicUrl',
          render: (v: string) => (
            <a href={v} target="_blank" rel="noreferrer">
              {v}
            </a>
          ),
        },
        { title: 'Visitors', dataIndex: 'visitorCount', key: 'visitorCount', sorter: true },
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
      ]}
    />
  );
}
