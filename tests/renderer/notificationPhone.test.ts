import { describe, expect, it } from 'vitest';
import { DIAL_CODES } from '../../src/shared/account/countries';
import { formatE164, joinE164, splitE164 } from '../../src/renderer/features/notifications/phone';

describe('notification numbers are edited as a country and digits and sent as E.164', () => {
  it('joins the country code and the digits', () => {
    expect(joinE164({ dialCode: '91', digits: '9876543210' })).toBe('+919876543210');
    expect(joinE164({ dialCode: '971', digits: '50 123 4567' })).toBe('+971501234567');
  });

  it('sends no number when no digits were typed, whatever the country', () => {
    expect(joinE164({ dialCode: '44', digits: '' })).toBe('');
  });

  it('splits a saved number by the longest allowed country code', () => {
    expect(splitE164('+919876543210', DIAL_CODES, '91')).toEqual({ dialCode: '91', digits: '9876543210' });
    expect(splitE164('+971501234567', DIAL_CODES, '91')).toEqual({ dialCode: '971', digits: '501234567' });
    expect(splitE164('+9779812345678', DIAL_CODES, '91')).toEqual({ dialCode: '977', digits: '9812345678' });
    expect(splitE164('+14155550123', DIAL_CODES, '91')).toEqual({ dialCode: '1', digits: '4155550123' });
  });

  it('starts an empty number in the default country (India)', () => {
    expect(splitE164(null, DIAL_CODES, '91')).toEqual({ dialCode: '91', digits: '' });
    expect(splitE164('', DIAL_CODES, '91')).toEqual({ dialCode: '91', digits: '' });
  });

  it('keeps every digit of a number from a country not in the list', () => {
    expect(splitE164('+33612345678', DIAL_CODES, '91')).toEqual({ dialCode: '91', digits: '33612345678' });
  });

  it('round-trips a saved number', () => {
    for (const n of ['+919876543210', '+6591234567', '+447911123456'])
      expect(joinE164(splitE164(n, DIAL_CODES, '91'))).toBe(n);
  });

  it('shows the country code apart from the digits', () => {
    expect(formatE164('+919876543210', DIAL_CODES)).toBe('+91 9876543210');
    expect(formatE164(null, DIAL_CODES)).toBe('');
  });
});
