import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardIdFrom, pdfFileNameOf, qrLinkOf } from '../../src/renderer/features/cards/cardLinks';
import {
  bannerChange,
  cardNameFollows,
  moveSequenceKey,
  nameFromPerson,
  personalUrlTypeAllowed,
} from '../../src/renderer/features/cards/editor/editorRules';
import { VisitsChart } from '../../src/renderer/features/cards/components/VisitsChart';
import { visitsPerDay } from '../../src/renderer/features/cards/visitsPerDay';

describe('card QR link', () => {
  it('encodes the hosted link with source=QR so scans are counted as QR visits', () => {
    expect(qrLinkOf('https://cards.example.com/c/asha-rao-98765.html')).toBe(
      'https://cards.example.com/c/asha-rao-98765.html?source=QR',
    );
  });

  it('keeps a query the link already has and replaces an earlier source', () => {
    expect(qrLinkOf('https://x.test/c/a.html?lang=hi&source=Link')).toBe(
      'https://x.test/c/a.html?lang=hi&source=QR',
    );
  });

  it('still adds the source to a link that is not absolute', () => {
    expect(qrLinkOf('/c/a.html')).toBe('/c/a.html?source=QR');
  });
});

describe('card id in the address', () => {
  it('takes a positive whole number only', () => {
    expect(cardIdFrom('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, undefined, '9'.repeat(20)]) {
      expect(cardIdFrom(bad)).toBeNull();
    }
  });
});

describe('card PDF file name', () => {
  it('is the card name without characters a file system refuses', () => {
    expect(pdfFileNameOf({ cardName: 'Sales / "Team"', slug: 's' })).toBe('Sales Team.pdf');
    expect(pdfFileNameOf({ cardName: 'राहुल कार्ड', slug: 's' })).toBe('राहुल कार्ड.pdf');
  });

  it('falls back to the slug when the name has nothing left', () => {
    expect(pdfFileNameOf({ cardName: '///', slug: 'asha-rao' })).toBe('asha-rao.pdf');
  });
});

describe('visits per day chart', () => {
  it('counts visits by calendar day, oldest first, with empty days as zero', () => {
    expect(
      visitsPerDay([
        '2026-11-03 10:00:00',
        '2026-11-01 09:00:00',
        '2026-11-03 23:59:59',
        '2026-11-01T08:00:00',
      ]),
    ).toEqual([
      { day: '2026-11-01', visits: 2 },
      { day: '2026-11-02', visits: 0 },
      { day: '2026-11-03', visits: 2 },
    ]);
  });

  it('draws nothing without visits and ignores dates it cannot read', () => {
    expect(visitsPerDay([])).toEqual([]);
    expect(visitsPerDay(['yesterday'])).toEqual([]);
  });

  it('crosses a month end without losing a day', () => {
    expect(visitsPerDay(['2026-02-27', '2026-03-01']).map((d) => d.day)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('shows only the counted days when the span is longer than a year', () => {
    expect(visitsPerDay(['2024-01-01', '2026-01-01'])).toEqual([
      { day: '2024-01-01', visits: 1 },
      { day: '2026-01-01', visits: 1 },
    ]);
  });
});

describe('card editor rules', () => {
  it('lets the card name follow first and last name until the user changes it', () => {
    const before = { firstName: 'Asha', lastName: 'Rao' };
    expect(cardNameFollows('', before, false)).toBe(true);
    expect(cardNameFollows('Asha Rao', before, false)).toBe(true);
    expect(cardNameFollows('Sales card', before, false)).toBe(false);
    expect(nameFromPerson(' Asha ', '')).toBe('Asha');
  });

  it('locks the card name when editing', () => {
    expect(cardNameFollows('', { firstName: '', lastName: '' }, true)).toBe(false);
  });

  it('sets logo size, border and theme when a banner is added, logo size only when removed', () => {
    expect(bannerChange('/files/banner.png')).toEqual({ logoSize: 13, displayBorder: false, theme: 1 });
    expect(bannerChange('')).toEqual({ logoSize: 13 });
  });

  it('allows the personal URL type only with a phone number', () => {
    expect(personalUrlTypeAllowed('')).toBe(false);
    expect(personalUrlTypeAllowed(' + ')).toBe(false);
    expect(personalUrlTypeAllowed('+91 98765')).toBe(true);
  });

  it('rewrites the sequence when a section is dragged', () => {
    expect(moveSequenceKey('1,2,3,CB,CS', 'CS', '1')).toBe('CS,1,2,3,CB');
    expect(moveSequenceKey('1,2,3,CB,CS', '1', '3')).toBe('2,3,1,CB,CS');
    expect(moveSequenceKey('1,2,3,CB,CS', 'B9', '1')).toBe('1,2,3,CB,CS');
  });
});

describe('visits per day chart', () => {
  const chart = (days: { day: string; visits: number }[]) =>
    renderToStaticMarkup(createElement(VisitsChart, { days, caption: 'Visits per day' }));

  it('is as wide as its date label even for one day, written DD-MM-YYYY', () => {
    const html = chart([{ day: '2026-11-26', visits: 1 }]);
    expect(Number(/<svg[^>]* width="(\d+)"/.exec(html)?.[1])).toBeGreaterThanOrEqual(64);
    expect(html).toContain('>26-11-2026</text>');
    expect(html).toContain('<title>26-11-2026: 1 visit</title>');
  });

  it('labels both ends only when the bars leave room for two dates', () => {
    const days = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, visits: i }));
    expect(chart(days(3)).match(/<text /g)).toHaveLength(1);
    expect(chart(days(10)).match(/<text /g)).toHaveLength(2);
  });

  it('draws nothing without visits', () => {
    expect(chart([])).toBe('');
  });
});
