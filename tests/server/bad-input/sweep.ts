import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, type Area } from '../../../src/shared/api';
import { registerUser, setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';

export const MAX = 2_147_483_647;

/**
 * Every registered endpoint, fed random and malformed input, authenticated and not, answers a JSON
 * envelope with a status below 500 (issue 2, Bad input).
 */
/**
 * 5,000 to 20,000 characters made by repeating a random piece: drawing each of 20,000 characters
 * took most of the sweep's time, and a length limit is what these are for.
 */
const longString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 50 }), fc.integer({ min: 5000, max: 20000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/**
 * One junk value in eight is long: at one in three, a query or body of several fields carried
 * 50,000 characters and more in most requests, and making, encoding and parsing them (and collecting
 * them afterwards, a third of the time) was most of the sweep. Every endpoint meets long values in
 * each place they can go all the same, in `EDGE_EXAMPLES`.
 */
export const junkString = fc.oneof(
  { arbitrary: fc.string(), weight: 4 },
  { arbitrary: longString, weight: 1 },
  {
    arbitrary: fc.constantFrom(
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      '\u0000',
      '😀'.repeat(50),
      'NaN',
      '-1',
      '1e309',
      '[]',
      '{}',
      // Ids near and past the integer columns (issue 10): 2^31 - 1, 2^31, 2^53.
      '2147483647',
      '2147483648',
      '9007199254740992',
    ),
    weight: 3,
  },
);
/** Ids and paise at and past what the integer columns hold (issue 10). */
export const edgeNumber = fc.constantFrom(
  2147483647,
  2147483648,
  2 ** 53,
  1e11,
  -2147483649,
  0,
  // A package's largest price, and the largest 18 % plan whose total fits (issue 10).
  100_000_000,
  1_819_901_395,
  1_819_901_396,
);
const junkBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        'id',
        'userId',
        'subscriptionPlanId',
        'categoryId',
        'ReferenceId',
        'price',
        'originalPrice',
        'discountedPrice',
        'quantity',
      ),
    ),
    fc.oneof(junkString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), edgeNumber),
  ),
  junkString.map((s) => ({ raw: s })),
);
const junkQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'PageNumber',
      'pagesize',
      'Search',
      'SortColumn',
      'SortType',
      'StartDate',
      'EndDate',
      'IsExport',
      'userId',
      'Plan',
      'categoryId',
    ),
    fc.string(),
  ),
  junkString,
);

/**
 * The sweep runs in shards, one test file each, so that the workers share it: the first three name
 * their areas, the last takes every other area, so a new area's endpoints are swept from the start.
 */
export const NAMED_SHARDS: Area[][] = [
  ['catalog', 'imports', 'files', 'dashboard'],
  ['billing', 'users', 'account'],
  ['posts', 'frames', 'brand', 'logs'],
];

export function endpointsOfShard(shard: number) {
  const named = NAMED_SHARDS.flat();
  const areas =
    shard < NAMED_SHARDS.length
      ? NAMED_SHARDS[shard]
      : (Object.keys(contracts) as Area[]).filter((a) => !named.includes(a));
  return areas.flatMap((area) => Object.values(contracts[area]));
}

/**
 * Inputs tried per endpoint and caller. A signed-in endpoint refuses a caller without a valid token
 * before it reads the path, query or body (bind.ts, onRequest), so a few tries show that refusal;
 * the inputs matter where they are read: public endpoints and signed-in callers.
 */
function runsFor(e: { access: string }, who: string, kind: string): number {
  if (e.access !== 'public' && (who === 'anonymous' || who === 'garbage')) return 5;
  // What the database sees is the same on both: zod refuses the rest before a query runs. The values
  // where the two differ (integers past a column, NUL, long text) run on both as `EDGE_EXAMPLES`;
  // the random ones differ per run, so over the runs of CI every shape of junk comes round.
  return kind === 'postgres' ? 10 : 15;
}

/** Inputs every endpoint meets on both databases, besides the random ones. */
const EDGE_EXAMPLES: [unknown, Record<string, string>, string, boolean][] = [
  [
    { id: 2147483648, userId: 2 ** 53, price: 1e11, quantity: -2147483649 },
    { PageNumber: '2147483648', Search: '\u0000', userId: '9007199254740992' },
    '2147483648',
    false,
  ],
  [
    { raw: 'x'.repeat(20_000), id: '\u0000' },
    { StartDate: '2026-02-30', Search: '😀'.repeat(50) },
    '\u0000',
    false,
  ],
  [{}, {}, "' OR 1=1 --", true],
  [
    { id: '9'.repeat(20_000), name: 'é'.repeat(20_000) },
    { Search: 'x'.repeat(20_000), PageNumber: '1'.repeat(5_000), SortColumn: '😀'.repeat(5_000) },
    'x'.repeat(20_000),
    false,
  ],
];

/** Every endpoint of the shard, fed random and malformed input, authenticated and not. */
export function sweepEndpoints(shard: number) {
  describe.each(dbKinds())('bad input never produces a 5xx (%s)', (kind) => {
    let server: TestServer;
    const tokens: Record<string, () => Promise<string | undefined>> = {};
    beforeAll(async () => {
      server = await startTestServer(kind);
      const admin = await setupAdmin(server);
      tokens.anonymous = async () => undefined;
      tokens.garbage = async () => 'not.a.token';
      // Fresh sessions, since an endpoint like Logout may end the one it was given.
      tokens.user = async () => (await registerUser(server)).token;
      tokens.admin = async () => admin;
    });
    afterAll(() => server?.close());

    for (const e of endpointsOfShard(shard)) {
      it(`${e.method} ${e.path}`, async () => {
        for (const who of Object.keys(tokens)) {
          const token = await tokens[who]();
          await fc.assert(
            fc.asyncProperty(
              junkBody,
              junkQuery,
              junkString,
              fc.boolean(),
              async (body, query, param, rawText) => {
                const path = e.path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(param) || 'x');
                const qs = new URLSearchParams(query as Record<string, string>).toString();
                const res = await server.inject({
                  method: e.method,
                  url: qs ? `${path}?${qs}` : path,
                  headers: {
                    'content-type': 'application/json',
                    ...(token ? { authorization: `Bearer ${token}` } : {}),
                  },
                  payload: e.method === 'GET' ? undefined : rawText ? String(param) : JSON.stringify(body),
                });
                expect(res.statusCode, `${who}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
                const json = res.json();
                expect(typeof json.success).toBe('boolean');
                if (res.statusCode >= 400) {
                  expect(json.success).toBe(false);
                  expect(typeof json.error.errorCode).toBe('string');
                }
              },
            ),
            { numRuns: runsFor(e, who, kind), examples: EDGE_EXAMPLES },
          );
        }
      });
    }
  });
}
