import { startFake } from '../http-fake';

/** A fake HTTP SMS gateway: POST JSON { to, message, sender } with a bearer key. */
export async function startSmsFake(apiKey: string) {
  return startFake((req) => {
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return { status: 401, body: { error: { message: 'bad key' } } };
    return { status: 200, body: { status: 'queued', id: `sms-${Date.now()}` } };
  });
}
