import { describe, expect, it } from 'vitest';
import {
  addResult,
  checkSheet,
  chunksOf,
  EMPTY_RESULT,
  firstUserMessage,
  refusedChunkResult,
  sheetProblem,
} from '../../src/renderer/features/imports/importRows';

const HEADERS = ['First Name', 'Last Name', 'Company Name', 'Country', 'Mobile Number', 'Email'];
const row = (i: number, patch: Record<string, string | number | null> = {}) => ({
  'First Name': `First${i}`,
  'Last Name': 'Last',
  'Company Name': `Company ${i}`,
  Country: 'India',
  'Mobile Number': 9700000000 + i,
  Email: `user${i}@example.com`,
  ...patch,
});
const sheet = (rows: ReturnType<typeof row>[]) => ({ fileName: 'users.xlsx', headers: HEADERS, rows });

describe('Import Users rows', () => {
  it('lists bad rows by their sheet row number and counts repeats as the server does', async () => {
    const file = await checkSheet(
      sheet([row(0), row(1, { 'First Name': null }), row(0), row(2, { Email: 'user0@example.com' }), row(3)]),
    );
    expect(file.badRows).toEqual([
      { row: 3, name: 'Last', email: 'user1@example.com', reasons: ['First Name is required'] },
    ]);
    expect(file.repeatCount).toBe(2);
    // A repeat adds nothing to what later rows are compared with.
    expect(file.keys[2]).toEqual([]);
    expect(file.keys[4]).toEqual(['user3@example.com', '+919700000003']);
  });

  it('names missing columns and empty sheets before any row is checked', () => {
    expect(sheetProblem({ fileName: 'a.xlsx', headers: ['First Name', 'Email'], rows: [] })).toBe(
      'The file has no Last Name, Company Name, Country, Mobile Number columns.',
    );
    expect(sheetProblem(sheet([]))).toBe('The file has no rows to import.');
  });

  it('sends large files in chunks, each knowing the rows sent before it', async () => {
    const file = await checkSheet(sheet(Array.from({ length: 5 }, (_, i) => row(i))));
    const chunks = chunksOf(file, 2);
    expect(chunks.map((c) => [c.start, c.users.length])).toEqual([
      [0, 2],
      [2, 2],
      [4, 1],
    ]);
    expect(chunks[0].seenBefore).toEqual([]);
    expect(chunks[2].seenBefore).toHaveLength(8);
    expect(chunks[2].seenBefore).toContain('+919700000003');
  });

  it('adds answers up, with invalid rows at their place in the file', () => {
    const part = {
      ...EMPTY_RESULT,
      totalUsers: 2,
      userRegister: 1,
      notProperUserData: 1,
      invalidRows: [{ index: 1, reasons: ['x'] }],
    };
    const total = addResult(addResult(EMPTY_RESULT, part, 0), part, 5000);
    expect(total.totalUsers).toBe(4);
    expect(total.invalidRows.map((r) => r.index)).toEqual([1, 5001]);
    expect(refusedChunkResult({ start: 0, users: [{}, {}, {}], seenBefore: [], bad: 1 })).toMatchObject({
      totalUsers: 3,
      notProperUserData: 1,
      repeatedUsers: 2,
    });
  });

  it('joins the first user’s FirstName, LastName, CompanyName and Country messages (spec 03 section 8.5)', () => {
    expect(
      firstUserMessage({
        'users.3.Country': 'Country is required',
        'users.3.FirstName': 'First Name is required',
        'users.3.Email': 'Invalid email address',
        'users.7.LastName': 'Last Name is required',
      }),
    ).toBe('First Name is required, Country is required');
    expect(firstUserMessage({ 'users.0.Email': 'Invalid email address' })).toBeNull();
    expect(firstUserMessage({ plan: 'Plan not found or inactive' })).toBeNull();
  });
});
