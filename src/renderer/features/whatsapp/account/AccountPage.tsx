import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { WhatsAppAccount } from '../../../../shared/whatsapp/account';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { LoadingCard } from '../../../components/LoadingCard';
import { PageHeading } from '../../../lib/PageHeading';
import { whatsappPath } from '../../../lib/paths';
import { NumberCardTitle } from '../components/NumberCardTitle';
import { NumberTags } from '../components/NumberTags';
import { WebhookValues } from '../components/WebhookValues';
import { useAccounts, useDisconnectAccount } from './api';

function NumberCard({ account }: { account: WhatsAppAccount }) {
  const disconnect = useDisconnectAccount();
  const title = account.displayPhoneNumber ?? account.phoneNumberId;
  const onDisconnect = async () => {
    const ok = await confirmAction({
      title: `Disconnect ${title}?`,
      content: account.botName
        ? `Campaigns stop sending from this number and the bot “${account.botName}” stops answering on it.`
        : 'Campaigns stop sending from this number.',
      okText: 'Disconnect',
      danger: true,
    });
    if (!ok) return;
    disconnect.mutate(
      { params: { id: account.id } },
      { onSuccess: (res) => toastSuccess(res.message), onError: (err) => toastError(err) },
    );
  };
  return (
    <Card
      title={<NumberCardTitle number={title} verifiedName={account.verifiedName} />}
      extra={
        <Flex gap={4}>
          <Link to={whatsappPath('connect/:id', { id: account.id })}>
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${title}`} />
          </Link>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Disconnect ${title}`}
            loading={disconnect.isPending}
            onClick={() => void onDisconnect()}
          />
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap>
          <NumberTags number={account} />
          {account.botName && <Tag color="magenta">Bot: {account.botName}</Tag>}
        </Flex>
        <WebhookValues
          callbackUrl={account.callbackUrl}
          verifyToken={account.verifyToken}
          more={[
            { key: 'number-id', label: 'Phone Number Id', children: account.phoneNumberId },
            { key: 'business', label: 'Business Account Id', children: account.businessId },
            {
              key: 'secret',
              label: 'App Secret',
              children: account.hasAppSecret ? 'Saved' : 'Not set: the platform’s is used',
            },
            ...(account.checkedDate
              ? [
                  {
                    key: 'checked',
                    label: 'Checked with WhatsApp',
                    children: formatDateTime(account.checkedDate),
                  },
                ]
              : []),
          ]}
        />
      </Flex>
    </Card>
  );
}

/** /whatsapp/account (issue 26 Account): the owner's WhatsApp numbers, as Meta rates them. */
export function AccountPage() {
  const accounts = useAccounts();
  const connect = (
    <Link to={whatsappPath('connect')}>
      <Button type="primary" icon={<PlusOutlined />}>
        Connect a number
      </Button>
    </Link>
  );
  return (
    <>
      <PageHeading
        title="WhatsApp Account"
        subtitle="The numbers your campaigns, templates, inbox and bots use. Give Meta the callback URL and verify token of each."
        extra={accounts.data?.length ? connect : undefined}
      />
      {accounts.isPending ? (
        <LoadingCard label="Loading WhatsApp numbers" />
      ) : accounts.isError ? (
        <LoadFailedCard query={accounts} fallback="Failed to load WhatsApp numbers" />
      ) : accounts.data.length === 0 ? (
        <Card>
          <Empty description="No WhatsApp number connected yet">{connect}</Empty>
        </Card>
      ) : (
        <Flex vertical gap={16}>
          {accounts.data.map((a) => (
            <NumberCard key={a.id} account={a} />
          ))}
        </Flex>
      )}
    </>
  );
}
