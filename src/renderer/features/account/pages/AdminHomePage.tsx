import { Card, Col, Row, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { ADMIN_GROUPS } from '../../../lib/adminSections';
import { PageHeading } from '../../../lib/PageHeading';
import { sessionAtom } from '../../../lib/session';

/** /admin: the back office's front page, a way into each section of the sidebar. */
export function AdminHomePage() {
  const session = useAtomValue(sessionAtom);
  const { token } = theme.useToken();
  const name = session.status === 'signedIn' && session.userName ? session.userName : 'Admin';
  return (
    <>
      <PageHeading
        title="Admin Dashboard"
        subtitle={`Welcome back, ${name}. Manage users, content, plans and logs.`}
      />
      <Row gutter={[20, 20]}>
        {ADMIN_GROUPS.map((group) => (
          <Col key={group.label} xs={24} xl={group.label === 'Masters' ? 24 : 12}>
            <Card title={group.label} style={{ height: '100%' }}>
              <div
                style={{
                  display: 'grid',
                  gap: 12,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
                }}
              >
                {group.items.map((item) => {
                  const Icon = item.icon;
                  return (
                    <Link key={item.to} to={item.to} style={{ display: 'block' }}>
                      <Card size="small" hoverable styles={{ body: { padding: 14 } }}>
                        <span style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                          <span
                            aria-hidden
                            style={{ color: token.colorPrimary, fontSize: 18, display: 'flex' }}
                          >
                            <Icon />
                          </span>
                          <span style={{ color: token.colorText }}>{item.label}</span>
                        </span>
                      </Card>
                    </Link>
                  );
                })}
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
