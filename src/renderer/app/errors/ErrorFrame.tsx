import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from '../../lib/Logo';

/** Error pages shown outside the shell get the logo and a centred card; inside it, just the card. */
export function ErrorFrame({ standalone, children }: { standalone?: boolean; children: ReactNode }) {
  if (!standalone) return <Card>{children}</Card>;
  return (
    <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '100vh', padding: 16 }}>
      <Logo />
      <Card style={{ width: '100%', maxWidth: 640 }}>{children}</Card>
    </Flex>
  );
}
