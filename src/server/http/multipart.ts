import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { EndpointDef, FilePart } from '../../shared/http/endpoint';
import {
  DOCX_TYPE,
  headMayBe,
  isWordDocument,
  SNIFF_BYTES,
  sniffType,
  utf8TextStream,
  type KnownType,
} from '../../shared/files/sniff-type';
import { zipEntries } from '../zip/package-zip';
import { HttpError, invalid } from './errors';

/** A file part as the intake received it: on disk in a temporary file, its type known from its bytes. */
export interface ReceivedFile {
  field: string;
  /** The name the sender gave (never a path on our side). */
  fileName: string;
  /** The temporary file; it is deleted when the request ends. */
  path: string;
  size: number;
  type: KnownType;
  sha256: string;
  /** The bytes, for areas that judge small files whole (images, fonts, zips: bounded by their limit). */
  bytes(): Promise<Buffer>;
}

/** What a multipart request carried. */
export interface ReceivedForm {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
  /** A digest of the fields and files, for Idempotency-Key (the same key with another file is refused). */
  digest: string;
}

/** Text fields: few and short (JSON body limits stay small). */
const FIELD_LIMITS = { fields: 50, fieldSize: 64 * 1024 };

/** Whether the request says it is multipart form data. */
export const isMultipart = (req: FastifyRequest) =>
  String(req.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/form-data');

/**
 * The bytes a request's counted files may take, reserved before the first is read: what the request
 * says it carries (Content-Length), never more than the counted parts allow.
 */
export function bytesToReserve(req: FastifyRequest, e: EndpointDef): number {
  const most = Object.values(e.files ?? {})
    .filter((p) => p.counted)
    .reduce((sum, p) => sum + p.maxBytes, 0);
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > 0 ? Math.min(declared, most) : most;
}

/**
 * Reads a multipart request as it streams (ARCHITECTURE.md: files arrive as streamed multipart):
 * text fields into memory (few and small), each file part to a temporary file under `tempDir`,
 * its type judged from its first bytes before any is written and its size counted as it comes.
 * The moment a part shows the wrong type or passes its size the reading stops and the answer is
 * 422 or 413, so memory stays flat and the rest of an oversized body is never read. Temporary files
 * are deleted on failure; on success the caller deletes them with `discard`.
 */
export async function receiveMultipart(
  req: FastifyRequest,
  e: Pick<EndpointDef, 'files'>,
  tempDir: string,
  /** The rules of a file part when they depend on the fields sent before it (a signed upload form). */
  partSpec: (field: string, fields: Record<string, string>) => FilePart | undefined = (field) =>
    e.files?.[field],
): Promise<ReceivedForm> {
  if (!isMultipart(req))
    throw new HttpError(415, 'Send this form as multipart/form-data', 'UnsupportedMediaType');
  const declared = e.files ?? {};
  const largest = Math.max(...Object.values(declared).map((p) => p.maxBytes));
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const digest = crypto.createHash('sha256');
  await fsp.mkdir(tempDir, { recursive: true });
  try {
    const parts = req.parts({
      limits: {
        ...FIELD_LIMITS,
        files: Object.keys(declared).length,
        parts: FIELD_LIMITS.fields + Object.keys(declared).length,
        // Our own count stops a part one byte past its limit; busboy's is a backstop.
        fileSize: largest + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw invalid({ [part.fieldname]: 'Expected text' });
        fields[part.fieldname] = part.value;
        digest.update(`${part.fieldname}=${part.value}\n`);
        continue;
      }
      const spec = partSpec(part.fieldname, fields);
      if (!spec || files[part.fieldname]) {
        part.file.resume();
        throw invalid({ [part.fieldname]: 'This form takes no such file' });
      }
      const file = await streamToDisk(part.file, part.fieldname, part.filename, spec, tempDir);
      files[part.fieldname] = file;
      digest.update(`${part.fieldname}:${file.fileName}:${file.sha256}\n`);
    }
  } catch (err) {
    await discard(Object.values(files));
    throw asHttpError(err, e);
  }
  for (const [field, spec] of Object.entries(declared))
    if (spec.required && !files[field]) throw invalid({ [field]: spec.required });
  return { fields, files, digest: digest.digest('hex') };
}

/** Deletes the temporary files of a request (a missing one is no error). */
export async function discard(files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => fsp.rm(f.path, { force: true })));
}

async function streamToDisk(
  source: NodeJS.ReadableStream,
  field: string,
  fileName: string,
  spec: FilePart,
  tempDir: string,
): Promise<ReceivedFile> {
  const file = path.join(tempDir, crypto.randomUUID());
  const hash = crypto.createHash('sha256');
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);
  let type: KnownType | null = null;
  const wrongType = () => invalid({ [field]: spec.wrongType });
  // A text file is text to its last byte: each chunk after the first ones is judged as it passes.
  let text: ReturnType<typeof utf8TextStream> | null = null;
  const judge = (bytes: Buffer) => {
    type = sniffType(bytes);
    if (!type || !headMayBe(type, spec.types)) throw wrongType();
    if (type === 'text/plain') text = utf8TextStream();
  };
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      try {
        size += chunk.length;
        if (size > spec.maxBytes)
          throw new HttpError(413, spec.tooLarge, 'PayloadTooLarge', { [field]: spec.tooLarge });
        hash.update(chunk);
        if (head === null) {
          if (text && !text.push(chunk)) throw wrongType();
          return done(null, chunk);
        }
        // Nothing is written before the first bytes show an accepted type.
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) return done();
        judge(head);
        if (text && !text.push(head)) throw wrongType();
        const out = head;
        head = null;
        done(null, out);
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        if (head !== null) {
          if (head.length === 0) throw invalid({ [field]: spec.required ?? 'The file is empty' });
          judge(head);
          if (text && !text.push(head)) throw wrongType();
          this.push(head);
        }
        if (text && !text.end()) throw wrongType();
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  try {
    await pipeline(source, check, fs.createWriteStream(file, { flags: 'wx' }));
    type = await wordOrZip(file, type!, spec.types);
    if (!type) throw wrongType();
  } catch (err) {
    await fsp.rm(file, { force: true });
    throw err;
  }
  return {
    field,
    fileName: path.basename(fileName || field).slice(0, 200),
    path: file,
    size,
    type: type!,
    sha256: hash.digest('hex'),
    bytes: () => fsp.readFile(file),
  };
}

/** Central directory entries read to tell a Word document from another zip. */
const MOST_ZIP_ENTRIES = 10_000;

/**
 * A zip part where a Word document (.docx) is wanted: a .docx when its central directory names a
 * Word package's entries, else a plain zip (null when the part does not take plain zips either).
 */
async function wordOrZip(
  file: string,
  type: KnownType,
  wanted: readonly KnownType[],
): Promise<KnownType | null> {
  if (type !== 'application/zip' || !wanted.includes(DOCX_TYPE)) return type;
  const entries = zipEntries(await fsp.readFile(file), MOST_ZIP_ENTRIES);
  if (typeof entries !== 'string' && isWordDocument(entries.map((e) => e.name))) return DOCX_TYPE;
  return wanted.includes('application/zip') ? type : null;
}

/** Busboy's own limits and a cut-off body, as answers a client can act on. */
function asHttpError(err: unknown, e: Pick<EndpointDef, 'files'>): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const [field, spec] = Object.entries(e.files ?? {})[0];
    return new HttpError(413, spec.tooLarge, 'PayloadTooLarge', { [field]: spec.tooLarge });
  }
  if (code.startsWith('FST_') || /multipart|boundary|unexpected end/i.test(String((err as Error).message)))
    return new HttpError(400, 'The form data could not be read', 'BadRequest');
  return err;
}
