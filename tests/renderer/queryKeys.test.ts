import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { billingContract } from '../../src/shared/billing/contract';
import { usersContract } from '../../src/shared/users/contract';
import { areaKey, endpointKey, endpointPrefix } from '../../src/renderer/lib/queryKeys';

describe('query keys start with the area (issue 9 section 4)', () => {
  it('puts the contract area first, then the endpoint and its input', () => {
    expect(endpointKey(usersContract.byId, { params: { id: 7 } })).toEqual([
      'users',
      'GET',
      '/api/Users/:id',
      { params: { id: 7 } },
    ]);
    expect(endpointPrefix(billingContract.paymentLogs)).toEqual(['billing', 'GET', '/api/PaymentLog']);
  });

  it('lets one call refresh everything cached for an area, and nothing else', async () => {
    const client = new QueryClient();
    const listPage = [...endpointPrefix(usersContract.list), { query: { PageNumber: 2, pagesize: 10 } }];
    const oneUser = endpointKey(usersContract.byId, { params: { id: 7 } });
    const packages = [...endpointPrefix(billingContract.packages), { query: { PageNumber: 1 } }];
    for (const key of [listPage, oneUser, packages]) client.setQueryData(key, { cached: true });

    await client.invalidateQueries({ queryKey: areaKey('users') });
    expect(client.getQueryState(listPage)?.isInvalidated).toBe(true);
    expect(client.getQueryState(oneUser)?.isInvalidated).toBe(true);
    expect(client.getQueryState(packages)?.isInvalidated).toBe(false);
  });
});
