import { describe, expect, it } from 'vitest';
import { PLAN_STATUS } from '../../src/shared/billing/constants';
import { isGstin } from '../../src/shared/brand/rules';
import { customerStateCode, stateFromAddress } from '../../src/shared/billing/gst-states';
import { buildInvoice, resolveBrand } from '../../src/shared/billing/invoice';
import {
  financialYear,
  financialYearOfNumber,
  formatInvoiceNumber,
  invoiceSeries,
} from '../../src/shared/billing/invoice-number';
import { amountInWords, formatIndian, formatInr, rupeesToPaise } from '../../src/shared/billing/money';
import {
  canCancelPlan,
  canDeletePlan,
  documentTitle,
  orderStartDate,
  planActivity,
  planEndDate,
  showPayNow,
} from '../../src/shared/billing/rules';
import {
  packageFormSchema,
  planFormSchema,
  supplierSettingsFormSchema,
} from '../../src/shared/billing/schemas';
import { fieldErrorsFromZod } from '../../src/shared/http/envelope';
import { billTotals, percentOf, roundToRupee } from '../../src/shared/billing/totals';

const line = (unitPrice: number, gstRate: number, quantity = 1) => ({
  description: 'Plan',
  hsn: '998314',
  quantity,
  unitPrice,
  gstRate,
});

describe('plan end dates (spec 00 section 9: start + validity − 1 day)', () => {
  it.each([
    ['2026-04-01', 1, 'yearly', '2027-03-31'],
    ['2026-01-31', 1, 'monthly', '2026-02-27'],
    ['2024-01-31', 1, 'monthly', '2024-02-28'],
    ['2026-03-01', 12, 'monthly', '2027-02-28'],
    ['2026-12-25', 7, 'daily', '2026-12-31'],
  ] as const)('%s + %i %s ends %s', (start, validity, type, end) => {
    expect(planEndDate(start, validity, type)).toBe(end);
  });

  it('a renewal bought early starts the day after the plan in force ends', () => {
    expect(orderStartDate('2026-11-22', '2026-12-31')).toBe('2027-01-01');
    expect(orderStartDate('2026-11-22', '2026-11-01')).toBe('2026-11-22');
    expect(orderStartDate('2026-11-22', null)).toBe('2026-11-22');
  });

  it('the activity filter: Upcoming before the start, Expired after the end, else Active', () => {
    expect(planActivity('2026-12-01', '2027-11-30', '2026-11-22')).toBe('Upcoming');
    expect(planActivity('2025-11-01', '2026-10-31', '2026-11-22')).toBe('Expired');
    expect(planActivity('2026-11-22', '2026-11-22', '2026-11-22')).toBe('Active');
  });
});

describe('totals in paise: GST by rate, CGST+SGST or IGST, round-off only when asked', () => {
  it('subtotal is Σ price × quantity including the additional plans', () => {
    const t = billTotals([line(99900, 18), line(10050, 18, 3)], { supplierState: '29', customerState: '29' });
    expect(t.subTotal).toBe(99900 + 30150);
    expect(t.lines.map((l) => l.taxableValue)).toEqual([99900, 30150]);
  });

  it('a customer in the supplier state pays CGST + SGST, half the rate each', () => {
    const t = billTotals([line(99900, 18)], { supplierState: '29', customerState: '29' });
    expect(t.intraState).toBe(true);
    expect(t.taxes).toEqual([
      {
        rate: 18,
        taxableValue: 99900,
        amount: 17982,
        heads: [
          { name: 'CGST', rate: 9, amount: 8991 },
          { name: 'SGST', rate: 9, amount: 8991 },
        ],
      },
    ]);
    // Spec 00 section 9: final = total + GST, to the paisa.
    expect(t.total).toBe(117882);
    expect(t.roundOff).toBe(0);
  });

  it('"Round off to the rupee" adds a round-off line to a whole rupee', () => {
    const t = billTotals([line(99900, 18)], { supplierState: '29', customerState: '29', roundOff: true });
    expect(t.total).toBe(117900);
    expect(t.roundOff).toBe(117900 - 117882);
  });

  it('a customer in another state pays IGST', () => {
    const t = billTotals([line(99900, 18)], { supplierState: '29', customerState: '27' });
    expect(t.intraState).toBe(false);
    expect(t.taxes[0].heads).toEqual([{ name: 'IGST', rate: 18, amount: 17982 }]);
    expect(t.placeOfSupply).toBe('27');
  });

  it('a union territory without a legislature charges UTGST instead of SGST', () => {
    const t = billTotals([line(100000, 18)], { supplierState: '04', customerState: '04' });
    expect(t.taxes[0].heads.map((h) => h.name)).toEqual(['CGST', 'UTGST']);
  });

  it('an unknown customer state is the supplier state (place of supply of a service)', () => {
    const t = billTotals([line(100000, 18)], { supplierState: '29', customerState: null });
    expect(t).toMatchObject({ intraState: true, placeOfSupply: '29' });
  });

  it('GST is grouped by rate, each head rounded half up, then one round-off line to the rupee', () => {
    const t = billTotals([line(30150, 5), line(99900, 18), line(1, 5)], {
      supplierState: '29',
      customerState: '29',
      roundOff: true,
    });
    expect(t.taxes.map((g) => [g.rate, g.taxableValue])).toEqual([
      [5, 30151],
      [18, 99900],
    ]);
    // 30151 × 2.5 % = 753.775 → 754 per head.
    expect(t.taxes[0].heads.map((h) => h.amount)).toEqual([754, 754]);
    expect(t.subTotal + t.taxAmount + t.roundOff).toBe(t.total);
    expect(t.total % 100).toBe(0);
    expect(Math.abs(t.roundOff)).toBeLessThanOrEqual(50);
  });

  it('rounding is exact integer arithmetic, half up', () => {
    expect(percentOf(5, 9)).toBe(0); // 0.45
    expect(percentOf(50, 9)).toBe(5); // 4.5
    expect(percentOf(30150, 2.5)).toBe(754); // 753.75
    expect(roundToRupee(117882)).toBe(117900);
    expect(roundToRupee(117849)).toBe(117800);
    expect(roundToRupee(117850)).toBe(117900);
  });

  it('a discount lowers the taxable value and shows on its line', () => {
    const t = billTotals([{ ...line(79900, 18, 2), originalUnitPrice: 99900 }], {
      supplierState: '29',
      customerState: '29',
    });
    expect(t.lines[0]).toMatchObject({ grossValue: 199800, discount: 40000, taxableValue: 159800 });
  });
});

describe('money in Indian format with ₹, 2 decimals', () => {
  it('groups lakhs and crores', () => {
    expect(formatIndian(123456789)).toBe('12,34,567.89');
    expect(formatInr(99900)).toBe('₹999.00');
    expect(formatInr(10000000000)).toBe('₹10,00,00,000.00');
    expect(formatInr(-40)).toBe('-₹0.40');
    expect(rupeesToPaise(1178.82)).toBe(117882);
  });

  it('says the amount in words', () => {
    expect(amountInWords(117900)).toBe('Rupees One Thousand One Hundred Seventy Nine Only');
    expect(amountInWords(1234567850)).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paise Only',
    );
  });
});

describe('invoice numbers: one series per Indian financial year, at most 16 characters', () => {
  it('the financial year runs from 1 April to 31 March', () => {
    expect(financialYear('2026-04-01').label).toBe('26-27');
    expect(financialYear('2027-03-31').label).toBe('26-27');
    expect(financialYear('2027-04-01').label).toBe('27-28');
    expect(financialYear('2099-12-31').label).toBe('99-00');
  });

  it('formats prefix / year / serial', () => {
    expect(formatInvoiceNumber('INV', '2026-11-22', 42)).toBe('INV/26-27/00042');
    expect(formatInvoiceNumber('BZS1', '2027-01-05', 99999)).toHaveLength(16);
    expect(invoiceSeries('INV', '2027-02-01')).toBe('INV/26-27');
    expect(financialYearOfNumber('INV/26-27/00042')).toBe('26-27');
    expect(() => formatInvoiceNumber('BZS1', '2027-01-05', 100000)).toThrow(/16/);
  });
});

describe('what may be done with a plan (spec 00 section 4)', () => {
  it('INVOICE when numbered, else ESTIMATE', () => {
    expect(documentTitle('INV/26-27/00001')).toBe('INVOICE');
    expect(documentTitle(null)).toBe('ESTIMATE');
  });

  it('delete without an invoice number; cancel with one unless canceled', () => {
    expect(canDeletePlan({ invoiceNumber: null })).toBe(true);
    expect(canDeletePlan({ invoiceNumber: 'INV/26-27/00001' })).toBe(false);
    expect(canCancelPlan({ invoiceNumber: 'INV/26-27/00001', status: PLAN_STATUS.paid })).toBe(true);
    expect(canCancelPlan({ invoiceNumber: 'INV/26-27/00001', status: PLAN_STATUS.canceled })).toBe(false);
    expect(canCancelPlan({ invoiceNumber: null, status: PLAN_STATUS.unpaid })).toBe(false);
  });

  it('Pay Now: non-admins, a payment link, neither Paid nor Canceled', () => {
    const plan = { paymentLink: 'https://rzp.io/i/x', status: PLAN_STATUS.unpaid };
    expect(showPayNow(plan, 'User')).toBe(true);
    expect(showPayNow(plan, 'Admin')).toBe(false);
    expect(showPayNow({ ...plan, status: PLAN_STATUS.paid }, 'User')).toBe(false);
    expect(showPayNow({ ...plan, status: PLAN_STATUS.canceled }, 'User')).toBe(false);
    expect(showPayNow({ ...plan, paymentLink: null }, 'User')).toBe(false);
  });
});

describe('GSTIN and the customer state', () => {
  it('checks shape, state code and check character', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('27aapfu0939f1zv')).toBe(true);
    expect(isGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('takes the state from the GSTIN, else the given state, else the address', () => {
    expect(customerStateCode({ gstNumber: '29AAGCB7383J1Z4', stateCode: '27' })).toBe('29');
    expect(customerStateCode({ stateCode: '33' })).toBe('33');
    expect(customerStateCode({ address1: '12 MG Road', address2: 'Bengaluru, Karnataka 560001' })).toBe('29');
    expect(stateFromAddress(['Plot 4, Andheri East', 'Mumbai, Maharashtra'])).toBe('27');
    expect(stateFromAddress(['Sector 17', 'Chandigarh 160017'])).toBe('04');
    expect(stateFromAddress(['Somewhere'])).toBeNull();
  });
});

describe('the invoice document', () => {
  const supplier = {
    configured: true,
    companyName: 'BizSuite Technologies',
    address1: '1 Residency Road',
    address2: 'Bengaluru',
    address3: null,
    stateCode: '29',
    stateName: 'Karnataka',
    gstin: '29AAGCB7383J1Z4',
    invoicePrefix: 'INV',
    email: null,
    phone: null,
    bankName: null,
    bankAccountName: null,
    bankAccountNumber: null,
    bankIfsc: null,
    upiId: null,
    roundOff: false,
  };
  const source = {
    id: 7,
    userId: 3,
    status: PLAN_STATUS.paid,
    invoiceNumber: 'INV/26-27/00001',
    invoiceDate: '2026-11-22',
    createdDate: '2026-11-20',
    startDate: '2026-11-22',
    paymentDate: '2026-11-22',
    paymentMethod: 'UPI',
    transactionId: 'pay_1',
    paymentLink: null,
    paymentLogId: null,
    roundOff: true,
    lines: [line(99900, 18)],
  };

  it('is an INVOICE, B2B with IGST for a registered customer in another state, fully paid', () => {
    const doc = buildInvoice(
      source,
      supplier,
      resolveBrand({ companyName: 'Acme', gstNumber: '27AAPFU0939F1ZV' }),
    );
    expect(doc).toMatchObject({
      title: 'INVOICE',
      invoiceType: 'B2B',
      intraState: false,
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      total: 117900,
      totalPaid: 117900,
      amountDue: 0,
    });
  });

  it('is an ESTIMATE with the whole amount due while unpaid and unnumbered', () => {
    const doc = buildInvoice(
      { ...source, status: PLAN_STATUS.unpaid, invoiceNumber: null, invoiceDate: null, paymentDate: null },
      supplier,
      resolveBrand({ companyName: 'Acme' }),
    );
    expect(doc).toMatchObject({ title: 'ESTIMATE', invoiceType: 'B2C', totalPaid: 0, amountDue: 117900 });
    expect(doc.documentDate).toBe('2026-11-20');
  });

  it('keeps the paise when the plan was saved without rounding to the rupee', () => {
    const doc = buildInvoice({ ...source, roundOff: false }, supplier, resolveBrand({ companyName: 'Acme' }));
    expect(doc).toMatchObject({ subTotal: 99900, taxAmount: 17982, roundOff: 0, total: 117882 });
    expect(doc.amountInWords).toBe('Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only');
  });

  it("an unpaid plan's Pay Now goes to the payment page with the log id and the link (spec 00 section 2)", () => {
    const link = 'https://rzp.io/i/abc?x=1&y=2';
    const unpaid = { ...source, status: PLAN_STATUS.unpaid, paymentLink: link, paymentLogId: 42 };
    const doc = buildInvoice(unpaid, supplier, resolveBrand({}), 'https://app.example.com/');
    const url = new URL(doc.payNowUrl!);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.example.com/payment/paynow');
    expect([...url.searchParams]).toEqual([
      ['log', '42'],
      ['paymentLink', link],
    ]);
    expect(doc.paymentLogId).toBe(42);
    // Paid: nothing to pay, no link.
    const paid = buildInvoice(
      { ...unpaid, status: PLAN_STATUS.paid },
      supplier,
      resolveBrand({}),
      'https://x',
    );
    expect(paid).toMatchObject({ payNowUrl: null, paymentLink: null, paymentLogId: null });
  });
});

describe('form messages verbatim (spec 00 section 5)', () => {
  const errorsOf = (schema: { safeParse: (v: unknown) => any }, value: unknown) => {
    const r = schema.safeParse(value);
    return r.success ? {} : fieldErrorsFromZod(r.error);
  };

  it('the plan form', () => {
    expect(errorsOf(planFormSchema, { userId: 1, subscriptionPlanId: 0, price: 0, gst: 18 })).toMatchObject({
      subscriptionPlanId: 'Plan is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    const base = {
      userId: 1,
      subscriptionPlanId: 1,
      startDate: '2026-11-22',
      endDate: '2027-11-21',
      price: 0,
      gst: 18,
    };
    expect(errorsOf(planFormSchema, { ...base, paymentMethodId: 4 })).toEqual({
      paymentDate: 'Payment Date is required',
      invoiceDate: 'Invoice Date is required',
    });
    expect(errorsOf(planFormSchema, { ...base, paymentDate: '2026-11-22' })).toEqual({
      paymentMethodId: 'Payment Method is required',
      invoiceDate: 'Invoice Date is required',
    });
    expect(errorsOf(planFormSchema, { ...base, selectedApps: ['post', 'bot'], post: 10 })).toEqual({
      bot: 'Limit is required',
    });
    expect(
      errorsOf(planFormSchema, {
        ...base,
        userSubPlans: [{ subscriptionPlanId: 1, price: -1, quantity: -1 }],
      }),
    ).toEqual({
      'userSubPlans.0.price': 'Price must be 0 or more',
      'userSubPlans.0.quantity': 'Quantity must be 0 or more',
    });
  });

  it('the package form', () => {
    expect(errorsOf(packageFormSchema, {})).toMatchObject({
      name: 'Name is Required',
      validityType: 'Validity Type is Required',
      planType: 'Plan Type is Required',
      price: 'Price is Required',
    });
    const base = { name: 'Gold', validityType: 'yearly', planType: 'package', price: 99900 };
    expect(errorsOf(packageFormSchema, base)).toEqual({ validity: 'Validity is Required' });
    expect(errorsOf(packageFormSchema, { ...base, validity: 0 })).toEqual({
      validity: 'Validity must be greater than 0',
    });
    expect(errorsOf(packageFormSchema, { ...base, validity: 1.5 })).toEqual({
      validity: 'Validity must be an integer',
    });
    expect(errorsOf(packageFormSchema, { ...base, validityType: 'na' })).toEqual({});
    expect(errorsOf(packageFormSchema, { ...base, validity: 1, price: 99950 })).toEqual({
      price: 'Price must be an integer',
    });
  });

  it('the supplier settings', () => {
    const base = { companyName: 'BizSuite', address1: '1 Road', stateCode: '29', invoicePrefix: 'inv' };
    expect(supplierSettingsFormSchema.parse(base).invoicePrefix).toBe('INV');
    expect(errorsOf(supplierSettingsFormSchema, { ...base, gstin: '27AAPFU0939F1ZV' })).toEqual({
      gstin: 'This GST number belongs to another state',
    });
    expect(errorsOf(supplierSettingsFormSchema, { ...base, invoicePrefix: 'INVOICE' })).toEqual({
      invoicePrefix: 'Use 1 to 4 letters, digits or -',
    });
  });
});
