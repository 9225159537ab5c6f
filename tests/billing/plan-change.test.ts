import { describe, expect, it } from 'vitest';
import { PLAN_STATUS } from '../../src/shared/billing/constants';
import { resolveBrand } from '../../src/shared/billing/invoice';
import { checkPlanChange, type ExistingPlan, type PlanChangeInput } from '../../src/shared/billing/rules';

const brand = resolveBrand({ companyName: 'Deccan Foods', gstNumber: '27AAPFU0939F1ZV' });
const invoiced: ExistingPlan = {
  userId: 5,
  status: PLAN_STATUS.paid,
  invoiceNumber: 'INV/26-27/00007',
  lines: [
    { quantity: 1, price: 99900, gst: 18 },
    { quantity: 2, price: 10000, gst: 5 },
  ],
  brand,
};
const same: PlanChangeInput = {
  userId: 5,
  paymentDate: '2026-11-22',
  paymentMethodId: 4,
  invoiceDate: '2026-11-22',
  lines: invoiced.lines,
  brand: null,
};
const check = (existing: ExistingPlan | null, change: Partial<PlanChangeInput>) =>
  checkPlanChange(existing, { ...same, ...change });

describe('the rules of changing a plan (checkPlanChange)', () => {
  it('a new plan has nothing stored to keep', () => {
    expect(check(null, { paymentDate: null, paymentMethodId: null, invoiceDate: null })).toEqual({
      conflict: null,
      errors: {},
    });
  });

  it('an invoiced plan may change its dates, reminders and notes while its amounts stay', () => {
    expect(check(invoiced, { invoiceDate: '2027-03-31' })).toEqual({ conflict: null, errors: {} });
    expect(check(invoiced, { brand })).toEqual({ conflict: null, errors: {} });
  });

  it("an invoiced plan's amounts are frozen: quantity, price and GST rate of every line", () => {
    const changed = [
      [{ quantity: 2, price: 99900, gst: 18 }, invoiced.lines[1]],
      [{ quantity: 1, price: 89900, gst: 18 }, invoiced.lines[1]],
      [{ quantity: 1, price: 99900, gst: 12 }, invoiced.lines[1]],
      [invoiced.lines[0]],
    ];
    for (const lines of changed)
      expect(check(invoiced, { lines }).errors).toEqual({
        price: "An invoiced plan's amounts cannot be changed; cancel it and add a new plan",
      });
  });

  it("an invoiced plan's customer details are frozen", () => {
    expect(check(invoiced, { brand: resolveBrand({ companyName: 'Someone Else' }) }).errors).toEqual({
      brandInformation: "An invoiced plan's customer details cannot be changed",
    });
  });

  it('the invoice date stays in the financial year of the invoice number', () => {
    expect(check(invoiced, { invoiceDate: '2027-04-01' }).errors).toEqual({
      invoiceDate: 'Invoice INV/26-27/00007 must stay dated in its financial year',
    });
    expect(check(invoiced, { invoiceDate: '2026-03-31' }).errors.invoiceDate).toMatch(/financial year/);
    expect(check(invoiced, { invoiceDate: null }).errors).toMatchObject({
      invoiceDate: 'Invoice Date is required',
    });
  });

  it('a paid plan never becomes unpaid', () => {
    expect(check(invoiced, { paymentDate: null, paymentMethodId: null }).errors).toMatchObject({
      paymentDate: 'A paid plan cannot become unpaid; cancel it instead',
    });
    const unpaid = { ...invoiced, status: PLAN_STATUS.unpaid, invoiceNumber: null };
    expect(check(unpaid, { paymentDate: null, paymentMethodId: null, lines: [] }).errors).toEqual({});
  });

  it('an unnumbered plan may change its amounts and customer', () => {
    const estimate = { ...invoiced, status: PLAN_STATUS.unpaid, invoiceNumber: null };
    expect(
      check(estimate, {
        lines: [{ quantity: 3, price: 1, gst: 0 }],
        brand: resolveBrand({ companyName: 'X' }),
      }),
    ).toEqual({ conflict: null, errors: {} });
  });

  it('a plan stays with its user, and a canceled plan is final', () => {
    expect(check(invoiced, { userId: 6 }).errors).toEqual({
      userId: 'A plan cannot be moved to another user',
    });
    expect(check({ ...invoiced, status: PLAN_STATUS.canceled }, {})).toEqual({
      conflict: 'A canceled plan cannot be changed',
      errors: {},
    });
  });
});
