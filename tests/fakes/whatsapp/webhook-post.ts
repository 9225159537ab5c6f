import crypto from 'node:crypto';

/** Where the fake posts its webhooks: a server's address, or a function that delivers (in-process tests). */
export type WebhookTarget =
  { url: string; secret: string } | { secret: string; send(raw: string, signature: string): Promise<number> };

/** Posts a body signed as Meta signs it (`X-Hub-Signature-256`), again until it answers 200 (as Meta does). */
export async function postSigned(target: WebhookTarget, body: unknown): Promise<void> {
  const raw = JSON.stringify(body);
  const signature = `sha256=${crypto.createHmac('sha256', target.secret).update(raw).digest('hex')}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const status =
      'url' in target
        ? ((
            await fetch(target.url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
              body: raw,
            }).catch(() => null)
          )?.status ?? 0)
        : await target.send(raw, signature);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
  }
  throw new Error('The webhook was never accepted');
}
