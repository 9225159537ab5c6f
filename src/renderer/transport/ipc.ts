import type { DesktopBridge } from '../../shared/desktop-contract';
import type { Transport, TransportFile } from '../../shared/http/transport';

/**
 * The desktop app's transport: every API call goes to main's gateway over IPC, which adds the
 * token, the time-outs, the offline cache and the outbox. The renderer never sees the token.
 */
export function ipcTransport(bridge: DesktopBridge): Transport {
  return {
    request: async (req) =>
      bridge.apiRequest({
        method: req.method,
        url: req.url,
        body: req.body,
        // IPC carries bytes, not Blobs: the gateway sends them on as form data (issue 22).
        ...(req.files ? { files: await Promise.all(req.files.map(asBytes)) } : {}),
        idempotencyKey: req.idempotencyKey,
        endpoint: req.endpoint,
      }),
  };
}

async function asBytes(f: TransportFile) {
  const data = new Uint8Array(f.data instanceof Uint8Array ? f.data : await f.data.arrayBuffer());
  return { field: f.field, name: f.name, type: f.type, data };
}
