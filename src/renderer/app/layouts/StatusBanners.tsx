import { CloudDownloadOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useAtomValue } from 'jotai';
import { formatDateTime } from '../../components/format/dates';
import { connectivityAtom, updateReadyAtom } from '../../lib/connectivity';
import { desktopBridge } from '../../lib/desktop';

/**
 * The offline banner (ARCHITECTURE.md, Desktop: "the renderer shows an offline banner with the
 * time of the data") and the "Restart to update" notice of a downloaded update.
 */
export function StatusBanners() {
  const connectivity = useAtomValue(connectivityAtom);
  const update = useAtomValue(updateReadyAtom);
  return (
    <div role="status" aria-live="polite">
      {!connectivity.online && (
        <Alert
          banner
          type="warning"
          icon={<DisconnectOutlined />}
          showIcon
          title={
            <span>
              <strong>Offline</strong>
              {connectivity.cachedAt
                ? ` · Showing data from ${formatDateTime(connectivity.cachedAt)}`
                : ' · The server cannot be reached. Changes cannot be saved until it is back.'}
            </span>
          }
        />
      )}
      {update && (
        <Alert
          banner
          type="info"
          icon={<CloudDownloadOutlined />}
          showIcon
          title={`Version ${update.version} is ready to install.`}
          action={
            <Button size="small" type="primary" onClick={() => void desktopBridge()?.updatesRestart()}>
              Restart to update
            </Button>
          }
        />
      )}
    </div>
  );
}
