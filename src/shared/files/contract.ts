import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';

export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The form fields beside the file (multipart: the spec's form data). */
export const uploadSchema = z.object({
  /** A website asset (spec 01 section 7, `isWeb`): stored public, so its address lasts and needs no signature. */
  isWeb: z.boolean('isWeb must be true or false').optional(),
});

export const filesContract = areaContract('files', {
  upload: endpoint({
    method: 'POST',
    path: '/api/Files',
    access: 'signedIn',
    summary: 'Store an image or PDF (logos, header media); answers its address and the upload space left',
    body: uploadSchema,
    files: {
      file: {
        maxBytes: MAX_UPLOAD_BYTES,
        types: UPLOAD_TYPES,
        tooLarge: 'The file is larger than 5 MB',
        wrongType: 'Only PNG, JPEG, WebP images and PDF files can be uploaded',
        required: 'Choose a file',
        counted: true,
      },
    },
    // `url` works for its viewer: signed for a day while the file is private (issue 10).
    response: z.object({ id: z.string(), url: z.string(), leftBytes: z.number().int() }),
    transfer: true,
  }),
});
