import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../src/shared/account/modules';
import { notificationsContract as notifications } from '../../src/shared/notifications/contract';
import { raw } from '../helpers/brand';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const allOff = {
  postUpcommingFestivals: null,
  postUpcommingFestivalsNumber: null,
  botLead: null,
  botLeadNumber: null,
  webNewsLetter: null,
  webNewsLetterNumber: null,
  webContactUs: null,
  webContactUsNumber: null,
};

/** Issue 11: notification settings (spec 03 sections 2.8, 3.8, 5.5, 7.7, 8.4b). */
describe.each(dbKinds())('notification settings (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  const put = (token: string, body: unknown) => raw(server, 'PUT', '/api/NotificationSettings', token, body);

  it('with no app in the plans every toggle is null and none can be switched on', async () => {
    const user = await registerUser(server);
    const c = server.client(user.token);
    expect((await c.call(notifications.settings)).data).toEqual({ id: null, userId: user.id, ...allOff });
    const res = await put(user.token, { botLead: true, botLeadNumber: '+919876543210' });
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toEqual({ botLead: 'This app is not in your plan' });
    // Saving everything off is fine and changes nothing visible.
    const saved = await c.call(notifications.updateSettings, { body: { botLead: false } });
    expect(saved.message).toBe('Notification settings saved successfully');
    expect(saved.data).toMatchObject(allOff);
  });

  it('with one app only its toggle is offered; a toggle on needs its number', async () => {
    const user = await registerUser(server);
    await givePlan(server, user.id, { [MODULES.bot]: 2 });
    const c = server.client(user.token);
    expect((await c.call(notifications.settings)).data).toEqual({
      id: null,
      userId: user.id,
      ...allOff,
      botLead: false,
    });

    const noNumber = await put(user.token, { botLead: true, botLeadNumber: '' });
    expect(noNumber.status).toBe(422);
    expect(noNumber.body.error.errors).toEqual({ botLeadNumber: 'Mobile Number is required' });
    const otherApp = await put(user.token, {
      botLead: true,
      botLeadNumber: '+919876543210',
      webContactUs: true,
      webContactUsNumber: '+919876543210',
    });
    expect(otherApp.status).toBe(422);
    expect(otherApp.body.error.errors).toEqual({ webContactUs: 'This app is not in your plan' });

    const saved = await c.call(notifications.updateSettings, {
      body: { botLead: true, botLeadNumber: '+919876543210' },
    });
    expect(saved.data).toMatchObject({ ...allOff, botLead: true, botLeadNumber: '+919876543210' });
    expect(saved.data.id).toEqual(expect.any(Number));
    expect((await c.call(notifications.settings)).data).toEqual(saved.data);
  });

  it('numbers are checked with libphonenumber against Account/Countries and stored E.164', async () => {
    const user = await registerUser(server);
    await givePlan(server, user.id, { [MODULES.web]: 1 });
    const invalid = await put(user.token, {
      webNewsLetter: true,
      webNewsLetterNumber: '+911234567',
      webContactUs: true,
      webContactUsNumber: '+33612345678',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.errors).toEqual({
      webNewsLetterNumber: 'Enter a valid mobile number',
      webContactUsNumber: 'Numbers of this country cannot get notifications',
    });
    const malformed = await put(user.token, { webNewsLetter: true, webNewsLetterNumber: 'call me' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.error.errors)).toEqual(['webNewsLetterNumber']);

    const saved = await put(user.token, {
      webNewsLetter: true,
      webNewsLetterNumber: '+971501234567',
      webContactUs: false,
      webContactUsNumber: '+12025550123',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      webNewsLetter: true,
      webNewsLetterNumber: '+971501234567',
      webContactUs: false,
      webContactUsNumber: '+12025550123',
      postUpcommingFestivals: null,
      botLead: null,
    });
  });

  it('with every app all four toggles are offered and saved', async () => {
    const user = await registerUser(server);
    await givePlan(server, user.id, { [MODULES.post]: 10, [MODULES.bot]: 1, [MODULES.web]: 1 });
    const c = server.client(user.token);
    expect((await c.call(notifications.settings)).data).toMatchObject({
      postUpcommingFestivals: false,
      botLead: false,
      webNewsLetter: false,
      webContactUs: false,
    });
    const body = {
      postUpcommingFestivals: true,
      postUpcommingFestivalsNumber: '+919876543210',
      botLead: true,
      botLeadNumber: '+919876543211',
      webNewsLetter: false,
      webNewsLetterNumber: null,
      webContactUs: true,
      webContactUsNumber: '+919876543212',
    };
    const saved = await c.call(notifications.updateSettings, { body });
    expect(saved.data).toEqual({ id: expect.any(Number), userId: user.id, ...body });
  });

  it('a toggle whose app has left the plans reads null, and comes back as it was', async () => {
    const user = await registerUser(server);
    const plan = await givePlan(server, user.id, { [MODULES.bot]: 1 });
    const c = server.client(user.token);
    await c.call(notifications.updateSettings, { body: { botLead: true, botLeadNumber: '+919876543210' } });
    await server.ctx.db.updateTable('user_plans').set({ is_active: 0 }).where('id', '=', plan).execute();
    expect((await c.call(notifications.settings)).data).toMatchObject({ botLead: null, botLeadNumber: null });
    await server.ctx.db.updateTable('user_plans').set({ is_active: 1 }).where('id', '=', plan).execute();
    expect((await c.call(notifications.settings)).data).toMatchObject({
      botLead: true,
      botLeadNumber: '+919876543210',
    });
  });

  it("an Admin reads and edits another user's settings; a User naming another gets 404", async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    await givePlan(server, alice.id, { [MODULES.post]: 5 });
    const admin = server.client(adminToken);
    expect((await admin.call(notifications.settings, { query: { UserId: alice.id } })).data).toMatchObject({
      userId: alice.id,
      postUpcommingFestivals: false,
    });
    const saved = await admin.call(notifications.updateSettings, {
      body: { userid: alice.id, postUpcommingFestivals: true, postUpcommingFestivalsNumber: '+919812345678' },
    });
    expect(saved.data.userId).toBe(alice.id);
    expect((await server.client(alice.token).call(notifications.settings)).data).toMatchObject({
      postUpcommingFestivals: true,
      postUpcommingFestivalsNumber: '+919812345678',
    });

    const read = await raw(server, 'GET', `/api/NotificationSettings?UserId=${alice.id}`, bob.token);
    expect(read.status).toBe(404);
    const write = await put(bob.token, { userid: alice.id, postUpcommingFestivals: false });
    expect(write.status).toBe(404);
    expect((await raw(server, 'GET', '/api/NotificationSettings?UserId=999999', adminToken)).status).toBe(
      404,
    );
    // Alice's settings are untouched.
    expect((await server.client(alice.token).call(notifications.settings)).data.postUpcommingFestivals).toBe(
      true,
    );
  });
});
