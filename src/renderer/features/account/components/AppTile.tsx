import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { AppDef } from '../../../lib/apps';

/** One app on the home screen; the whole card opens the app's first tab. */
export function AppTile({ app }: { app: AppDef }) {
  const { token } = theme.useToken();
  const Icon = app.icon;
  return (
    <Link to={app.tabs[0].to} aria-label={`Open ${app.name}`} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }} styles={{ body: { padding: 24 } }}>
        <div
          aria-hidden
          style={{
            width: 52,
            height: 52,
            borderRadius: 14,
            display: 'grid',
            placeItems: 'center',
            fontSize: 26,
            color: app.color,
            background: `${app.color}1f`,
            marginBottom: 16,
          }}
        >
          <Icon />
        </div>
        <Typography.Title level={4} style={{ margin: '0 0 6px' }}>
          {app.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ minHeight: 44, marginBottom: 12 }}>
          {app.description}
        </Typography.Paragraph>
        <span style={{ color: token.colorLink, fontWeight: 500 }}>
          Open {app.name} <ArrowRightOutlined aria-hidden />
        </span>
      </Card>
    </Link>
  );
}
