import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_INVOICE_PREFIX } from '../../../shared/billing/constants';
import { stateByCode } from '../../../shared/billing/gst-states';
import type { Supplier } from '../../../shared/billing/invoice';
import type { supplierSettingsFormSchema } from '../../../shared/billing/schemas';
import type { DB } from '../../db/connect';
import type { SupplierSettingsTable } from '../../db/schema';

/** The business's own invoice details (issue 5, Supplier settings): one row, id 1. */
const ROW_ID = 1;

export const UNCONFIGURED_SUPPLIER: Supplier = {
  configured: false,
  companyName: '',
  address1: null,
  address2: null,
  address3: null,
  stateCode: null,
  stateName: null,
  gstin: null,
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
  email: null,
  phone: null,
  bankName: null,
  bankAccountName: null,
  bankAccountNumber: null,
  bankIfsc: null,
  upiId: null,
  roundOff: false,
};

function toSupplier(r: Selectable<SupplierSettingsTable>): Supplier {
  return {
    configured: true,
    companyName: r.company_name,
    address1: r.address1,
    address2: r.address2,
    address3: r.address3,
    stateCode: r.state_code,
    stateName: stateByCode(r.state_code)?.name ?? null,
    gstin: r.gstin,
    invoicePrefix: r.invoice_prefix,
    email: r.email,
    phone: r.phone,
    bankName: r.bank_name,
    bankAccountName: r.bank_account_name,
    bankAccountNumber: r.bank_account_number,
    bankIfsc: r.bank_ifsc,
    upiId: r.upi_id,
    roundOff: r.round_off === 1,
  };
}

export async function loadSupplier(db: DB): Promise<Supplier> {
  const row = await db
    .selectFrom('supplier_settings')
    .selectAll()
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  return row ? toSupplier(row) : UNCONFIGURED_SUPPLIER;
}

export async function saveSupplier(
  db: DB,
  input: z.output<typeof supplierSettingsFormSchema>,
  now: Date,
): Promise<Supplier> {
  const values = {
    company_name: input.companyName,
    address1: input.address1,
    address2: input.address2,
    address3: input.address3,
    state_code: input.stateCode,
    gstin: input.gstin,
    invoice_prefix: input.invoicePrefix,
    email: input.email,
    phone: input.phone,
    bank_name: input.bankName,
    bank_account_name: input.bankAccountName,
    bank_account_number: input.bankAccountNumber,
    bank_ifsc: input.bankIfsc,
    upi_id: input.upiId,
    round_off: input.roundOff ? 1 : 0,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('supplier_settings')
    .values({ id: ROW_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return loadSupplier(db);
}
