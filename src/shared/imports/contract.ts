import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { idSchema } from '../http/ids';
import { areaContract } from '../http/endpoint-ids';

/** Most rows one import request carries; the page sends larger files in several requests. */
export const MAX_IMPORT_ROWS = 5_000;

export const importResultSchema = z.object({
  totalUsers: z.number().int(),
  userRegister: z.number().int(),
  userAlreadyRegister: z.number().int(),
  repeatedUsers: z.number().int(),
  cardCreated: z.number().int(),
  notProperUserData: z.number().int(),
  /** Rows refused, by their position in the request (0-based), with the reasons. First 500 only. */
  invalidRows: z.array(z.object({ index: z.number().int(), reasons: z.array(z.string()) })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Nothing counted yet: the server's start for one request, the page's start for a whole file. */
export function emptyImportResult(totalUsers = 0): ImportResult {
  return {
    totalUsers,
    userRegister: 0,
    userAlreadyRegister: 0,
    repeatedUsers: 0,
    cardCreated: 0,
    notProperUserData: 0,
    invalidRows: [],
  };
}

export const importUsersSchema = z.object({
  ReferenceId: idSchema().nullable().optional(),
  plan: idSchema().nullable().optional(),
  defaultLogo: z.string().max(2048).nullable().optional(),
  /** Rows keyed FirstName, LastName, CompanyName, Country, MobileNumber, Email; each is checked on its own. */
  users: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, 'No users in the file')
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} users per request`),
  /** E-mails and mobiles of rows sent in earlier requests of the same file, so repeats across requests count as repeats. */
  seenBefore: z.array(z.string().max(300)).max(200_000).optional(),
});

export const importsContract = areaContract('imports', {
  importUsers: endpoint({
    method: 'POST',
    path: '/api/Users/ImportUsers',
    access: 'admin',
    summary: 'Create users from Excel rows (existing users counted, repeats counted once)',
    body: importUsersSchema,
    response: importResultSchema,
    transfer: true,
  }),
});
