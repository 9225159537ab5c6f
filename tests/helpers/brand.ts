import { filesContract } from '../../src/shared/files/contract';
import type { CompanyForm } from '../../src/shared/brand/schemas';
import type { TestServer } from './server';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** JPEG, WebP and PDF by their first bytes (the server sniffs the signature). */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
export const WEBP = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(40)]);
export const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' } as const;

/** Uploads bytes through `POST /api/Files` and answers the file's id and address. */
export async function upload(
  server: TestServer,
  token: string,
  bytes: Buffer = PNG,
  type: keyof typeof TYPES = 'png',
  isWeb?: boolean,
) {
  const { data } = await server.client(token).call(filesContract.upload, {
    body: isWeb === undefined ? {} : { isWeb },
    files: { file: { name: `file.${type}`, data: bytes, type: TYPES[type] } },
  });
  return data;
}

/**
 * A multipart request as any client could send it (no client-side checks): text fields, then files
 * by field name; answers status and JSON body.
 */
export async function rawForm(
  server: TestServer,
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: Record<string, { name: string; data: Buffer }> = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, f] of Object.entries(files))
    form.append(field, new Blob([new Uint8Array(f.data)]), f.name);
  const encoded = new Response(form);
  const res = await server.inject({
    method,
    url,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.payload ? res.json() : null };
}

/** A request as any client could send it (no client-side checks), answering status and JSON body. */
export async function raw(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
) {
  const res = await server.inject({
    method,
    url,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A company form with every required field, the logo at `logo`. */
export const companyForm = (logo: string, overrides: Partial<CompanyForm> = {}): CompanyForm => ({
  companyLogo: logo,
  brandColor: 'FF8800',
  companyName: 'Acme Traders',
  email: 'hello@acme.example',
  mobileNumber: '+91 98765 43210',
  website: 'acme.example',
  address1: '4 MG Road,',
  address2: 'Shivajinagar, ',
  address3: 'Pune, Maharashtra 411005',
  businessType: 'Product',
  ...overrides,
});
