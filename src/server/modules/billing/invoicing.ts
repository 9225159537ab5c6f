import { sql } from 'kysely';
import { DEFAULT_HSN } from '../../../shared/billing/constants';
import { formatInvoiceNumber, invoiceSeries } from '../../../shared/billing/invoice-number';
import type { BrandInformation } from '../../../shared/billing/customer';
import { resolveBrand } from '../../../shared/billing/invoice';
import type { BillLineInput } from '../../../shared/billing/totals';
import type { DB } from '../../db/connect';
import { billToProfiles } from '../brand/service';

/**
 * Gives the next number of the invoice's series (one per prefix and financial year, issue 5).
 * Call inside the transaction that stores the number: a rollback gives the number back, so the
 * series stays consecutive (rule 46(b)); concurrent callers queue on the counter row.
 */
export async function allocateInvoiceNumber(trx: DB, prefix: string, invoiceDate: string): Promise<string> {
  const series = invoiceSeries(prefix, invoiceDate);
  const row = await trx
    .insertInto('invoice_counters')
    .values({ series, last_number: 1 })
    .onConflict((oc) =>
      oc.column('series').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatInvoiceNumber(prefix, invoiceDate, Number(row.last_number));
}

/**
 * `count` consecutive numbers of one series at once (imported users' plans), the same way: inside
 * the transaction that stores them, so that a rollback gives them all back.
 */
export async function allocateInvoiceNumbers(
  trx: DB,
  prefix: string,
  invoiceDate: string,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const series = invoiceSeries(prefix, invoiceDate);
  const row = await trx
    .insertInto('invoice_counters')
    .values({ series, last_number: count })
    .onConflict((oc) =>
      oc.column('series').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + ${count}` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const last = Number(row.last_number);
  return Array.from({ length: count }, (_, i) =>
    formatInvoiceNumber(prefix, invoiceDate, last - count + 1 + i),
  );
}

/**
 * The customer's invoice details: the brand's billing details (billing name, GSTIN, address, the
 * state from the GSTIN; issue 11), falling back to the account for what the brand lacks. An invoice
 * freezes them as they are when it is made.
 */
export async function customerProfiles(
  db: DB,
  userIds: number[],
): Promise<Map<number, Partial<BrandInformation>>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const [rows, brands] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'user_name', 'company_name', 'email', 'country_code', 'mobile_number'])
      .where('id', 'in', ids)
      .execute(),
    billToProfiles(db, ids),
  ]);
  return new Map(
    rows.map((u) => [
      u.id,
      {
        companyName: u.company_name || u.user_name,
        email: u.email,
        mobileNumber: u.mobile_number ? `+${u.country_code ?? '91'} ${u.mobile_number}` : null,
        ...brands.get(u.id),
      },
    ]),
  );
}

/** The plan's stored snapshot, else the account's details, with the state resolved. */
export function brandOf(
  snapshot: string | null,
  profile: Partial<BrandInformation> | undefined,
): BrandInformation {
  if (snapshot) {
    try {
      return resolveBrand(JSON.parse(snapshot) as Partial<BrandInformation>);
    } catch {
      // A damaged snapshot falls back to the account's details.
    }
  }
  return resolveBrand(profile ?? {});
}

export interface LineSource {
  name: string;
  hsn: string | null;
  quantity: number;
  price: number;
  originalPrice?: number | null;
  gst: number;
  startDate?: string | null;
  endDate?: string | null;
}

/** The main plan and its additional plans as bill lines (subtotal = Σ price × quantity, spec 00 section 9). */
export function billLines(main: LineSource, subs: LineSource[]): BillLineInput[] {
  return [main, ...subs].map((l) => ({
    description: l.name,
    hsn: l.hsn || DEFAULT_HSN,
    quantity: l.quantity,
    unitPrice: l.price,
    originalUnitPrice: l.originalPrice && l.originalPrice > l.price ? l.originalPrice : null,
    gstRate: l.gst,
    periodStart: l.startDate ?? null,
    periodEnd: l.endDate ?? null,
  }));
}
