import { describe, expect, it } from 'vitest';
import { SETTINGS_REGISTRY, type IntegrationDef } from '../../src/shared/settings/registry';
import type { CardState } from '../../src/shared/settings/schemas';
import {
  changesOf,
  formSchemaOf,
  formValuesOf,
  isShown,
} from '../../src/renderer/features/settings/cardForm';

const payments = SETTINGS_REGISTRY.payments as unknown as IntegrationDef;
const storage = SETTINGS_REGISTRY.storage as unknown as IntegrationDef;

const paymentsCard: CardState = {
  id: 'payments',
  ready: true,
  missing: [],
  updatedAt: null,
  fields: {
    keyId: { source: 'environment', value: 'rzp_test_env', envName: 'RAZORPAY_KEY_ID' },
    keySecret: { source: 'saved', set: true },
    webhookSecret: { source: 'none', set: false },
    apiBase: { source: 'default', value: 'https://api.razorpay.com' },
  },
};

describe('a settings card’s form', () => {
  it('starts with a saved secret kept, an empty one ready to type, and a default as a placeholder', () => {
    expect(formValuesOf(payments, paymentsCard)).toEqual({
      keyId: '',
      keySecret: { action: 'keep', value: '' },
      webhookSecret: { action: 'replace', value: '' },
      apiBase: '',
    });
  });

  it('sends no field the environment sets, a secret only when replaced or cleared, an emptied text as null', () => {
    const values = formValuesOf(payments, paymentsCard);
    expect(changesOf(payments, paymentsCard, values)).toEqual({ apiBase: null });
    expect(
      changesOf(payments, paymentsCard, {
        ...values,
        keyId: 'rzp_test_typed',
        keySecret: { action: 'clear', value: '' },
        webhookSecret: { action: 'replace', value: '  whsec  ' },
        apiBase: ' http://127.0.0.1:9 ',
      }),
    ).toEqual({
      keySecret: { action: 'clear' },
      webhookSecret: { action: 'replace', value: 'whsec' },
      apiBase: 'http://127.0.0.1:9',
    });
  });

  it('checks values with the registry’s own rules, skipping what is hidden or set by the environment', () => {
    const schema = formSchemaOf(payments, paymentsCard);
    const bad = schema.safeParse({
      keyId: 'not-checked',
      keySecret: { action: 'replace', value: 'x'.repeat(4001) },
      webhookSecret: { action: 'replace', value: '' },
      apiBase: 'ftp://x',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['keySecret', 'Maximum 4000 symbols'],
      ['apiBase', 'Enter an address that starts with http:// or https://'],
    ]);

    const storageCard: CardState = { id: 'storage', ready: true, missing: [], updatedAt: null, fields: {} };
    const local = { ...formValuesOf(storage, storageCard), driver: 'local', endpoint: 'not a url' };
    expect(formSchemaOf(storage, storageCard).safeParse(local).success).toBe(true);
    const endpoint = storage.fields.find((f) => f.key === 'endpoint')!;
    expect(isShown(endpoint, local)).toBe(false);
    expect(formSchemaOf(storage, storageCard).safeParse({ ...local, driver: 's3' }).success).toBe(false);
  });
});
