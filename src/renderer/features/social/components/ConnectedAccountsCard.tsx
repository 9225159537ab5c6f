import { CheckOutlined, DeleteOutlined, EditOutlined, LinkOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Empty,
  Flex,
  List,
  Result,
  Skeleton,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { PLATFORMS } from '../../../../shared/social/platforms';
import { POST_MESSAGES } from '../../../../shared/posts/schemas';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { CardGrid } from '../../../components/CardGrid';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { accountsOf, type AccountView } from '../accountViews';
import { useDeleteSocialAccount, useSocialAccounts } from '../api';
import { NETWORKS, networkOfPlatform } from '../networks';
import { useConnect, useConnectReturn } from '../useConnect';
import { PlatformIcon } from './PlatformIcon';

export interface ConnectedAccountsCardProps {
  /** Admin views (spec 01 §2): the user whose accounts to show, read-only. */
  userId?: number;
  readOnly?: boolean;
}

/**
 * The Connected Accounts card (spec 01 §2; issue 13, Screens): accounts grouped by network with
 * picture, name and status; an account the network stopped accepting shows a banner and
 * Reconnect; Edit mode deletes accounts; the Connect New Social Account panel starts each sign-in.
 */
export function ConnectedAccountsCard({ userId, readOnly = false }: ConnectedAccountsCardProps) {
  const list = useSocialAccounts(userId);
  const remove = useDeleteSocialAccount();
  const { busy, connect } = useConnect();
  const finishing = useConnectReturn(!readOnly);
  const [editing, setEditing] = useState(false);
  const accounts = accountsOf(list.data);
  const configured = list.data?.configured ?? {};

  const onDelete = async (a: AccountView) => {
    const ok = await confirmAction({
      title: `Delete ${a.name}?`,
      content: `The ${a.platformName} account is disconnected and its scheduled posts are cancelled.`,
      okText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ params: { id: a.id, platformId: a.platformId } });
      toastSuccess(POST_MESSAGES.accountDeleted);
    } catch (err) {
      toastError(err);
    }
  };

  const groups = PLATFORMS.map((p) => ({
    platform: p,
    accounts: accounts.filter((a) => a.platformId === p.id),
  })).filter((g) => g.accounts.length > 0);

  let body;
  if (list.isPending) body = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (list.isError)
    body = (
      <Result
        status="error"
        title="The accounts could not be loaded."
        subTitle={errorText(list.error)}
        extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );
  else if (groups.length === 0)
    body = (
      <Empty
        description={
          readOnly ? 'No social accounts connected.' : 'No social accounts connected yet. Connect one below.'
        }
      />
    );
  else
    body = (
      <Flex vertical gap={16}>
        {groups.map(({ platform, accounts: items }) => (
          <section key={platform.id} aria-label={platform.name}>
            <Typography.Text strong>
              <PlatformIcon platformId={platform.id} decorative /> {platform.name}
            </Typography.Text>
            <List
              itemLayout="horizontal"
              dataSource={items}
              renderItem={(a) => {
                const network = networkOfPlatform(a.platformId);
                return (
                  <List.Item
                    key={`${a.platformId}-${a.id}`}
                    actions={
                      readOnly
                        ? undefined
                        : [
                            ...(a.reconnectNeeded && network
                              ? [
                                  <Button
                                    key="reconnect"
                                    size="small"
                                    icon={<ReloadOutlined />}
                                    loading={busy === network}
                                    onClick={() => void connect(network)}
                                  >
                                    Reconnect
                                  </Button>,
                                ]
                              : []),
                            // The website (Web) is no sign-in: it is offered while it is published.
                            ...(editing && network
                              ? [
                                  <Tooltip key="delete" title="Delete">
                                    <Button
                                      danger
                                      type="text"
                                      icon={<DeleteOutlined />}
                                      aria-label={`Delete ${a.name}`}
                                      loading={
                                        remove.isPending &&
                                        remove.variables?.params.id === a.id &&
                                        remove.variables.params.platformId === a.platformId
                                      }
                                      onClick={() => void onDelete(a)}
                                    />
                                  </Tooltip>,
                                ]
                              : []),
                          ]
                    }
                  >
                    <List.Item.Meta
                      avatar={
                        <Avatar src={a.pictureUrl ?? undefined} alt="">
                          {a.name.slice(0, 1).toUpperCase()}
                        </Avatar>
                      }
                      title={
                        <Flex gap={8} align="center" wrap>
                          <span>{a.name}</span>
                          {a.reconnectNeeded ? (
                            <Tag color="warning">Reconnect needed</Tag>
                          ) : (
                            <Tag color="success">Connected</Tag>
                          )}
                        </Flex>
                      }
                      description={
                        a.reconnectNeeded ? (
                          <Alert
                            type="warning"
                            showIcon
                            style={{ marginTop: 4 }}
                            title={
                              a.statusReason ??
                              `${a.platformName} stopped accepting posts from BizSuite. Reconnect to keep posting.`
                            }
                          />
                        ) : (
                          a.platformName
                        )
                      }
                    />
                  </List.Item>
                );
              }}
            />
          </section>
        ))}
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      <Card
        title="Connected Accounts"
        extra={
          !readOnly && accounts.length > 0 ? (
            <Button
              icon={editing ? <CheckOutlined /> : <EditOutlined />}
              onClick={() => setEditing((e) => !e)}
              aria-pressed={editing}
            >
              {editing ? 'Done' : 'Edit'}
            </Button>
          ) : undefined
        }
      >
        <Spin spinning={finishing} description="Connecting…">
          {body}
        </Spin>
      </Card>
      {!readOnly && (
        <Card title="Connect New Social Account">
          <CardGrid label="Networks">
            {NETWORKS.map((n) => (
              <li key={n.network}>
                <Card size="small" style={{ height: '100%' }}>
                  <Flex vertical gap={8}>
                    <Flex gap={8} align="center">
                      <PlatformIcon platformId={n.platformId} size={22} decorative />
                      <Typography.Text strong>{n.label}</Typography.Text>
                      {configured[n.network] === false && (
                        <Tooltip title="An administrator has to fill in this network's settings first">
                          <Tag>Not set up</Tag>
                        </Tooltip>
                      )}
                    </Flex>
                    <Typography.Text type="secondary" style={{ minHeight: 44 }}>
                      {n.gives}
                    </Typography.Text>
                    <Button
                      icon={<LinkOutlined />}
                      loading={busy === n.network}
                      disabled={busy !== null && busy !== n.network}
                      onClick={() => void connect(n.network)}
                      aria-label={`Connect ${n.label}`}
                    >
                      Connect
                    </Button>
                  </Flex>
                </Card>
              </li>
            ))}
          </CardGrid>
        </Card>
      )}
    </Flex>
  );
}
