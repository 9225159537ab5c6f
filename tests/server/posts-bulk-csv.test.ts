import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SEPARATOR,
  BULK_MESSAGES,
  MAX_BULK_ROWS,
  parseBulkCsv,
  sampleBulkCsv,
} from '../../src/shared/posts/bulk-csv';
import { isPrivateHost, publicUrlProblem } from '../../src/shared/posts/public-url';

// Monday 23-11-2026 12:00 IST.
const now = new Date('2026-11-23T06:30:00Z');
const options = { now, timeZone: 'Asia/Kolkata' };
const HEADER = 'caption,media_url,accounts,when';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

describe('bulk scheduling CSV (issue 13)', () => {
  it('reads each row: caption, media address, account tokens and the time in the user’s zone', () => {
    const result = parseBulkCsv(
      csv(
        '"Diwali offer, 20% off",https://cdn.example.com/offer.jpg,My Page; 42 ;acme,25-11-2026 06:30 PM',
        'Open all week,,My Page,best',
      ),
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: 2,
        caption: 'Diwali offer, 20% off',
        mediaUrl: 'https://cdn.example.com/offer.jpg',
        accounts: ['My Page', '42', 'acme'],
        best: false,
        scheduledAt: '2026-11-25T13:00:00.000Z',
      },
      {
        row: 3,
        caption: 'Open all week',
        mediaUrl: null,
        accounts: ['My Page'],
        best: true,
        scheduledAt: null,
      },
    ]);
  });

  it('reads the time in the user’s zone, across a daylight saving change', () => {
    const ny = { now: new Date('2026-03-01T12:00:00Z'), timeZone: 'America/New_York' };
    const result = parseBulkCsv(
      csv('a,,P,07-03-2026 10:00 AM', 'b,,P,09-03-2026 10:00 AM', 'c,,P,9-3-2026 1:05 pm'),
      ny,
    );
    expect(result.rows.map((r) => r.scheduledAt)).toEqual([
      '2026-03-07T15:00:00.000Z',
      '2026-03-09T14:00:00.000Z',
      '2026-03-09T17:05:00.000Z',
    ]);
  });

  it('numbers rows as a spreadsheet does, blank rows and multi-line captions included', () => {
    const result = parseBulkCsv(csv('"Line one\nline two",,P,best', '', ',,,', 'x,,P,yesterday'), options);
    expect(result.errors).toEqual([{ row: 5, field: 'when', message: BULK_MESSAGES.when }]);
  });

  it('creates nothing when one row is wrong (all or nothing)', () => {
    const result = parseBulkCsv(csv('good,,P,best', 'bad,,,best'), options);
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([{ row: 3, field: 'accounts', message: BULK_MESSAGES.noAccounts }]);
  });

  it('refuses formula cells, wherever they are', () => {
    const result = parseBulkCsv(
      csv(
        '"=HYPERLINK(""http://evil.example"")",,P,best',
        'ok,,@acme,best',
        'ok,,P,+1',
        'ok,,"\tP",best',
        'ok,,P,best,-2+3',
        ' @SUM(A1),,P,best',
      ),
      options,
    );
    expect(result.errors).toEqual([
      { row: 2, field: 'caption', message: BULK_MESSAGES.formula },
      // Even an X handle: @ starts a formula in Excel; write the account's name without it.
      { row: 3, field: 'accounts', message: BULK_MESSAGES.formula },
      { row: 4, field: 'when', message: BULK_MESSAGES.formula },
      { row: 5, field: 'accounts', message: BULK_MESSAGES.formula },
      { row: 6, field: 'file', message: BULK_MESSAGES.formula },
      { row: 7, field: 'caption', message: BULK_MESSAGES.formula },
    ]);
  });

  it('refuses bad dates, impossible times and times that have passed', () => {
    const result = parseBulkCsv(
      csv(
        'a,,P,31-02-2027 10:00 AM',
        'b,,P,2027-01-05 10:00',
        'c,,P,05-01-2027 13:00 PM',
        'd,,P,23-11-2026 11:59 AM',
        'e,,P,23-11-2026 12:00 PM',
        'f,,P,',
      ),
      options,
    );
    expect(result.errors).toEqual([
      { row: 2, field: 'when', message: BULK_MESSAGES.badDate },
      { row: 3, field: 'when', message: BULK_MESSAGES.when },
      { row: 4, field: 'when', message: BULK_MESSAGES.when },
      { row: 5, field: 'when', message: BULK_MESSAGES.past },
      { row: 6, field: 'when', message: BULK_MESSAGES.past },
      { row: 7, field: 'when', message: BULK_MESSAGES.when },
    ]);
  });

  it('refuses a time the clocks skip', () => {
    const ny = { now: new Date('2026-03-01T12:00:00Z'), timeZone: 'America/New_York' };
    expect(parseBulkCsv(csv('a,,P,08-03-2026 02:30 AM'), ny).errors).toEqual([
      { row: 2, field: 'when', message: BULK_MESSAGES.skippedTime },
    ]);
  });

  it('refuses media addresses that are not public http(s)', () => {
    const result = parseBulkCsv(
      csv(
        'a,ftp://example.com/a.jpg,P,best',
        'b,http://127.0.0.1/a.jpg,P,best',
        'c,http://192.168.1.20/a.jpg,P,best',
        'd,http://[::1]/a.jpg,P,best',
        'e,http://localhost:3000/a.jpg,P,best',
        'f,not a url,P,best',
        'g,http://2130706433/a.jpg,P,best',
        'h,https://user:pw@example.com/a.jpg,P,best',
      ),
      options,
    );
    expect(result.errors.map((e) => [e.row, e.field])).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9].map((r) => [r, 'media_url']),
    );
    expect(result.errors[1].message).toBe(
      'The address must be reachable from the internet, not a private or local one',
    );
  });

  it('refuses a caption longer than any network takes, and a file over 5 MB', () => {
    expect(parseBulkCsv(csv(`${'a'.repeat(63_207)},,P,best`), options).errors).toEqual([
      { row: 2, field: 'caption', message: BULK_MESSAGES.captionTooLong },
    ]);
    expect(parseBulkCsv(csv(`${'a'.repeat(6 * 1024 * 1024)},,P,best`), options).errors).toEqual([
      { row: 1, field: 'file', message: BULK_MESSAGES.tooLarge },
    ]);
  });

  it('needs a caption or a media address on each row', () => {
    expect(parseBulkCsv(csv(',,P,best'), options).errors).toEqual([
      { row: 2, field: 'caption', message: BULK_MESSAGES.nothingToPost },
    ]);
  });

  it('takes the columns in any order and spelling of case and spaces, ignoring extra ones', () => {
    const result = parseBulkCsv(
      ['When,Accounts,Notes,Media URL,Caption', 'best,P,ignored,,Hello'].join('\n'),
      options,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows[0]).toMatchObject({ caption: 'Hello', accounts: ['P'], best: true });
  });

  it('names a missing or repeated column', () => {
    expect(parseBulkCsv('caption,accounts,when,caption\nHi,P,best,x', options).errors).toEqual([
      { row: 1, field: 'caption', message: BULK_MESSAGES.repeatedColumn('caption') },
      { row: 1, field: 'media_url', message: BULK_MESSAGES.missingColumn('media_url') },
    ]);
  });

  it('refuses an empty file, a file with only the header, and broken quoting', () => {
    expect(parseBulkCsv('', options).errors).toEqual([
      { row: 1, field: 'file', message: BULK_MESSAGES.empty },
    ]);
    expect(parseBulkCsv(csv(), options).errors).toEqual([
      { row: 1, field: 'file', message: BULK_MESSAGES.empty },
    ]);
    expect(parseBulkCsv(csv('"open,,P,best'), options).errors).toEqual([
      { row: 2, field: 'file', message: BULK_MESSAGES.badQuote(2) },
    ]);
  });

  it('names the line of the bad quote, not the line where the parser gave up', () => {
    // The quote opened on line 3 swallows the line breaks; the parser stops at line 5's quote.
    const unclosed = csv('Fine,,P,best', '"Open offer,,P,best', 'Next,,P,best', '"Last",,P,best');
    expect(parseBulkCsv(unclosed, options).errors).toEqual([
      { row: 3, field: 'file', message: BULK_MESSAGES.badQuote(3) },
    ]);
    // A quote inside an unquoted cell, and text after a closing quote.
    expect(parseBulkCsv(csv('Fine,,P,best', 'Say "hi",,P,best'), options).errors[0].row).toBe(3);
    expect(parseBulkCsv(csv('"Hi" there,,P,best', 'Fine,,P,best'), options).errors[0].row).toBe(2);
    // A multi-line caption before it does not shift the count.
    const later = csv('"Line one\nline two",,P,best', 'ok,,P,best', '"broken,,P,best');
    expect(parseBulkCsv(later, options).errors).toEqual([
      { row: 5, field: 'file', message: BULK_MESSAGES.badQuote(5) },
    ]);
  });

  it('counts the rows it read even when one of them is wrong (3 rows read, not 0)', () => {
    const result = parseBulkCsv(csv('a,,P,best', 'b,,,best', '', 'c,,P,best'), options);
    expect(result.rows).toEqual([]);
    expect(result.read).toBe(3);
    expect(result.errors).toEqual([{ row: 3, field: 'accounts', message: BULK_MESSAGES.noAccounts }]);
  });

  it('splits accounts by the one separator the help text and the sample file use', () => {
    expect(ACCOUNT_SEPARATOR).toBe(';');
    expect(BULK_MESSAGES.noAccounts).toContain(`separated by ${ACCOUNT_SEPARATOR}`);
    // A name may hold a | (it is no separator).
    expect(parseBulkCsv(csv('a,,Shop | Pune;42,best'), options).rows[0].accounts).toEqual([
      'Shop | Pune',
      '42',
    ]);
    const sampleAccounts = sampleBulkCsv(now, 'Asia/Kolkata')
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',').at(-2)!);
    expect(sampleAccounts.filter((cell) => cell.includes('|'))).toEqual([]);
    expect(sampleAccounts.some((cell) => cell.includes(ACCOUNT_SEPARATOR))).toBe(true);
  });

  it(`takes at most ${MAX_BULK_ROWS} rows`, () => {
    const rows = Array.from({ length: MAX_BULK_ROWS }, (_, i) => `Post ${i},,P,best`);
    expect(parseBulkCsv(csv(...rows), options).rows).toHaveLength(MAX_BULK_ROWS);
    expect(parseBulkCsv(csv(...rows, 'one more,,P,best'), options)).toEqual({
      rows: [],
      read: MAX_BULK_ROWS + 1,
      errors: [{ row: MAX_BULK_ROWS + 2, field: 'file', message: BULK_MESSAGES.tooMany }],
    });
  });

  it('reads a file saved with a byte order mark', () => {
    expect(parseBulkCsv(`\ufeff${csv('Hi,,P,best')}`, options).rows).toHaveLength(1);
  });

  it('offers a sample file that schedules as it is', () => {
    const sample = sampleBulkCsv(now, 'Asia/Kolkata');
    expect(sample.split('\r\n')[0]).toBe(HEADER);
    const result = parseBulkCsv(sample, options);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.accounts, r.best, r.scheduledAt])).toEqual([
      [['My Facebook Page', 'My Instagram'], false, '2026-11-24T05:00:00.000Z'],
      [['My LinkedIn Page', 'My Google Location'], false, '2026-11-25T13:30:00.000Z'],
      [['My Facebook Page'], true, null],
    ]);
  });
});

describe('public addresses (media fetched by the networks)', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '127.0.0.1',
    'localhost',
    'printer.local',
    'intranet',
    'db.internal',
    '[::1]',
    '[fd00::1]',
    '[fe80::1]',
    '[::ffff:a00:1]',
    '[::ffff:10.0.0.1]',
  ])('%s is private', (host) => {
    expect(isPrivateHost(host)).toBe(true);
  });

  it.each(['example.com', '8.8.8.8', '172.32.0.1', '[2606:4700::1111]', 'cdn.shop.in'])(
    '%s is public',
    (host) => {
      expect(isPrivateHost(host)).toBe(false);
    },
  );

  it('reads numeric and hex IPv4 spellings as the URL parser does', () => {
    expect(publicUrlProblem('http://0x7f.1/a.jpg')).not.toBeNull();
    expect(publicUrlProblem('http://0177.0.0.1/a.jpg')).not.toBeNull();
    expect(publicUrlProblem('https://example.com/a.jpg')).toBeNull();
  });
});
