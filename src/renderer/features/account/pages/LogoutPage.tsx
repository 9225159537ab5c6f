import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { performLogout } from '../../../lib/logout';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/usePageTitle';

let running: Promise<void> | null = null;

/** /logout: ends the session (spec 00 section 4), then shows the login screen. */
export function LogoutPage() {
  usePageTitle('Signing out');
  const navigate = useNavigate();
  useEffect(() => {
    // One logout even if the page mounts twice (a 401 burst, React's strict mode).
    running ??= performLogout().finally(() => {
      running = null;
    });
    let current = true;
    void running.then(() => current && navigate(PATHS.login, { replace: true }));
    return () => {
      current = false;
    };
  }, [navigate]);
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" description="Signing out…">
        <div style={{ width: 160, height: 80 }} />
      </Spin>
    </Flex>
  );
}
