import crypto from 'node:crypto';
import { storageFor, type StorageSettings } from './select';

/**
 * Settings → File storage → Test connection: puts, reads back and deletes a small object with the
 * given settings (not the saved ones), and says what happened in words an Admin can act on.
 */
export async function testStorageConnection(
  values: StorageSettings,
  dataDir: string,
  now: () => Date,
): Promise<{ ok: boolean; message: string }> {
  const key = `connection-test/${crypto.randomUUID()}.txt`;
  const content = Buffer.from(`BizSuite connection test ${now().toISOString()}`);
  try {
    // No address is signed here, so the signing key does not matter.
    const storage = storageFor(values, {
      dataDir,
      signingKey: crypto.randomBytes(32),
      publicBaseUrl: '',
      now,
    });
    await storage.put(key, content, 'text/plain');
    const back = await storage.get(key);
    if (!back || !back.bytes.equals(content))
      return { ok: false, message: 'The test file was written but could not be read back.' };
    await storage.delete(key);
    if (await storage.get(key)) return { ok: false, message: 'The test file could not be deleted.' };
    const where = values.driver === 's3' ? `bucket "${values.bucket}"` : 'the server’s disk';
    return { ok: true, message: `Wrote, read and deleted a test file in ${where}.` };
  } catch (err) {
    return { ok: false, message: reason(err) };
  }
}

function reason(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as {
      name?: string;
      message?: string;
      code?: string;
      $metadata?: { httpStatusCode?: number };
    };
    const status = e.$metadata?.httpStatusCode;
    if (e.code === 'ECONNREFUSED') return 'The storage server refused the connection. Check the endpoint.';
    if (e.name && e.name !== 'Error' && e.message)
      return `${e.name}: ${e.message}${status ? ` (HTTP ${status})` : ''}`;
    if (e.message) return e.message;
  }
  return String(err);
}
