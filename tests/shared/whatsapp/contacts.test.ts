import { describe, expect, it } from 'vitest';
import {
  checkContactRow,
  CONTACT_MESSAGES as M,
  contactFormSchema,
  contactRowFromSheet,
  fullNumberOf,
  optKeywordOf,
} from '../../../src/shared/whatsapp/contacts';
import {
  assignMessage,
  GROUP_MESSAGES,
  groupFormSchema,
  groupNameKey,
} from '../../../src/shared/whatsapp/groups';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]).reverse());

describe('WhatsApp contact rules', () => {
  it('the form defaults to India and opted in, trims names and lower-cases the e-mail', () => {
    const out = contactFormSchema.parse({
      firstName: '  Asha ',
      mobileNumber: '98765-43210',
      email: 'A@B.CO',
    });
    expect(out).toMatchObject({
      firstName: 'Asha',
      lastName: null,
      countryCode: '91',
      mobileNumber: '9876543210',
      email: 'a@b.co',
      optIn: true,
      customField5: null,
    });
  });

  it('names what is wrong with a form', () => {
    expect(errorsOf(contactFormSchema.safeParse({ firstName: '', mobileNumber: '' }))).toMatchObject({
      firstName: M.firstNameRequired,
      mobileNumber: M.mobileRequired,
    });
    expect(
      errorsOf(contactFormSchema.safeParse({ firstName: 'A', mobileNumber: '123', countryCode: '999' })),
    ).toMatchObject({ mobileNumber: M.mobileDigits, countryCode: M.countryNotAllowed });
  });

  it('a number is its country code and national digits, without leading zeros or a repeated code', () => {
    expect(fullNumberOf('91', '09876543210')).toBe('919876543210');
    expect(fullNumberOf('91', '919876543210')).toBe('919876543210');
    expect(fullNumberOf('44', '7700900123')).toBe('447700900123');
  });

  it('reads import rows by any spelling of the headers and gives reasons per row', () => {
    expect(contactRowFromSheet({ first_name: 'A', Phone: 5, 'CUSTOM FIELD 2': 'x', Other: 1 })).toEqual({
      firstName: 'A',
      mobileNumber: 5,
      customField2: 'x',
    });
    const ok = checkContactRow({ firstName: 'A', mobileNumber: 9876543210, countryCode: 'IN', optIn: 'no' });
    expect(ok).toMatchObject({ ok: true, optInGiven: true, contact: { countryCode: '91', optIn: false } });
    expect(checkContactRow({ firstName: 'A', mobileNumber: '9876543210' })).toMatchObject({
      ok: true,
      optInGiven: false,
      contact: { optIn: true },
    });
    expect(checkContactRow({ mobileNumber: 'abc', countryCode: 'Mars' })).toEqual({
      ok: false,
      reasons: [M.countryNotAllowed, M.firstNameRequired, M.mobileDigits],
    });
  });

  it('STOP, UNSUBSCRIBE and the opt-out text turn opt-in off, START on, trimmed and in any case', () => {
    expect(optKeywordOf('STOP')).toBe('out');
    expect(optKeywordOf('  unsubscribe\n')).toBe('out');
    expect(optKeywordOf('Stop Offers', ' stop offers ')).toBe('out');
    expect(optKeywordOf('sTaRt')).toBe('in');
    expect(optKeywordOf('stop it')).toBeNull();
    expect(optKeywordOf('', '')).toBeNull();
    expect(optKeywordOf('hello', '')).toBeNull();
  });
});

describe('WhatsApp group rules', () => {
  it('spec 03 §5.2 messages', () => {
    expect(errorsOf(groupFormSchema.safeParse({ name: '  ' }))).toEqual({
      name: GROUP_MESSAGES.nameRequired,
    });
    expect(errorsOf(groupFormSchema.safeParse({}))).toEqual({ name: GROUP_MESSAGES.nameRequired });
    expect(errorsOf(groupFormSchema.safeParse({ name: ' x ' }))).toEqual({
      name: GROUP_MESSAGES.nameTooShort,
    });
    expect(groupFormSchema.parse({ name: ' VIP ', ContactIds: [3, 3, 4] })).toEqual({
      name: 'VIP',
      groupType: 'User',
      ContactIds: [3, 4],
    });
    expect(groupNameKey('  Diwali Buyers ')).toBe(groupNameKey('diwali buyers'));
  });

  it('the assign toast says how many of the total, or that all were in the group already', () => {
    expect(assignMessage({ assigned: 0, total: 12 })).toBe(GROUP_MESSAGES.noneAssigned);
    expect(assignMessage({ assigned: 1, total: 12 })).toBe(
      '1 contact assigned to the group. Total members: 12',
    );
    expect(assignMessage({ assigned: 5, total: 12 })).toBe(
      '5 contacts assigned to the group. Total members: 12',
    );
  });
});
