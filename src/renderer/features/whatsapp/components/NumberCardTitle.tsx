import { WhatsAppOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';

/**
 * A WhatsApp number's card title: the number and, when Meta has one, its verified name. The user's
 * /whatsapp/account and the Admin's platform number show a number the same way.
 */
export function NumberCardTitle({ number, verifiedName }: { number: string; verifiedName?: string | null }) {
  return (
    <Flex gap={8} align="center" wrap>
      <WhatsAppOutlined aria-hidden />
      <span>{number}</span>
      {verifiedName && <Typography.Text type="secondary">{verifiedName}</Typography.Text>}
    </Flex>
  );
}
