import { stateByCode } from './gst-states';

/**
 * Invoice totals in integer paise (spec 00 section 9, issue 5 Amounts): subtotal = Σ price ×
 * quantity including the additional plans; GST grouped by rate; CGST + SGST (or UTGST) when the
 * supplier's state is the place of supply, else IGST; final = total + GST to 2 decimals (paise
 * exact), with a round-off line to the rupee only when Invoice Settings ask for it.
 */
export interface BillLineInput {
  description: string;
  hsn: string | null;
  quantity: number;
  /** Price charged per unit, paise (after any discount). */
  unitPrice: number;
  /** List price per unit, paise; above `unitPrice` when a discount applies. */
  originalUnitPrice?: number | null;
  /** GST rate in percent. */
  gstRate: number;
  periodStart?: string | null;
  periodEnd?: string | null;
}

export interface BillLine extends BillLineInput {
  /** Quantity × list price. */
  grossValue: number;
  discount: number;
  /** Quantity × price charged: the value GST is charged on. */
  taxableValue: number;
}

export type TaxHeadName = 'CGST' | 'SGST' | 'UTGST' | 'IGST';

export interface TaxGroup {
  rate: number;
  taxableValue: number;
  heads: { name: TaxHeadName; rate: number; amount: number }[];
  amount: number;
}

export interface BillTotals {
  lines: BillLine[];
  /** Σ taxable values. */
  subTotal: number;
  taxes: TaxGroup[];
  taxAmount: number;
  /** Added to reach a whole rupee (−49 … +50 paise) when rounding is on; else 0. */
  roundOff: number;
  /** subTotal + taxAmount + roundOff. */
  total: number;
  intraState: boolean;
  placeOfSupply: string | null;
}

/** round(value × ratePercent / 100), half up, in exact integer arithmetic (rates have ≤ 2 decimals). */
export function percentOf(value: number, ratePercent: number): number {
  const numerator = value * Math.round(ratePercent * 100);
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) + 5000) / 10000);
}

/** To the nearest rupee, half up. */
export const roundToRupee = (paise: number) => Math.floor((paise + 50) / 100) * 100;

/**
 * Place of supply of a service: the recipient's state; where it is not known, the supplier's
 * (IGST Act 2017, section 12(2)). Intra-state (CGST + SGST/UTGST) when it equals the supplier's
 * state, or when the supplier's state is not set yet.
 */
export function supplyKind(supplierState: string | null, customerState: string | null) {
  const placeOfSupply = customerState ?? supplierState;
  const intraState = !supplierState || !placeOfSupply || placeOfSupply === supplierState;
  return { placeOfSupply, intraState };
}

export function billTotals(
  inputs: readonly BillLineInput[],
  parties: {
    supplierState: string | null;
    customerState: string | null;
    /** "Round off to the rupee" (Invoice Settings; off by default). */
    roundOff?: boolean;
  },
): BillTotals {
  const { placeOfSupply, intraState } = supplyKind(parties.supplierState, parties.customerState);
  const localHead: TaxHeadName = stateByCode(placeOfSupply)?.utgst ? 'UTGST' : 'SGST';

  const lines: BillLine[] = inputs.map((l) => {
    const taxableValue = l.unitPrice * l.quantity;
    const grossValue = Math.max(l.originalUnitPrice ?? l.unitPrice, l.unitPrice) * l.quantity;
    return { ...l, grossValue, discount: grossValue - taxableValue, taxableValue };
  });

  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.gstRate, (byRate.get(l.gstRate) ?? 0) + l.taxableValue);
  const taxes: TaxGroup[] = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, taxableValue]) => {
      const heads = intraState
        ? [
            { name: 'CGST' as const, rate: rate / 2, amount: percentOf(taxableValue, rate / 2) },
            { name: localHead, rate: rate / 2, amount: percentOf(taxableValue, rate / 2) },
          ]
        : [{ name: 'IGST' as const, rate, amount: percentOf(taxableValue, rate) }];
      return { rate, taxableValue, heads, amount: heads.reduce((s, h) => s + h.amount, 0) };
    });

  const subTotal = lines.reduce((s, l) => s + l.taxableValue, 0);
  const taxAmount = taxes.reduce((s, t) => s + t.amount, 0);
  const total = parties.roundOff ? roundToRupee(subTotal + taxAmount) : subTotal + taxAmount;
  return {
    lines,
    subTotal,
    taxes,
    taxAmount,
    roundOff: total - (subTotal + taxAmount),
    total,
    intraState,
    placeOfSupply,
  };
}
