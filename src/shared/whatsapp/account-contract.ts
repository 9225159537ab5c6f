import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { idParamSchema } from '../http/ids';
import { accountFieldsSchema, accountSchema } from './account';

const idParams = z.object({ id: idParamSchema() });

/**
 * WhatsApp numbers (issue 26 Account; spec 02's connect form): a User's own; saving checks them with
 * the Cloud API (a refusal is 422 on the token) and subscribes the app; a number another owner has
 * is 409; the token and App Secret are never returned.
 */
export const accountEndpoints = areaContract('whatsapp', {
  accounts: endpoint({
    method: 'GET',
    path: '/api/WhatsAppAccount/Accounts',
    access: 'signedIn',
    summary: 'My WhatsApp numbers, with quality, throughput, messaging limit, callback URL and verify token',
    response: z.array(accountSchema),
  }),
  accountById: endpoint({
    method: 'GET',
    path: '/api/WhatsAppAccount/Account/:id',
    access: 'signedIn',
    summary: 'One of my WhatsApp numbers',
    params: idParams,
    response: accountSchema,
  }),
  connectAccount: endpoint({
    method: 'POST',
    path: '/api/WhatsAppAccount/Connect',
    access: 'signedIn',
    summary:
      'Connect a WhatsApp number: checked with the Cloud API (422 on the token when refused), the app subscribed; 409 when another owner has it',
    body: accountFieldsSchema,
    response: accountSchema,
  }),
  updateAccount: endpoint({
    method: 'PUT',
    path: '/api/WhatsAppAccount/Account/:id',
    access: 'signedIn',
    summary: 'Change a number’s token, App Secret or App Id: checked again with the Cloud API',
    params: idParams,
    body: accountFieldsSchema,
    response: accountSchema,
  }),
  disconnectAccount: endpoint({
    method: 'DELETE',
    path: '/api/WhatsAppAccount/Account/:id',
    access: 'signedIn',
    summary: 'Disconnect a WhatsApp number (a bot deployed on it is disconnected too)',
    params: idParams,
    response: z.null(),
  }),
});
