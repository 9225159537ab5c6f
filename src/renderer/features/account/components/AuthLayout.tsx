import { CheckCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import { Outlet } from 'react-router-dom';
import { APPS } from '../../../lib/apps';
import { Logo } from '../../../lib/Logo';
import { ThemeToggle } from '../../../lib/ThemeToggle';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { PoweredByAi } from './PoweredByAi';

/** The auth section: a brand panel beside the form (the panel folds away on mobile). */
export function AuthLayout() {
  const mobile = useMediaQuery(MEDIA.mobile);
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', background: token.colorBgLayout }}>
      {!mobile && (
        <aside
          aria-label="About BizSuite"
          style={{
            flex: '0 0 42%',
            maxWidth: 560,
            padding: '40px 48px',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            gap: 32,
            color: '#fff',
            background: 'linear-gradient(150deg, #24167a 0%, #5b3df5 55%, #ae02d4 100%)',
          }}
        >
          <Logo inverted />
          <div>
            <h2
              style={{ color: '#fff', fontSize: 32, lineHeight: 1.25, margin: '0 0 12px', fontWeight: 700 }}
            >
              Everything your business needs to be seen.
            </h2>
            <p style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, margin: 0 }}>
              Posts, website, chatbots, business cards, campaigns and WhatsApp marketing in one place.
            </p>
            <ul style={{ listStyle: 'none', padding: 0, margin: '28px 0 0', display: 'grid', gap: 14 }}>
              {APPS.map((app) => (
                <li key={app.key} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
                  <CheckCircleFilled style={{ color: '#c4b5fd', marginTop: 4 }} aria-hidden />
                  <span style={{ color: 'rgba(255,255,255,0.92)' }}>
                    <strong>{app.name}</strong> · {app.description}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div style={{ background: 'rgba(255,255,255,0.94)', borderRadius: 20, alignSelf: 'flex-start' }}>
            <PoweredByAi size="small" />
          </div>
        </aside>
      )}
      <main style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <div
          style={{
            display: 'flex',
            justifyContent: mobile ? 'space-between' : 'flex-end',
            alignItems: 'center',
            padding: '16px 20px',
          }}
        >
          {mobile && <Logo />}
          <ThemeToggle />
        </div>
        <div
          style={{
            flex: 1,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            padding: mobile ? '8px 16px 32px' : '8px 32px 48px',
          }}
        >
          <div style={{ width: '100%', maxWidth: 440 }}>
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
