import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationsContract as nc } from '../../../src/shared/notifications/contract';
import { startWhatsAppFake } from '../../fakes/whatsapp/cloud-api';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, seedSettings, startTestServer, type TestServer } from '../../helpers/server';
import { freshToken, movableClock, ownerWithPublishedSite, postForm, type Owner } from './forms-support';

const CONTACT = { name: 'Asha Patil', email: 'asha@example.com', phone: '', message: 'Do you deliver?' };

/**
 * Issue 24, Forms: a notice that cannot go out never troubles the visitor; it is logged, naming the
 * setting to fill in when the platform's WhatsApp sender is not set up.
 */
describe.each(dbKinds())('website form notices that cannot be sent (%s)', (kind) => {
  let server: TestServer;
  let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
  const time = movableClock();
  const logged: { msg: string; setting?: string; level: number }[] = [];
  let alice: Owner;
  let site: { id: number; slug: string };

  const post = async () => {
    const token = await freshToken(server, site.slug);
    time.advance(3_000);
    return postForm(server, `/s/${site.slug}/_forms/contact`, { ...CONTACT, token });
  };

  beforeAll(async () => {
    // The sender's token is wrong (the fake answers 401); its templates are not set.
    wa = await startWhatsAppFake({ token: 'right-token', phoneNumberId: '55501' });
    const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    server = await startTestServer(kind, {}, { clock: time.clock, logger });
    await setupAdmin(server);
    ({ owner: alice, site } = await ownerWithPublishedSite(server, 'Alice Sweets'));
    await server.client(alice.token).call(nc.updateSettings, {
      body: { webContactUs: true, webContactUsNumber: '+919876543210' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await wa?.close();
  });

  it('without a sender the entry is kept and the log names the setting', async () => {
    expect((await post()).statusCode).toBe(303);
    await vi.waitFor(() =>
      expect(logged.map((l) => l.msg)).toContain(
        'Website contact form notices is not set up: fill in Settings → Platform WhatsApp sender (Access token, Phone number id, Website contact form template).',
      ),
    );
    expect(logged.find((l) => l.msg.startsWith('Website contact form notices'))?.setting).toBe(
      'webContactUs',
    );
    expect(wa.requests).toEqual([]);
  });

  it('a sender that refuses is logged; the visitor has their answer all the same', async () => {
    await seedSettings(server, {
      whatsapp: {
        apiBase: `${wa.url}/v21.0`,
        token: 'wrong-token',
        phoneNumberId: '55501',
        webContactTemplate: 'web_contact',
      },
    });
    expect((await post()).statusCode).toBe(303);
    await vi.waitFor(() => expect(logged.map((l) => l.msg)).toContain('website form notice failed'));
    expect(wa.requests.length).toBeGreaterThan(0);
  });
});
