import type { Contact } from '../../../shared/whatsapp/contacts';
import type { AuthUser } from '../../http/context';
import { xlsxAnswer, type XlsxColumn } from '../../http/xlsx';
import { listContacts, type ContactsQuery } from './contacts';
import type { WhatsappDeps } from './deps';

const COLUMNS: XlsxColumn<Contact>[] = [
  { header: 'First Name', value: (c) => c.firstName },
  { header: 'Last Name', value: (c) => c.lastName },
  { header: 'Country Code', value: (c) => c.countryCode, width: 14 },
  { header: 'Mobile Number', value: (c) => c.mobileNumber },
  { header: 'Email', value: (c) => c.email, width: 28 },
  { header: 'Company Name', value: (c) => c.companyName, width: 24 },
  { header: 'Custom Field 1', value: (c) => c.customField1 },
  { header: 'Custom Field 2', value: (c) => c.customField2 },
  { header: 'Custom Field 3', value: (c) => c.customField3 },
  { header: 'Custom Field 4', value: (c) => c.customField4 },
  { header: 'Custom Field 5', value: (c) => c.customField5 },
  { header: 'Opt In', value: (c) => (c.optIn ? 'Yes' : 'No'), width: 10 },
];

/**
 * GET Export: the contacts of the list query as a workbook in the import's own columns (so an
 * export can be edited and imported back); text cells in the Text format, never run as formulas.
 */
export async function exportContacts(deps: WhatsappDeps, caller: AuthUser, q: ContactsQuery) {
  const { records } = await listContacts(deps, caller, { ...q, IsExport: true });
  return xlsxAnswer('WhatsApp Contacts.xlsx', 'Contacts', COLUMNS, records);
}
