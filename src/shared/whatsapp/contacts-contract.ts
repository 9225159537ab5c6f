import { z } from 'zod';
import { endpoint, type FilePart } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import {
  CONTACT_MESSAGES as M,
  contactChoiceSchema,
  contactFormSchema,
  contactSchema,
  contactsQuery,
  contactUpdateSchema,
  importContactsResultSchema,
  optInSchema,
} from './contacts';

const idParams = z.object({ id: idParamSchema() });

/** The workbook an import takes: an .xlsx (a zip by its bytes), at most 10 MB. */
export const CONTACTS_FILE_PART: FilePart = {
  maxBytes: 10 * 1024 * 1024,
  types: ['application/zip'],
  tooLarge: M.importTooLarge,
  wrongType: M.importWrongType,
  required: M.importFileRequired,
};

/**
 * WhatsApp contacts (spec 03 §2.3, §3.3, §7.2; issue 26 Contacts): a User's own contacts, one per
 * number; another owner's id answers 404.
 */
export const contactsEndpoints = areaContract('whatsapp', {
  contacts: endpoint({
    method: 'GET',
    path: '/api/WhatsAppContact/Contacts',
    access: 'signedIn',
    summary:
      'My contacts, paged: Search over names, number, e-mail and company; OptIn all, yes or no; GroupId',
    query: contactsQuery,
    response: listOf(contactSchema),
  }),
  contactList: endpoint({
    method: 'GET',
    path: '/api/WhatsAppContact/ContactList',
    access: 'signedIn',
    summary: 'Every contact in short (id, name, number, opt-in), by name: the pickers',
    response: z.array(contactChoiceSchema),
  }),
  contactById: endpoint({
    method: 'GET',
    path: '/api/WhatsAppContact/Contact/:id',
    access: 'signedIn',
    summary: 'One contact',
    params: idParams,
    response: contactSchema,
  }),
  createContact: endpoint({
    method: 'POST',
    path: '/api/WhatsAppContact/Create',
    access: 'signedIn',
    summary: 'Add a contact; a number already among my contacts answers 409',
    body: contactFormSchema,
    response: contactSchema,
  }),
  updateContact: endpoint({
    method: 'PUT',
    path: '/api/WhatsAppContact/Update',
    access: 'signedIn',
    summary: 'Change a contact (its id in the body); a number of another of my contacts answers 409',
    body: contactUpdateSchema,
    response: contactSchema,
  }),
  setContactOptIn: endpoint({
    method: 'PUT',
    path: '/api/WhatsAppContact/opt-in/:id',
    access: 'signedIn',
    summary: "Turn a contact's opt-in on or off; off puts the number on my STOP list, on takes it off",
    params: idParams,
    body: optInSchema,
    response: contactSchema,
  }),
  deleteContact: endpoint({
    method: 'DELETE',
    path: '/api/WhatsAppContact/:id',
    access: 'signedIn',
    summary: 'Delete a contact (and its group memberships); the STOP list keeps its number',
    params: idParams,
    response: z.object({ id: z.number() }),
  }),
  exportContacts: endpoint({
    method: 'GET',
    path: '/api/WhatsAppContact/Export',
    access: 'signedIn',
    summary:
      'The contacts of the list query as an xlsx file with IsExport=true (text cells never formulas), else as the list',
    query: contactsQuery,
    response: listOf(contactSchema),
    exportable: true,
  }),
  importContacts: endpoint({
    method: 'POST',
    path: '/api/WhatsAppContact/ImportContacts',
    access: 'signedIn',
    summary:
      'Contacts from an Excel workbook (field file), read on the server: rows created, updated (number known), repeated in the file, rejected with reasons',
    body: z.object({}),
    files: { file: CONTACTS_FILE_PART },
    response: importContactsResultSchema,
    transfer: true,
  }),
});
