import { Descriptions, Flex, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { ACCOUNT_MESSAGES as M } from '../../../../shared/whatsapp/account';
import { CopyButton } from '../../../components/CopyButton';
import { toastSuccess } from '../../../components/feedback/toast';

function Copyable({ label, value, copied }: { label: string; value: string; copied: string }) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <Typography.Text code style={{ minWidth: 0, wordBreak: 'break-all' }}>
        {value}
      </Typography.Text>
      <CopyButton
        type="text"
        size="small"
        text={value}
        label={`Copy ${label}`}
        onCopied={() => toastSuccess(copied)}
      />
    </Flex>
  );
}

/**
 * The webhook address and verify token Meta's app settings take, each with its copy button (spec 02
 * §4 for a bot's number; issue 26 for the account page), and any other rows of the number.
 */
export function WebhookValues({
  callbackUrl,
  verifyToken,
  more = [],
}: {
  callbackUrl: string;
  verifyToken: string;
  more?: NonNullable<DescriptionsProps['items']>;
}) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'callback',
          label: 'Callback URL',
          children: <Copyable label="Callback URL" value={callbackUrl} copied={M.callbackCopied} />,
        },
        {
          key: 'token',
          label: 'Verify token',
          children: <Copyable label="Verify token" value={verifyToken} copied={M.verifyTokenCopied} />,
        },
        ...more,
      ]}
    />
  );
}
