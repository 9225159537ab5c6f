import { z } from 'zod';
import { PLAN_STATUS, PLAN_STATUS_NAMES, type PlanStatus } from './constants';
import { isGstin } from '../brand/rules';
import { brandInformationSchema, type BrandInformation } from './customer';
import { customerStateCode, stateByCode } from './gst-states';
import { amountInWords } from './money';
import { payNowUrl } from './pay-now';
import { documentTitle } from './rules';
import { billTotals, type BillLineInput } from './totals';

/**
 * The invoice or estimate of a user plan: everything rule 46 of the CGST Rules asks a tax invoice
 * to show, computed once here so that the screen, the server's PDF and the desktop's PDF agree.
 */

export const supplierSchema = z.object({
  configured: z.boolean(),
  companyName: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  gstin: z.string().nullable(),
  invoicePrefix: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankIfsc: z.string().nullable(),
  upiId: z.string().nullable(),
  /** "Round off to the rupee": totals get a Round Off line to a whole rupee (off by default). */
  roundOff: z.boolean(),
});
export type Supplier = z.infer<typeof supplierSchema>;

const taxHeadSchema = z.object({
  name: z.enum(['CGST', 'SGST', 'UTGST', 'IGST']),
  rate: z.number(),
  amount: z.number(),
});

export const invoiceDocumentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.enum(['INVOICE', 'ESTIMATE']),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  /** The date printed on the document: the invoice date, else the day the estimate was made. */
  documentDate: z.string(),
  /** B2B when the customer has a GSTIN, else B2C. */
  invoiceType: z.enum(['B2B', 'B2C']),
  status: z.number().int(),
  statusName: z.enum(['Unpaid', 'Paid', 'Canceled']),
  supplier: supplierSchema,
  brandInformation: brandInformationSchema,
  placeOfSupply: z.object({ code: z.string(), name: z.string() }).nullable(),
  intraState: z.boolean(),
  reverseCharge: z.boolean(),
  lines: z.array(
    z.object({
      description: z.string(),
      hsn: z.string().nullable(),
      quantity: z.number(),
      unitPrice: z.number().int(),
      originalUnitPrice: z.number().int().nullable().optional(),
      grossValue: z.number().int(),
      discount: z.number().int(),
      taxableValue: z.number().int(),
      gstRate: z.number(),
      periodStart: z.string().nullable().optional(),
      periodEnd: z.string().nullable().optional(),
    }),
  ),
  taxes: z.array(
    z.object({
      rate: z.number(),
      taxableValue: z.number().int(),
      amount: z.number().int(),
      heads: z.array(taxHeadSchema),
    }),
  ),
  subTotal: z.number().int(),
  taxAmount: z.number().int(),
  roundOff: z.number().int(),
  total: z.number().int(),
  totalPaid: z.number().int(),
  amountDue: z.number().int(),
  amountInWords: z.string(),
  dueDate: z.string().nullable(),
  paymentDate: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  paymentLink: z.string().nullable(),
  /** The payment of the open link, for the Pay Now page. */
  paymentLogId: z.number().int().nullable(),
  /** Pay Now on the server's public address (spec 00 section 2), printed on the PDF; null when paid. */
  payNowUrl: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** The customer's details with the state resolved (GSTIN, explicit state or address). */
export function resolveBrand(brand: Partial<BrandInformation>): BrandInformation {
  const gstNumber = brand.gstNumber && isGstin(brand.gstNumber) ? brand.gstNumber.toUpperCase() : null;
  const stateCode = customerStateCode({ ...brand, gstNumber });
  return {
    companyName: brand.companyName ?? null,
    gstNumber,
    mobileNumber: brand.mobileNumber ?? null,
    email: brand.email ?? null,
    address1: brand.address1 ?? null,
    address2: brand.address2 ?? null,
    address3: brand.address3 ?? null,
    stateCode,
    stateName: stateByCode(stateCode)?.name ?? null,
  };
}

export interface InvoiceSource {
  id: number;
  userId: number;
  status: number;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  /** The business day the plan was made on (YYYY-MM-DD): an estimate's date. */
  createdDate: string;
  startDate: string;
  paymentDate: string | null;
  paymentMethod: string | null;
  transactionId: string | null;
  paymentLink: string | null;
  paymentLogId: number | null;
  /** Whether the plan's total was rounded to the rupee when it was saved (Invoice Settings). */
  roundOff: boolean;
  /** The main plan first, then the additional plans. */
  lines: BillLineInput[];
}

/**
 * Builds the document: the title from the invoice number, the totals from the lines and the parties'
 * states. `publicBaseUrl` (PUBLIC_BASE_URL) makes the Pay Now address of an unpaid plan with a link.
 */
export function buildInvoice(
  src: InvoiceSource,
  supplier: Supplier,
  brand: BrandInformation,
  publicBaseUrl?: string,
): InvoiceDocument {
  const totals = billTotals(src.lines, {
    supplierState: supplier.stateCode,
    customerState: brand.stateCode,
    roundOff: src.roundOff,
  });
  const status = src.status as PlanStatus;
  const totalPaid = status === PLAN_STATUS.paid ? totals.total : 0;
  const place = stateByCode(totals.placeOfSupply);
  const payable = status === PLAN_STATUS.unpaid && !!src.paymentLink;
  return {
    id: src.id,
    userId: src.userId,
    title: documentTitle(src.invoiceNumber),
    invoiceNumber: src.invoiceNumber,
    invoiceDate: src.invoiceDate,
    documentDate: src.invoiceDate ?? src.createdDate.slice(0, 10),
    invoiceType: brand.gstNumber ? 'B2B' : 'B2C',
    status,
    statusName: PLAN_STATUS_NAMES[status] ?? 'Unpaid',
    supplier,
    brandInformation: brand,
    placeOfSupply: place ? { code: place.code, name: place.name } : null,
    intraState: totals.intraState,
    reverseCharge: false,
    lines: totals.lines,
    taxes: totals.taxes,
    subTotal: totals.subTotal,
    taxAmount: totals.taxAmount,
    roundOff: totals.roundOff,
    total: totals.total,
    totalPaid,
    amountDue: status === PLAN_STATUS.canceled ? 0 : totals.total - totalPaid,
    amountInWords: amountInWords(totals.total),
    dueDate: status === PLAN_STATUS.unpaid ? src.startDate : null,
    paymentDate: src.paymentDate,
    paymentMethod: src.paymentMethod,
    transactionId: src.transactionId,
    paymentLink: payable ? src.paymentLink : null,
    paymentLogId: payable ? src.paymentLogId : null,
    payNowUrl:
      payable && publicBaseUrl && src.paymentLink && src.paymentLogId
        ? payNowUrl(publicBaseUrl, src.paymentLogId, src.paymentLink)
        : null,
  };
}
