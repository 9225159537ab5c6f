import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, areaOf, contracts, endpointById, endpointIdOf } from '../../src/shared/api';
import { catalogContract } from '../../src/shared/catalog/contract';
import { endpoint } from '../../src/shared/http/endpoint';
import { assertEveryEndpointBound, bindContract, type BindDeps } from '../../src/server/http/bind';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const deps: BindDeps = {
  authenticate: async () => null,
  idempotency: { run: async (_u, _k, _r, produce) => ({ ...(await produce()), replayed: false }) },
  checkResponses: false,
  rateLimits: false,
  uploads: {
    tempDir: '',
    reserve: async () => ({ id: '', release: async () => {} }),
  },
};

describe('the contracts registry (issue 9 section 4)', () => {
  it('refuses to serve an endpoint whose contract is not registered', () => {
    const unregistered = {
      hello: endpoint({
        method: 'GET',
        path: '/api/Hello',
        access: 'public',
        summary: 'Not in src/shared/api.ts',
        response: z.string(),
      }),
    };
    expect(() => bindContract(Fastify(), deps, unregistered, { hello: async () => 'hi' })).toThrow(
      /GET \/api\/Hello \(hello\) is bound but its contract is not in src\/shared\/api.ts/,
    );
  });

  it('refuses a server that leaves a registered endpoint without a route', () => {
    const app = Fastify();
    bindContract(
      app,
      deps,
      { categories: catalogContract.categories },
      { categories: async () => ({ records: [], total_Record_Count: 0 }) },
    );
    expect(() => assertEveryEndpointBound(app, [catalogContract.categories])).not.toThrow();
    expect(() =>
      assertEveryEndpointBound(app, [catalogContract.categories, catalogContract.activeCategories]),
    ).toThrow(/without a route.*GET \/api\/Category\/Active/);
  });

  it('names the area of every endpoint, and only registered ones', () => {
    expect(areaOf(catalogContract.subCategories)).toBe('catalog');
    // Each contract declares its own area (areaContract), under the name the registry lists it by.
    for (const [area, contract] of Object.entries(contracts))
      for (const [name, e] of Object.entries(contract)) {
        expect(areaOf(e)).toBe(area);
        expect(endpointIdOf(e)).toBe(`${area}.${name}`);
        expect(endpointById(`${area}.${name}`)).toBe(e);
      }
    const stray = endpoint({
      method: 'GET',
      path: '/api/Stray',
      access: 'public',
      summary: '',
      response: z.null(),
    });
    expect(() => areaOf(stray)).toThrow(/not in the contracts registry/);
  });
});

describe.each(dbKinds())('the served API matches the registry (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers every registered endpoint with a route of its own', async () => {
    for (const e of allEndpoints) {
      const res = await server.inject({ method: e.method, url: e.path.replace(/:[A-Za-z_]+/g, '1') });
      const body = res.json() as { error?: { errorCode?: string } };
      expect(`${e.method} ${e.path} ${body.error?.errorCode}`).not.toBe(`${e.method} ${e.path} NotFound`);
    }
  });

  it('documents exactly the registered endpoints in OpenAPI', async () => {
    const doc = (await server.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const registered = allEndpoints.map((e) => `${e.method} ${e.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(registered.sort());
  });
});
