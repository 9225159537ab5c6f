import { EyeInvisibleOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Checkbox, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { PostRules } from '../../../../shared/posts/rules';
import { profilePath } from '../../../lib/paths';
import { PlatformIcon, type AccountView } from '../../social';
import { accountKey, hiddenReason } from '../accountChoice';

/**
 * The accounts a post can go to, filtered live by the posting rules (spec 01 §5): each hidden one
 * is listed apart with the reason, so a user knows what to change.
 */
export function AccountPicker({
  accounts,
  rules,
  value,
  onChange,
  error,
}: {
  accounts: AccountView[];
  rules: PostRules;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  if (accounts.length === 0)
    return (
      <Flex vertical gap={8}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No accounts connected yet.">
          <Button type="primary" onClick={() => navigate(profilePath('social-accounts'))}>
            Connect an account
          </Button>
        </Empty>
        {/* Post pressed with no account: the form's answer must show here too, or nothing happens. */}
        {error && (
          <Typography.Text type="danger" role="alert" style={{ textAlign: 'center' }}>
            {error}
          </Typography.Text>
        )}
      </Flex>
    );
  const offered = accounts.filter((a) => !hiddenReason(a, rules));
  const hidden = accounts.filter((a) => hiddenReason(a, rules));
  const chosen = new Set(value);
  const allChosen = offered.length > 0 && offered.every((a) => chosen.has(accountKey(a)));
  return (
    <Flex vertical gap={12}>
      {offered.length > 0 ? (
        <>
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">
              {value.length} of {offered.length} selected
            </Typography.Text>
            <Button
              size="small"
              type="link"
              onClick={() => onChange(allChosen ? [] : offered.map(accountKey))}
            >
              {allChosen ? 'Clear all' : 'Select all'}
            </Button>
          </Flex>
          <Checkbox.Group
            value={value}
            onChange={(v) => onChange(v as string[])}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            aria-label="Accounts"
          >
            {offered.map((a) => (
              <Checkbox
                key={accountKey(a)}
                value={accountKey(a)}
                style={{
                  padding: '8px 12px',
                  border: `1px solid ${chosen.has(accountKey(a)) ? token.colorPrimary : token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                  width: '100%',
                }}
              >
                <Flex gap={8} align="center">
                  <Avatar size="small" src={a.pictureUrl ?? undefined} alt="">
                    {a.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <span>{a.name}</span>
                  <PlatformIcon platformId={a.platformId} />
                </Flex>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </>
      ) : (
        <Alert type="info" showIcon title="None of your accounts can take this post as it is." />
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {hidden.length > 0 && (
        <section aria-label="Hidden accounts">
          <Typography.Text type="secondary" strong>
            <EyeInvisibleOutlined aria-hidden /> Hidden for this post
          </Typography.Text>
          <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
            {hidden.map((a) => (
              <li key={accountKey(a)} style={{ padding: '4px 0' }}>
                <Flex gap={8} align="center">
                  <PlatformIcon platformId={a.platformId} />
                  <Typography.Text>{a.name}</Typography.Text>
                  <Tag style={{ marginInlineEnd: 0 }}>{a.platformName}</Tag>
                </Flex>
                <Typography.Text
                  type="secondary"
                  style={{ display: 'block', paddingInlineStart: 24, fontSize: 13 }}
                >
                  {hiddenReason(a, rules)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Flex>
  );
}
