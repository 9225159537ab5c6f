import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { listOf } from '../http/envelope';
import { listQuery } from '../http/list';
import { idParams, masterRowSchema, nameField, statusBody } from './common';
import { HEX_COLOUR_PATTERN } from './rules';

/** Colours (issue 12, Masters): a name and a `#RRGGBB` value, for the colour pickers. */
export const colourSchema = masterRowSchema.extend({ hex: z.string() });

export const colourFormSchema = z.object({
  name: nameField,
  // Stored upper case, as the spec writes colours (#FFFFFF).
  hex: z
    .string()
    .trim()
    .min(1, 'Colour is Required')
    .regex(HEX_COLOUR_PATTERN, 'Use #RRGGBB, e.g. #FFFFFF')
    .transform((v) => v.toUpperCase()),
});

export const colourEndpoints = {
  colours: endpoint({
    method: 'GET',
    path: '/api/Colour',
    access: 'admin',
    summary: 'Colours',
    query: listQuery(['name', 'hex', 'createdDate']),
    response: listOf(colourSchema),
    exportable: true,
  }),
  activeColours: endpoint({
    method: 'GET',
    path: '/api/Colour/Active',
    access: 'signedIn',
    summary: 'Active colours, by name (pickers; spec 01 section 7)',
    response: z.array(colourSchema),
  }),
  colourById: endpoint({
    method: 'GET',
    path: '/api/Colour/:id',
    access: 'admin',
    summary: 'One colour (its edit page)',
    params: idParams,
    response: colourSchema,
  }),
  createColour: endpoint({
    method: 'POST',
    path: '/api/Colour',
    access: 'admin',
    summary: 'Add a colour (409 when the name is taken, ignoring case)',
    body: colourFormSchema,
    response: colourSchema,
  }),
  updateColour: endpoint({
    method: 'PUT',
    path: '/api/Colour/:id',
    access: 'admin',
    summary: 'Edit a colour',
    params: idParams,
    body: colourFormSchema,
    response: colourSchema,
  }),
  colourStatus: endpoint({
    method: 'PUT',
    path: '/api/Colour/:id/UpdateStatus',
    access: 'admin',
    summary: 'Activate or deactivate a colour',
    params: idParams,
    body: statusBody,
    response: colourSchema,
  }),
  deleteColour: endpoint({
    method: 'DELETE',
    path: '/api/Colour/:id',
    access: 'admin',
    summary: 'Delete a colour (409 while in use)',
    params: idParams,
    response: z.null(),
  }),
} as const;
