import { describe, expect, it } from 'vitest';
import { formatWhatsApp, plainTextOf, type FormatToken } from '../../../src/shared/whatsapp/format';

/** Tokens written short: 'text', ['bold', ...children], {n: value}. */
type Short = string | [string, ...Short[]] | { var: number; text: string; filled?: boolean };
const short = (tokens: FormatToken[]): Short[] =>
  tokens.map((t) =>
    t.kind === 'text'
      ? t.text
      : t.kind === 'variable'
        ? { var: t.n, text: t.text, ...(t.filled ? {} : { filled: false }) }
        : [t.kind, ...short(t.children)],
  );
const f = (text: string, values = {}) => short(formatWhatsApp(text, values));

describe('WhatsApp formatting (spec 03 §2.6)', () => {
  it('bold, italic and strikethrough around text', () => {
    expect(f('Get *20% off* _today_ ~only~!')).toEqual([
      'Get ',
      ['bold', '20% off'],
      ' ',
      ['italic', 'today'],
      ' ',
      ['strike', 'only'],
      '!',
    ]);
  });

  it('markers inside a word are kept as typed: a*b*c, snake_case_name, 2*3*4', () => {
    expect(f('a*b*c')).toEqual(['a*b*c']);
    expect(f('use snake_case_name here')).toEqual(['use snake_case_name here']);
    expect(f('2*3*4')).toEqual(['2*3*4']);
  });

  it('a marker after or before a space does not style: *not bold *, * not bold*', () => {
    expect(f('*not bold *')).toEqual(['*not bold *']);
    expect(f('* not bold*')).toEqual(['* not bold*']);
    expect(f('**')).toEqual(['**']);
    expect(f('a * b * c')).toEqual(['a * b * c']);
  });

  it('a pair never spans lines', () => {
    expect(f('*first\nsecond*')).toEqual(['*first\nsecond*']);
    expect(f('*one*\n_two_')).toEqual([['bold', 'one'], '\n', ['italic', 'two']]);
  });

  it('styles nest and sit beside punctuation', () => {
    expect(f('*_both_*')).toEqual([['bold', ['italic', 'both']]]);
    expect(f('_a *b* c_')).toEqual([['italic', 'a ', ['bold', 'b'], ' c']]);
    expect(f('(*yes*), ~no~.')).toEqual(['(', ['bold', 'yes'], '), ', ['strike', 'no'], '.']);
  });

  it('a closing marker followed by a letter waits for the next one', () => {
    expect(f('*a*b*')).toEqual([['bold', 'a*b']]);
  });

  it('{{n}} shows the value given, else itself; a value is never read as formatting', () => {
    expect(f('Hi {{1}}, your order {{2}} is *ready*', { 1: 'Asha', 2: '' })).toEqual([
      'Hi ',
      { var: 1, text: 'Asha' },
      ', your order ',
      { var: 2, text: '{{2}}', filled: false },
      ' is ',
      ['bold', 'ready'],
    ]);
    expect(f('*{{1}}*', { 1: '_x_' })).toEqual([['bold', { var: 1, text: '_x_' }]]);
    expect(plainTextOf(formatWhatsApp('Dear *{{1}}*', { 1: 'Ravi' }))).toBe('Dear Ravi');
  });

  it('HTML in the text stays text', () => {
    expect(f('<b>hi</b> *x*')).toEqual(['<b>hi</b> ', ['bold', 'x']]);
  });
});
