import type { TestServer } from './server';

let counter = 0;

/** Creates the first Admin and returns their token. */
export async function setupAdmin(server: TestServer, email = 'admin@example.com') {
  const { data } = await server
    .client()
    .call((await import('../../src/shared/account/contract')).accountContract.setup, {
      body: { userName: 'Admin', email, password: 'secret123' },
    });
  return data.token;
}

/** Registers a business user with unique e-mail and mobile; returns their token and details. */
export async function registerUser(
  server: TestServer,
  overrides: Partial<{ companyName: string; email: string; mobileNumber: string }> = {},
) {
  counter += 1;
  const body = {
    companyName: overrides.companyName ?? `Company ${counter}`,
    email: overrides.email ?? `user${counter}-${Date.now()}@example.com`,
    countryCode: '91',
    mobileNumber: overrides.mobileNumber ?? String(9000000000 + Math.floor(Math.random() * 99999999)),
    password: 'secret123',
    acceptTerms: true as const,
  };
  const { accountContract } = await import('../../src/shared/account/contract');
  const { data } = await server.client().call(accountContract.register, { body });
  const me = await server.client(data.token).call(accountContract.me);
  return { token: data.token, id: me.data.id, ...body };
}
