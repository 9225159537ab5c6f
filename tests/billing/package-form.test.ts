import { describe, expect, it } from 'vitest';
import { packageFormSchema } from '../../src/shared/billing/schemas';
import { fieldErrorsFromZod } from '../../src/shared/http/envelope';

const errorsOf = (value: unknown) => {
  const result = packageFormSchema.safeParse(value);
  return result.success ? {} : fieldErrorsFromZod(result.error);
};

describe('the Add Package form (spec 00 section 5)', () => {
  it('says "Validity is Required" on an empty submit, with the other required fields', () => {
    expect(
      errorsOf({ name: '', validityType: undefined, validity: null, planType: undefined, price: null }),
    ).toEqual({
      name: 'Name is Required',
      validityType: 'Validity Type is Required',
      validity: 'Validity is Required',
      planType: 'Plan Type is Required',
      price: 'Price is Required',
    });
  });

  it('needs no validity when the validity type is na', () => {
    expect(
      errorsOf({ name: 'Trial', validityType: 'na', validity: null, planType: 'demo', price: 0 }),
    ).toEqual({});
  });
});
