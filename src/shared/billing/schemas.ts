import { z } from 'zod';
import { idSchema } from '../http/ids';
import { PAYMENT_METHODS, PLAN_TYPES, VALIDITY_TYPES } from './constants';
import { APP_KEYS } from '../account/modules';
import { isGstin } from '../brand/rules';
import { GST_STATE_CODES } from './gst-states';
import { INVOICE_PREFIX_PATTERN } from './invoice-number';
import { formatInr, MAX_PAISE } from './money';
import { billTotals, type BillLineInput } from './totals';

/**
 * The billing forms, with the spec's messages verbatim (spec 00 section 5). Amounts are integer
 * paise; the screens show and take rupees and convert with `rupeesToPaise`.
 */

const isRealDate = (v: string) => {
  const [y, m, d] = v.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};

/** A required YYYY-MM-DD date whose every failure reads as the spec's "… is required". */
const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
    .refine(isRealDate, 'This date does not exist');

/** An optional date: empty or null means none. */
const optionalDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Use the date format YYYY-MM-DD')
  .refine((v) => v === '' || isRealDate(v), 'This date does not exist')
  .nullish()
  .transform((v) => v || null);

/** Why a plan is refused when its total would not fit the money columns (issue 10). */
export const TOTAL_TOO_LARGE = `The total must not exceed ${formatInr(MAX_PAISE)}`;

/**
 * A package's price, at most ₹10,00,000, and the quantity of it one order may buy, at most 10: so that
 * the plan an order makes (price × quantity, plus GST of up to 100 % and a round-off) always fits
 * the money columns (issue 10).
 */
export const MAX_PACKAGE_PRICE = 100_000_000;
export const MAX_ORDER_QUANTITY = 10;

/**
 * The largest total the shared totals function can give these lines: in or out of the supplier's
 * state (CGST + SGST round each half) and with or without the round-off to the rupee.
 */
function largestTotal(lines: BillLineInput[]): number {
  let largest = 0;
  for (const supplierState of [null, '27'])
    for (const roundOff of [false, true])
      largest = Math.max(
        largest,
        billTotals(lines, { supplierState, customerState: supplierState && '29', roundOff }).total,
      );
  return largest;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maximum ${max} symbols`)
    .nullish()
    .transform((v) => v || null);

const hsn = z
  .string()
  .trim()
  .regex(/^(\d{4,8})?$/, 'HSN/SAC must be 4 to 8 digits')
  .nullish()
  .transform((v) => v || null);

const gstRate = z
  .number({ error: 'GST is required' })
  .min(0, 'GST must be 0 or more')
  .max(100, 'GST must be at most 100')
  .int('GST must be a whole number');

/** An app allowance: a count, or null when the app is not part of the plan. */
const limit = z
  .number()
  .int('Limit must be a whole number')
  .min(0, 'Limit must be 0 or more')
  .max(1e9)
  .nullish();

/** Each app's allowance on a package or a customer's plan, in the order the forms list them. */
const appLimits = {
  post: limit,
  web: limit,
  bot: limit,
  card: limit,
  campaign: limit,
  whatsapp: limit,
};

const gstin = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || isGstin(v), 'Incorrect GST number')
  .nullish()
  .transform((v) => v || null);

// ——— Subscription packages (admin) ———

export const packageFormSchema = z
  .object({
    name: z
      .string({ error: 'Name is Required' })
      .trim()
      .min(1, 'Name is Required')
      .max(100, 'Maximum 100 symbols'),
    validityType: z.enum(VALIDITY_TYPES, { error: 'Validity Type is Required' }),
    validity: z.number({ error: 'Validity is Required' }).nullish(),
    planType: z.enum(PLAN_TYPES, { error: 'Plan Type is Required' }),
    /** Paise; the form takes whole rupees ("Price is Required and an integer"). */
    price: z
      .number({ error: 'Price is Required' })
      .int('Price must be an integer')
      .min(0, 'Price must be 0 or more')
      .max(MAX_PACKAGE_PRICE, `Price must be at most ${formatInr(MAX_PACKAGE_PRICE)}`)
      .multipleOf(100, 'Price must be an integer'),
    discountedPrice: z
      .number()
      .int()
      .min(0, 'Discounted price must be 0 or more')
      .max(MAX_PACKAGE_PRICE, `Discounted price must be at most ${formatInr(MAX_PACKAGE_PRICE)}`)
      .nullish(),
    hsn,
    gst: gstRate.default(18),
    popular: z.boolean().default(false),
    description: optionalText(2000),
    isActive: z.boolean().default(true),
    isDefault: z.boolean().default(false),
    isRenewal: z.boolean().default(false),
    renewalPlanId: idSchema().nullish(),
    ...appLimits,
  })
  // Checked even when other fields are missing, so that an empty form says "Validity is Required"
  // beside the other required fields (issue 9 section 6) rather than only after they are filled in.
  .superRefine(
    (p, ctx) => {
      if (p.validityType === 'na') return;
      if (p.validity === null || p.validity === undefined)
        ctx.addIssue({ code: 'custom', path: ['validity'], message: 'Validity is Required' });
      // Anything but a number already failed its own check.
      else if (typeof p.validity !== 'number') return;
      else if (p.validity <= 0)
        ctx.addIssue({ code: 'custom', path: ['validity'], message: 'Validity must be greater than 0' });
      else if (!Number.isInteger(p.validity))
        ctx.addIssue({ code: 'custom', path: ['validity'], message: 'Validity must be an integer' });
      else if (p.validity > 1000)
        ctx.addIssue({ code: 'custom', path: ['validity'], message: 'Validity is too long' });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .superRefine((p, ctx) => {
    if (p.discountedPrice != null && p.discountedPrice > p.price)
      ctx.addIssue({
        code: 'custom',
        path: ['discountedPrice'],
        message: 'Discounted price cannot be more than the price',
      });
  });
export type PackageForm = z.input<typeof packageFormSchema>;
export type PackageInput = z.output<typeof packageFormSchema>;

// ——— User plans (admin) ———

/** The customer's details as the invoice shows them (`brandInformation`, spec 00 section 3). */
export const brandInformationFormSchema = z.object({
  companyName: optionalText(200),
  gstNumber: gstin,
  mobileNumber: optionalText(20),
  email: optionalText(200),
  address1: optionalText(200),
  address2: optionalText(200),
  address3: optionalText(200),
  stateCode: z.enum(GST_STATE_CODES, { error: 'Choose a state' }).nullish(),
});

/** An additional plan: the same fields plus PlanTotal = price × quantity; quantity and price ≥ 0. */
export const subPlanFormSchema = z.object({
  id: idSchema().optional(),
  subscriptionPlanId: idSchema('Plan is required'),
  startDate: optionalDate,
  endDate: optionalDate,
  price: z
    .number({ error: 'Price is Required' })
    .int('Price must be an integer')
    .min(0, 'Price must be 0 or more')
    .max(MAX_PAISE, TOTAL_TOO_LARGE),
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity must be 0 or more')
    .max(100_000),
  gst: gstRate.nullish(),
  hsn,
  otherDetails: optionalText(1000),
  isRenewalReminder: z.boolean().optional(),
});
export type SubPlanForm = z.input<typeof subPlanFormSchema>;

export const planFormSchema = z
  .object({
    userId: idSchema('User is required'),
    subscriptionPlanId: idSchema('Plan is required'),
    startDate: requiredDate('Start date is required'),
    endDate: requiredDate('End date is required'),
    /** Price charged per unit, paise. */
    price: z
      .number({ error: 'Price is Required' })
      .int('Price must be an integer')
      .min(0, 'Price must be 0 or more')
      .max(MAX_PAISE, TOTAL_TOO_LARGE),
    /** List price per unit, paise (shown as the discount on the invoice when above the price). */
    originalPrice: z.number().int().min(0).max(MAX_PAISE, 'Price is too large').nullish(),
    discountedPrice: z.number().int().min(0).max(MAX_PAISE, 'Price is too large').nullish(),
    gst: gstRate,
    quantity: z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(100_000)
      .default(1),
    hsn,
    otherDetails: optionalText(1000),
    paymentMethodId: z
      .number()
      .int()
      .refine((v) => v === 0 || PAYMENT_METHODS.some((m) => m.id === v), 'Choose a payment method')
      .nullish()
      .transform((v) => v || null),
    paymentDate: optionalDate,
    invoiceDate: optionalDate,
    transactionId: optionalText(100),
    isRenewalReminder: z.boolean().optional(),
    isPaymentReminder: z.boolean().optional(),
    ...appLimits,
    /** Apps ticked on the form: each needs a limit. Apps not listed with a null limit are left out. */
    selectedApps: z.array(z.enum(APP_KEYS)).max(APP_KEYS.length).optional(),
    userSubPlans: z.array(subPlanFormSchema).max(50, 'At most 50 additional plans').default([]),
    /** The customer's invoice details; taken from their profile when absent. */
    brandInformation: brandInformationFormSchema.nullish(),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.paymentDate && !p.paymentMethodId) issue('paymentMethodId', 'Payment Method is required');
    if (p.paymentMethodId && !p.paymentDate) issue('paymentDate', 'Payment Date is required');
    if ((p.paymentDate || p.paymentMethodId) && !p.invoiceDate)
      issue('invoiceDate', 'Invoice Date is required');
    if (p.endDate < p.startDate) issue('endDate', 'End date must be on or after the start date');
    for (const app of p.selectedApps ?? []) if (p[app] == null) issue(app, 'Limit is required');
    p.userSubPlans.forEach((s, i) => {
      if (s.startDate && s.endDate && s.endDate < s.startDate)
        ctx.addIssue({
          code: 'custom',
          path: ['userSubPlans', i, 'endDate'],
          message: 'End date must be on or after the start date',
        });
    });
    // The plan's totals are stored in 32-bit integer paise: refuse what would not fit, as the form
    // computes it (an additional plan without its own GST takes the plan's).
    const total = largestTotal([
      { description: '', hsn: null, quantity: p.quantity, unitPrice: p.price, gstRate: p.gst },
      ...p.userSubPlans.map((s) => ({
        description: '',
        hsn: null,
        quantity: s.quantity,
        unitPrice: s.price,
        gstRate: s.gst ?? p.gst,
      })),
    ]);
    if (total > MAX_PAISE) issue('price', TOTAL_TOO_LARGE);
  });
export type PlanForm = z.input<typeof planFormSchema>;
export type PlanInput = z.output<typeof planFormSchema>;

// ——— Supplier settings (admin) ———

export const supplierSettingsFormSchema = z
  .object({
    companyName: z
      .string({ error: 'Company name is required' })
      .trim()
      .min(1, 'Company name is required')
      .max(200),
    address1: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').max(200),
    address2: optionalText(200),
    address3: optionalText(200),
    stateCode: z.enum(GST_STATE_CODES, { error: 'State is required' }),
    gstin,
    invoicePrefix: z
      .string({ error: 'Invoice prefix is required' })
      .trim()
      .toUpperCase()
      .regex(INVOICE_PREFIX_PATTERN, 'Use 1 to 4 letters, digits or -'),
    email: z
      .string()
      .trim()
      .max(200)
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Invalid email address')
      .nullish()
      .transform((v) => v || null),
    phone: optionalText(20),
    bankName: optionalText(100),
    bankAccountName: optionalText(100),
    bankAccountNumber: z
      .string()
      .trim()
      .regex(/^(\d{6,20})?$/, 'Account number must be 6 to 20 digits')
      .nullish()
      .transform((v) => v || null),
    bankIfsc: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{4}0[A-Z0-9]{6})?$/, 'Incorrect IFSC code')
      .nullish()
      .transform((v) => v || null),
    upiId: z
      .string()
      .trim()
      .regex(/^([\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63})?$/, 'Incorrect UPI ID')
      .nullish()
      .transform((v) => v || null),
    /** Round off to the rupee (issue 9 section 6): off means total + GST to the paisa (spec 00 section 9). */
    roundOff: z.boolean().default(false),
  })
  .superRefine((s, ctx) => {
    if (s.gstin && s.gstin.slice(0, 2) !== s.stateCode)
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'This GST number belongs to another state' });
  });
export type SupplierSettingsForm = z.input<typeof supplierSettingsFormSchema>;

// ——— Payment ———

/** POST payment order: the packages to buy, each with a quantity (spec 00 section 7). */
export const paymentOrderSchema = z.object({
  plans: z
    .array(
      z.object({
        planId: idSchema('Plan is required'),
        quantity: z
          .number()
          .int()
          .min(1, 'Quantity must be at least 1')
          .max(MAX_ORDER_QUANTITY, `Quantity must be at most ${MAX_ORDER_QUANTITY}`)
          .default(1),
      }),
    )
    .min(1, 'Choose a plan')
    .max(20),
});
export type PaymentOrderInput = z.input<typeof paymentOrderSchema>;

/** PUT sequence: package ids in their new order. */
export const packageSequenceSchema = z
  .array(idSchema())
  .min(1, 'The list is empty')
  .max(10_000)
  .refine((ids) => new Set(ids).size === ids.length, 'A package is listed twice');
