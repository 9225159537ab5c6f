import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';

export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
/** 5 MB of file, as base64 text (4 characters per 3 bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadSchema = z.object({
  fileName: z.string().trim().min(1, 'File name is required').max(200),
  contentType: z.enum(UPLOAD_TYPES, 'Only PNG, JPEG, WebP images and PDF files can be uploaded'),
  dataBase64: z
    .string()
    .min(1, 'The file is empty')
    .max(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4, 'The file is larger than 5 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The file is not base64 encoded'),
  /** A website asset (spec 01 section 7, `isWeb`): stored public, so its address lasts and needs no signature. */
  isWeb: z.boolean().optional(),
});

export const filesContract = areaContract('files', {
  upload: endpoint({
    method: 'POST',
    path: '/api/Files',
    access: 'signedIn',
    summary: 'Store an image or PDF (logos, header media); answers its address and the upload space left',
    body: uploadSchema,
    // `url` works for its viewer: signed for a day while the file is private (issue 10).
    response: z.object({ id: z.string(), url: z.string(), leftBytes: z.number().int() }),
    transfer: true,
  }),
});
