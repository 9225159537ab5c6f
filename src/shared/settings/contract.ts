import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import {
  cardStateSchema,
  settingsChangesSchema,
  testConnectionBodySchema,
  testResultSchema,
} from './schemas';
import { areaContract } from '../http/endpoint-ids';

const cardParams = z.object({ id: z.string().max(64) });

/** Admin → Settings (issue 9 §1): the integrations' cards, saved and tested one at a time. */
export const settingsContract = areaContract('settings', {
  cards: endpoint({
    method: 'GET',
    path: '/api/Settings',
    access: 'admin',
    summary: 'Every integration card with its values; secrets only as set or not, never their value',
    response: z.array(cardStateSchema),
  }),
  saveCard: endpoint({
    method: 'PUT',
    path: '/api/Settings/:id',
    access: 'admin',
    summary:
      'Save one card; a secret is kept, replaced or cleared; fields set by the environment are left alone',
    params: cardParams,
    body: settingsChangesSchema,
    response: cardStateSchema,
  }),
  testCard: endpoint({
    method: 'POST',
    path: '/api/Settings/:id/Test',
    access: 'admin',
    summary:
      "Test connection: call the service's API with the card's values (the form's, unsaved, when sent)",
    params: cardParams,
    body: testConnectionBodySchema,
    response: testResultSchema,
  }),
});
