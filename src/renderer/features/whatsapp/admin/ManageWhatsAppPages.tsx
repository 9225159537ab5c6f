import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import type { AdminCampaign, AdminNumber } from '../../../../shared/whatsapp/admin';
import { adminEndpoints as a } from '../../../../shared/whatsapp/admin-contract';
import { sortedColumn } from '../../../components/DataTable/sorting';
import { ManageList } from '../../../lib/ManageList';
import { adminPath } from '../../../lib/paths';
import { CampaignDetailPage } from '../campaigns/CampaignDetailPage';
import { campaignCountColumns } from '../campaigns/campaignCountColumns';
import { NumberTags } from '../components/NumberTags';

const campaignColumns: ColumnsType<AdminCampaign> = [
  sortedColumn('Campaign', 'name'),
  ...campaignCountColumns<AdminCampaign>(),
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, c) => (
      <Link
        to={adminPath('manage/whatsapp/details/:campId', { campId: c.id })}
        aria-label={`Details of ${c.name || `campaign ${c.id}`}`}
      >
        Details
      </Link>
    ),
  },
];

/**
 * admin/manage/whatsapp (issue 26): every user's WhatsApp campaigns with their counts, newest first;
 * `?Search={userName}` comes from the Update User page's WhatsApp tab.
 */
export function ManageWhatsAppCampaignsPage() {
  return <ManageList title="WhatsApp Campaigns" endpoint={a.adminCampaigns} columns={campaignColumns} />;
}

/** admin/manage/whatsapp/details/{campId}: the user's campaign detail, read-only for the Admin. */
export function ManageWhatsAppCampaignDetailPage() {
  return <CampaignDetailPage admin />;
}

const numberColumns: ColumnsType<AdminNumber> = [
  {
    title: 'Phone Number',
    key: 'number',
    render: (_: unknown, n) => n.displayPhoneNumber ?? n.phoneNumberId,
  },
  { title: 'Verified Name', dataIndex: 'verifiedName', key: 'verifiedName', render: (v) => v ?? '—' },
  {
    title: 'Quality and limits',
    key: 'state',
    render: (_: unknown, n) => (
      <Flex gap={4} wrap>
        <NumberTags number={n} />
      </Flex>
    ),
  },
  {
    title: 'Bot',
    dataIndex: 'botName',
    key: 'botName',
    render: (v: string | null) => (v ? <Tag color="magenta">{v}</Tag> : '—'),
  },
];

/** admin/manage/whatsapp-numbers (issue 26): every user's connected number; never a token. */
export function ManageWhatsAppNumbersPage() {
  return <ManageList title="WhatsApp Numbers" endpoint={a.adminNumbers} columns={numberColumns} />;
}
