import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { cardsContract } from '../../../../shared/cards/contract';
import { CopyButton } from '../../../components/CopyButton';
import { ManageList } from '../../../lib/ManageList';
import { adminPath } from '../../../lib/paths';

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
      itemsName="cards"
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(adminPath('manage/card/create'))}
        >
          Add Card
        </Button>
      }
      source={{ endpoint: cardsContract.cards, createdDateColumn: 'createdDate' }}
      columns={[
        { title: 'Card Name', dataIndex: 'cardName', key: 'cardName', sorter: true },
        {
          title: 'User',
          dataIndex: 'userName',
          render: (v: string, c) => (c.ownerCompanyName ? `${v} (${c.ownerCompanyName})` : v),
        },
        {
          title: 'URL',
          dataIndex: 'htmlURL',
          render: (v: string, c) => (
            <Space size={4}>
              <a href={v} target="_blank" rel="noreferrer">
                {v}
              </a>
              <CopyButton type="text" size="small" text={v} label={`Copy link of ${c.cardName}`} />
            </Space>
          ),
        },
        { title: 'Visitors', dataIndex: 'visitorCount', key: 'visitorCount', sorter: true },
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
      ]}
    />
  );
}
