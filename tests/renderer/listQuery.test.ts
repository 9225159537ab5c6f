import { describe, expect, it } from 'vitest';
import {
  applyListChange,
  lastPage,
  listQueryFromSearch,
  searchFromListQuery,
  toApiListQuery,
  type ListQuery,
  type ListQueryConfig,
} from '../../src/renderer/components/DataTable/listQuery';
import { acceptedQuery } from '../../src/renderer/components/DataTable/listEndpoint';
import { billingLogQuery } from '../../src/shared/billing/contract';
import { logsContract } from '../../src/shared/logs/contract';

const base: ListQuery = { PageNumber: 1, pagesize: 10, filters: {} };

describe('a list read from the URL', () => {
  it('starts on page 1 with 10 rows and no filters', () => {
    expect(listQueryFromSearch('')).toEqual(base);
  });

  it('reads the spec parameter names', () => {
    const q = listQueryFromSearch(
      '?PageNumber=3&pagesize=50&Search=%20acme%20&SortColumn=companyName&SortType=Desc&StartDate=01-03-2026&EndDate=15-03-2026',
    );
    expect(q).toEqual({
      PageNumber: 3,
      pagesize: 50,
      Search: 'acme',
      SortColumn: 'companyName',
      SortType: 'Desc',
      StartDate: '2026-03-01',
      EndDate: '2026-03-15',
      filters: {},
    });
  });

  it('also opens links that carry days as YYYY-MM-DD', () => {
    const q = listQueryFromSearch('StartDate=2026-03-01&EndDate=2026-03-15');
    expect([q.StartDate, q.EndDate]).toEqual(['2026-03-01', '2026-03-15']);
  });

  it('falls back to defaults for malformed values', () => {
    const q = listQueryFromSearch(
      'PageNumber=-2&pagesize=25&StartDate=31-02-2026&SortType=sideways&SortColumn=name',
    );
    expect(q.PageNumber).toBe(1);
    expect(q.pagesize).toBe(10);
    expect(q.StartDate).toBeUndefined();
    expect(q.SortType).toBe('Asc');
    expect(listQueryFromSearch('PageNumber=2.5').PageNumber).toBe(1);
  });

  it('never lets the end day precede the start day', () => {
    const q = listQueryFromSearch('StartDate=20-03-2026&EndDate=01-03-2026');
    expect([q.StartDate, q.EndDate]).toEqual(['2026-03-01', '2026-03-20']);
  });

  it('uses the list default sort when the URL names none', () => {
    const config: ListQueryConfig = { SortColumn: 'registrationDate', SortType: 'Desc' };
    expect(listQueryFromSearch('', config)).toMatchObject({
      SortColumn: 'registrationDate',
      SortType: 'Desc',
    });
    expect(listQueryFromSearch('SortColumn=email&SortType=Asc', config)).toMatchObject({
      SortColumn: 'email',
      SortType: 'Asc',
    });
  });

  it('reads only the filters the list declares, with their defaults', () => {
    const config: ListQueryConfig = {
      filters: ['platform', 'isLead'],
      dateFilters: ['invoiceStartDate'],
      filterDefaults: { isLead: 'true' },
    };
    const q = listQueryFromSearch('platform=2&other=x&invoiceStartDate=05-01-2026', config);
    expect(q.filters).toEqual({ platform: '2', isLead: 'true', invoiceStartDate: '2026-01-05' });
    expect(listQueryFromSearch('isLead=', config).filters).toEqual({});
  });

  it('uses a declared default page size', () => {
    expect(listQueryFromSearch('', { pagesize: 30 }).pagesize).toBe(30);
  });
});

describe('a list written to the URL', () => {
  it('leaves defaults out so that links stay short', () => {
    expect(searchFromListQuery(base).toString()).toBe('');
  });

  it('writes the spec parameter names with days as DD-MM-YYYY', () => {
    const params = searchFromListQuery(
      {
        PageNumber: 2,
        pagesize: 30,
        Search: ' acme ',
        SortColumn: 'invoiceDate',
        SortType: 'Desc',
        StartDate: '2026-03-01',
        EndDate: '2026-03-15',
        filters: { status: '1' },
      },
      { filters: ['status'] },
    );
    expect(Object.fromEntries(params)).toEqual({
      PageNumber: '2',
      pagesize: '30',
      Search: 'acme',
      SortColumn: 'invoiceDate',
      SortType: 'Desc',
      StartDate: '01-03-2026',
      EndDate: '15-03-2026',
      status: '1',
    });
  });

  it('keeps parameters the list does not own and drops stale ones it does', () => {
    const params = searchFromListQuery(base, { filters: ['status'] }, '?tab=logs&status=2&PageNumber=4');
    expect(params.toString()).toBe('tab=logs');
  });

  it('omits the default sort and marks a cleared defaulted filter', () => {
    const config: ListQueryConfig = {
      SortColumn: 'invoiceDate',
      SortType: 'Desc',
      filters: ['isLead'],
      filterDefaults: { isLead: 'true' },
    };
    const q = listQueryFromSearch('', config);
    expect(searchFromListQuery(q, config).toString()).toBe('');
    const cleared = applyListChange(q, { filters: { isLead: undefined } });
    expect(searchFromListQuery(cleared, config).toString()).toBe('isLead=');
  });

  it('round-trips through the URL', () => {
    const config: ListQueryConfig = { filters: ['platform'], dateFilters: ['paymentEndDate'] };
    const q: ListQuery = {
      PageNumber: 5,
      pagesize: 100,
      Search: 'shop',
      SortColumn: 'name',
      SortType: 'Asc',
      StartDate: '2025-12-31',
      EndDate: '2026-01-01',
      filters: { platform: '3', paymentEndDate: '2026-02-28' },
    };
    expect(listQueryFromSearch(searchFromListQuery(q, config), config)).toEqual(q);
  });
});

describe('the query sent to the server', () => {
  it('carries days as YYYY-MM-DD and leaves empty values out', () => {
    expect(
      toApiListQuery({
        PageNumber: 1,
        pagesize: 10,
        StartDate: '2026-03-01',
        EndDate: '2026-03-02',
        SortColumn: 'name',
        filters: { status: '0' },
      }),
    ).toEqual({
      PageNumber: 1,
      pagesize: 10,
      StartDate: '2026-03-01',
      EndDate: '2026-03-02',
      SortColumn: 'name',
      SortType: 'Asc',
      status: '0',
    });
    expect(toApiListQuery(base)).toEqual({ PageNumber: 1, pagesize: 10 });
  });

  it('sends a log list its days as YYYY-MM-DD HH:mm:ss, whole days from 00:00:00 to 23:59:59', () => {
    const q: ListQuery = {
      ...base,
      StartDate: '2026-03-01',
      EndDate: '2026-03-02',
      filters: { invoiceStartDate: '2026-01-05', invoiceEndDate: '2026-01-31', status: '1' },
    };
    const sent = toApiListQuery(q, { dateFilters: ['invoiceStartDate', 'invoiceEndDate'], dateTimes: true });
    expect(sent).toMatchObject({
      StartDate: '2026-03-01 00:00:00',
      EndDate: '2026-03-02 23:59:59',
      invoiceStartDate: '2026-01-05 00:00:00',
      invoiceEndDate: '2026-01-31 23:59:59',
      status: '1',
    });
    // …and the contract takes them as they are sent.
    expect(billingLogQuery.safeParse(sent).success).toBe(true);
  });
});

describe('a list opened from an outdated or hand-edited link', () => {
  it('leaves out the values its contract refuses and keeps the rest', () => {
    const schema = logsContract.cronLogs.query;
    expect(acceptedQuery(schema, { PageNumber: 1, pagesize: 10, isSuccess: 'true' })).toEqual({
      PageNumber: 1,
      pagesize: 10,
      isSuccess: 'true',
    });
    expect(
      acceptedQuery(schema, {
        PageNumber: 1,
        pagesize: 10,
        isSuccess: 'maybe',
        SortColumn: 'nonsense',
        StartDate: '2026-02-31',
        cronType: 'reminders',
      }),
    ).toEqual({ PageNumber: 1, pagesize: 10, cronType: 'reminders' });
  });
});

describe('changing a list', () => {
  const onPage3: ListQuery = { ...base, PageNumber: 3, Search: 'a' };

  it('turns pages without touching anything else', () => {
    expect(applyListChange(onPage3, { PageNumber: 4 })).toEqual({ ...onPage3, PageNumber: 4 });
  });

  it('goes back to page 1 on a new search, page size, sort, range or filter', () => {
    expect(applyListChange(onPage3, { Search: 'b ' })).toMatchObject({ PageNumber: 1, Search: 'b' });
    expect(applyListChange(onPage3, { Search: '' }).Search).toBeUndefined();
    expect(applyListChange(onPage3, { pagesize: 80 })).toMatchObject({ PageNumber: 1, pagesize: 80 });
    expect(applyListChange(onPage3, { sort: { SortColumn: 'date', SortType: 'Desc' } })).toMatchObject({
      PageNumber: 1,
      SortColumn: 'date',
      SortType: 'Desc',
    });
    expect(
      applyListChange(onPage3, { dates: { StartDate: '2026-01-01', EndDate: '2026-01-31' } }),
    ).toMatchObject({
      PageNumber: 1,
      StartDate: '2026-01-01',
    });
    expect(applyListChange(onPage3, { filters: { platform: '1' } })).toMatchObject({
      PageNumber: 1,
      filters: { platform: '1' },
    });
  });

  it('clears sorting, ranges and filters', () => {
    const q: ListQuery = {
      ...base,
      SortColumn: 'a',
      SortType: 'Desc',
      StartDate: '2026-01-01',
      EndDate: '2026-01-02',
      filters: { x: '1' },
    };
    expect(applyListChange(q, { sort: {} })).toMatchObject({ SortColumn: undefined, SortType: undefined });
    expect(applyListChange(q, { dates: {} })).toMatchObject({ StartDate: undefined, EndDate: undefined });
    expect(applyListChange(q, { filters: { x: '' } }).filters).toEqual({});
  });

  it('finds the last page of a shrunken list', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
    expect(lastPage(250, 100)).toBe(3);
  });
});
