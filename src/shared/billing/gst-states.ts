import { isGstin } from '../brand/rules';

/**
 * GST state codes (the first two digits of a GSTIN). Union territories without a legislature charge
 * UTGST instead of SGST on supplies within them (UTGST Act 2017, section 7).
 */
export interface GstState {
  code: string;
  name: string;
  /** Union territory without a legislature: UTGST replaces SGST. */
  utgst: boolean;
  /** Other spellings found in addresses. */
  aliases?: string[];
}

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', utgst: false, aliases: ['J&K', 'Jammu & Kashmir'] },
  { code: '02', name: 'Himachal Pradesh', utgst: false },
  { code: '03', name: 'Punjab', utgst: false },
  { code: '04', name: 'Chandigarh', utgst: true },
  { code: '05', name: 'Uttarakhand', utgst: false, aliases: ['Uttaranchal'] },
  { code: '06', name: 'Haryana', utgst: false },
  { code: '07', name: 'Delhi', utgst: false, aliases: ['New Delhi', 'NCT of Delhi'] },
  { code: '08', name: 'Rajasthan', utgst: false },
  { code: '09', name: 'Uttar Pradesh', utgst: false },
  { code: '10', name: 'Bihar', utgst: false },
  { code: '11', name: 'Sikkim', utgst: false },
  { code: '12', name: 'Arunachal Pradesh', utgst: false },
  { code: '13', name: 'Nagaland', utgst: false },
  { code: '14', name: 'Manipur', utgst: false },
  { code: '15', name: 'Mizoram', utgst: false },
  { code: '16', name: 'Tripura', utgst: false },
  { code: '17', name: 'Meghalaya', utgst: false },
  { code: '18', name: 'Assam', utgst: false },
  { code: '19', name: 'West Bengal', utgst: false },
  { code: '20', name: 'Jharkhand', utgst: false },
  { code: '21', name: 'Odisha', utgst: false, aliases: ['Orissa'] },
  { code: '22', name: 'Chhattisgarh', utgst: false },
  { code: '23', name: 'Madhya Pradesh', utgst: false },
  { code: '24', name: 'Gujarat', utgst: false },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    utgst: true,
    aliases: ['Daman and Diu', 'Daman & Diu', 'Dadra and Nagar Haveli', 'Dadra & Nagar Haveli'],
  },
  { code: '27', name: 'Maharashtra', utgst: false },
  { code: '29', name: 'Karnataka', utgst: false },
  { code: '30', name: 'Goa', utgst: false },
  { code: '31', name: 'Lakshadweep', utgst: true },
  { code: '32', name: 'Kerala', utgst: false },
  { code: '33', name: 'Tamil Nadu', utgst: false },
  { code: '34', name: 'Puducherry', utgst: false, aliases: ['Pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands', utgst: true, aliases: ['Andaman & Nicobar'] },
  { code: '36', name: 'Telangana', utgst: false },
  { code: '37', name: 'Andhra Pradesh', utgst: false },
  { code: '38', name: 'Ladakh', utgst: true },
  { code: '97', name: 'Other Territory', utgst: true },
];

export const GST_STATE_CODES = GST_STATES.map((s) => s.code) as [string, ...string[]];

export const stateByCode = (code: string | null | undefined): GstState | undefined =>
  code ? GST_STATES.find((s) => s.code === code) : undefined;

/**
 * The state code of a valid GSTIN (brand rules' `isGstin`), when it names a state of GST_STATES; a
 * retired code (25, 28) gives null, so the state comes from the address instead.
 */
export const stateCodeOfGstin = (gstin: string | null | undefined): string | null =>
  gstin && isGstin(gstin) && stateByCode(gstin.slice(0, 2)) ? gstin.slice(0, 2) : null;

const normalise = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The state named in free-text address lines (the last mention wins: "…, Mumbai, Maharashtra"). */
export function stateFromAddress(lines: readonly (string | null | undefined)[]): string | null {
  const text = normalise(lines.filter(Boolean).join(' , '));
  let best: { code: string; at: number; length: number } | null = null;
  for (const state of GST_STATES) {
    for (const name of [state.name, ...(state.aliases ?? [])]) {
      const needle = normalise(name);
      const at = text.lastIndexOf(needle);
      if (at < 0) continue;
      // Prefer the later mention, then the longer name ("Andhra Pradesh" over a bare "Pradesh" match).
      if (!best || at > best.at || (at === best.at && needle.length > best.length))
        best = { code: state.code, at, length: needle.length };
    }
  }
  return best?.code ?? null;
}

/**
 * The customer's state for the place of supply: from their GSTIN, else an explicit state, else
 * their address (issue 5, Amounts).
 */
export function customerStateCode(customer: {
  gstNumber?: string | null;
  stateCode?: string | null;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
}): string | null {
  return (
    stateCodeOfGstin(customer.gstNumber) ??
    (stateByCode(customer.stateCode) ? customer.stateCode! : null) ??
    stateFromAddress([customer.address1, customer.address2, customer.address3])
  );
}
