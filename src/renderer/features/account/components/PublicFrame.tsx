import { Card, Flex, Layout, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../../lib/Logo';
import { landingPath, PATHS } from '../../../lib/paths';
import { sessionAtom } from '../../../lib/session';
import { ThemeToggle } from '../../../lib/ThemeToggle';
import { usePageTitle } from '../../../lib/usePageTitle';

/** Public reading pages (terms, privacy, help): a slim header and a readable column. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const session = useAtomValue(sessionAtom);
  const home = session.status === 'signedIn' ? landingPath(session.role) : PATHS.login;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 20 }}
      >
        <Link to={home} aria-label="BizSuite home" style={{ display: 'flex' }}>
          <Logo />
        </Link>
        <Flex gap={8} align="center">
          <ThemeToggle />
          <Link to={home}>{session.status === 'signedIn' ? 'Back to the app' : 'Sign in'}</Link>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '32px 16px 48px' }}>
        <div style={{ maxWidth: 820, margin: '0 auto' }}>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Card>{children}</Card>
        </div>
      </Layout.Content>
    </Layout>
  );
}
