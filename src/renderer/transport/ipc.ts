import type { DesktopBridge } from '../../shared/desktop-contract';
import type { Transport } from '../../shared/http/transport';

/**
 * The desktop app's transport: every API call goes to main's gateway over IPC, which adds the
 * token, the time-outs, the offline cache and the outbox. The renderer never sees the token.
 */
export function ipcTransport(bridge: DesktopBridge): Transport {
  return {
    request: (req) =>
      bridge.apiRequest({
        method: req.method,
        url: req.url,
        body: req.body,
        idempotencyKey: req.idempotencyKey,
        endpoint: req.endpoint,
      }),
  };
}
