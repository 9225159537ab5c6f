import zlib from 'node:zlib';
import { isJunkEntry, megabytes } from '../../shared/files/zip-rules';
import { HttpError } from '../http/errors';

/**
 * Reading an uploaded package zip safely, for every kind of package (design templates, issue 12;
 * web templates, issue 24). The central directory is read first and judged before one byte is
 * inflated: the number of entries, the sizes they declare, their names (no zip slip), links. Each
 * entry is then inflated with the size it declared as a hard cap, so a zip bomb that lies about its
 * sizes stops at the cap instead of filling the memory.
 */

/** The problems that make a package unusable, each on its own (issue 12, Bad input: "listing each problem"). */
export class PackageProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** Most problems named in the message (the field errors carry them all). */
const PROBLEMS_IN_MESSAGE = 10;

/**
 * The 422 for a refused package: the message names the problems (a toast shows it), and each is a
 * field error `problems.<n>` so that a form can list them.
 */
export function packageRefused(problems: string[]): HttpError {
  const shown = problems.slice(0, PROBLEMS_IN_MESSAGE).join('; ');
  const more =
    problems.length > PROBLEMS_IN_MESSAGE ? ` (and ${problems.length - PROBLEMS_IN_MESSAGE} more)` : '';
  return new HttpError(
    422,
    `The zip file is not a valid template package: ${shown}${more}`,
    'ValidationFailed',
    Object.fromEntries(problems.map((p, i) => [`problems.${i}`, p])),
  );
}

/** One entry as the central directory declares it. */
export interface ZipEntry {
  name: string;
  compression: number;
  compressedSize: number;
  /** The size it declares unpacked (the cap it is inflated with). */
  size: number;
  /** A symbolic link (Unix mode in the external attributes). */
  isLink: boolean;
  localHeaderOffset: number;
}

export interface ZipLimits {
  maxZipBytes: number;
  maxEntries: number;
  maxUnpackedBytes: number;
}

const NOT_A_ZIP = 'The file is not a valid zip archive';
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const UNIX = 3;

/**
 * The entries of a zip's central directory, without inflating anything, or the problem that stops
 * there (not a zip, more entries than allowed, a zip64 archive, which no package needs).
 */
export function zipEntries(zip: Uint8Array, maxEntries: number): ZipEntry[] | string {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end record sits in the last 22 bytes plus at most a 65535-byte comment.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) return NOT_A_ZIP;
  const count = view.getUint16(end + 10, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff) return NOT_A_ZIP;
  if (count > maxEntries) return `The zip holds more than ${maxEntries} files`;
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== CENTRAL) return NOT_A_ZIP;
    const madeBy = view.getUint16(at + 4, true) >> 8;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const mode = view.getUint32(at + 38, true) >>> 16;
    if (at + 46 + nameLength > zip.length) return NOT_A_ZIP;
    const entry: ZipEntry = {
      name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)),
      compression: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      isLink: madeBy === UNIX && (mode & S_IFMT) === S_IFLNK,
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) return NOT_A_ZIP;
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's bytes, inflated with its declared size as the cap; null when it cannot be read. */
function entryBytes(zip: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || view.getUint32(at, true) !== LOCAL) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > zip.length) return null;
  const data = zip.subarray(start, end);
  if (entry.compression === 0) return data.length === entry.size ? data : null;
  try {
    // maxOutputLength throws the moment the data inflates past what the entry declared.
    const out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    return out.length === entry.size ? new Uint8Array(out.buffer, out.byteOffset, out.byteLength) : null;
  } catch {
    return null;
  }
}

export interface UnpackedZip {
  /** Every file inside (after a wrapping folder is removed, junk skipped), in zip order. */
  names: string[];
  /** The bytes of each, by name. */
  files: Map<string, Uint8Array>;
  /** What they unpack to in all. */
  unpackedBytes: number;
}

/**
 * Reads a package zip: the limits on the sizes it declares first, then each entry's name
 * (`nameProblem`, the package's own rules after the shared ones), then its bytes. A zip made from a
 * folder wraps everything in it: when `marker` is not at the top but is in the one folder that holds
 * everything, that folder's content is read as the package. Throws PackageProblems listing each.
 */
export function unpackZip(
  zip: Uint8Array,
  limits: ZipLimits,
  marker: string,
  nameProblem: (name: string) => string | null,
): UnpackedZip {
  if (zip.length > limits.maxZipBytes)
    throw new PackageProblems([`The zip file is larger than ${megabytes(limits.maxZipBytes)}`]);
  const declared = zipEntries(zip, limits.maxEntries);
  if (typeof declared === 'string') throw new PackageProblems([declared]);
  const entries = declared.filter((e) => !isJunkEntry(e.name));

  const all = entries.map((e) => e.name);
  const top = all[0]?.split('/')[0];
  const wrapped =
    !all.includes(marker) &&
    all.length > 0 &&
    !!top &&
    all.every((n) => n.startsWith(`${top}/`)) &&
    all.includes(`${top}/${marker}`);
  const nameOf = (entry: string) => (wrapped ? entry.slice(top!.length + 1) : entry);

  const problems: string[] = [];
  let unpacked = 0;
  const seen = new Set<string>();
  for (const e of entries) {
    const name = nameOf(e.name);
    if (e.isLink) problems.push(`${name}: links are not allowed in a package`);
    else {
      const problem = nameProblem(name);
      if (problem) problems.push(problem);
    }
    if (seen.has(name)) problems.push(`${name} is in the zip twice`);
    seen.add(name);
    if (e.compression !== 0 && e.compression !== 8)
      problems.push(`${name} uses a compression method this server cannot read (use Deflate)`);
    unpacked += e.size;
  }
  if (unpacked > limits.maxUnpackedBytes)
    problems.push(
      `The files unzip to ${megabytes(unpacked)}; a package unzips to at most ${megabytes(limits.maxUnpackedBytes)}`,
    );
  if (problems.length) throw new PackageProblems(problems);

  const files = new Map<string, Uint8Array>();
  for (const e of entries) {
    const bytes = entryBytes(zip, e);
    if (!bytes)
      throw new PackageProblems([`The zip archive is damaged: ${nameOf(e.name)} cannot be unpacked`]);
    files.set(nameOf(e.name), bytes);
  }
  return { names: entries.map((e) => nameOf(e.name)), files, unpackedBytes: unpacked };
}
