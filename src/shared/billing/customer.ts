import { z } from 'zod';

/**
 * The customer's details an invoice prints (their brand information), in its own file because both
 * the invoice (invoice.ts) and the plan rules (rules.ts, a plan's brand snapshot) read it.
 */
export const brandInformationSchema = z.object({
  companyName: z.string().nullable(),
  gstNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
});
export type BrandInformation = z.infer<typeof brandInformationSchema>;
