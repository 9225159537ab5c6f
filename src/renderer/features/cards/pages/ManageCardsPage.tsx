import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link, useNavigate } from 'react-router-dom';
import { cardsContract } from '../../../../shared/cards/contract';
import type { Card as DigitalCard } from '../../../../shared/cards/schemas';
import { LinkWithCopy } from '../../../components/CopyButton/LinkWithCopy';
import { sortedColumn } from '../../../components/DataTable/sorting';
import { ManageList } from '../../../lib/ManageList';
import { adminPath } from '../../../lib/paths';

const columns: ColumnsType<DigitalCard> = [
  sortedColumn('Card Name', 'cardName'),
  {
    title: 'User',
    dataIndex: 'userName',
    render: (v: string, c) => (c.ownerCompanyName ? `${v} (${c.ownerCompanyName})` : v),
  },
  {
    title: 'URL',
    dataIndex: 'htmlURL',
    render: (v: string, c) => <LinkWithCopy href={v} copyLabel={`Copy link of ${c.cardName}`} />,
  },
  sortedColumn('Visitors', 'visitorCount'),
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, c) => (
      <Space>
        <Link to={adminPath('manage/card/:cardId', { cardId: c.id })}>Edit</Link>
        <Link to={adminPath('manage/card/analytics/:cardId', { cardId: c.id })}>Visitors</Link>
      </Space>
    ),
  },
];

/**
 * The admin list at manage/card (§2, §6): every card with its company name and created date;
 * Edit, Link and visitors, no Delete, QR or Copy; Add Card makes one for a chosen user. `?Search={userName}` comes from the Update User
 * tab. The owner's company shows beside the user, as the card's own company may differ.
 */
export function ManageCardsPage() {
  const navigate = useNavigate();
  return (
    <ManageList
      title="Cards"
      endpoint={cardsContract.cards}
      columns={columns}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(adminPath('manage/card/create'))}
        >
          Add Card
        </Button>
      }
    />
  );
}
