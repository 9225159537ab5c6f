import { isDrawableSize } from '../../../shared/frames/rules';
import type { FilesService } from '../files/service';

/**
 * Frame images and the other pictures a frame draws (issue 12): their pixel size, and their bytes as
 * data: URIs for resvg, which loads nothing from the network. Files are read through the files
 * service with a signed address, as anyone the frames module has let see the frame may.
 */

/** Width and height of a PNG (IHDR) or JPEG (first SOF marker); null when the bytes are neither. */
export function imageSizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR') {
    const size = { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
    return size.width > 0 && size.height > 0 ? size : null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let at = 2;
    while (at + 9 < b.length) {
      if (b[at] !== 0xff) return null;
      const marker = b[at + 1];
      // Fill bytes and markers without a length.
      if (marker === 0xff) {
        at++;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      }
      const length = b.readUInt16BE(at + 2);
      // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const size = { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
        return size.width > 0 && size.height > 0 ? size : null;
      }
      if (length < 2) return null;
      at += 2 + length;
    }
  }
  return null;
}

/** The bytes of a stored file the caller has been allowed to draw (a signed read), or null. */
export async function storedBytes(
  files: FilesService,
  fileId: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const signed = new URL(files.addressOf(fileId, false));
  const file = await files.read(fileId, null, {
    expires: signed.searchParams.get('expires') ?? undefined,
    sig: signed.searchParams.get('sig') ?? undefined,
  });
  return file && { bytes: file.bytes, contentType: file.contentType };
}

export const dataUri = (bytes: Uint8Array, contentType: string) =>
  `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;

/**
 * A picture kept by address (a company logo) as a data: URI, when it is one of our stored PNG or
 * JPEG files of a size the renderer can decode; null otherwise (a frame then draws without it rather
 * than fetching from elsewhere).
 */
export async function pictureDataUri(files: FilesService, address: string | null): Promise<string | null> {
  if (!address) return null;
  const stored = await files.storedFile(address);
  if (!stored || (stored.contentType !== 'image/png' && stored.contentType !== 'image/jpeg')) return null;
  const file = await storedBytes(files, stored.id);
  const size = file && imageSizeOf(file.bytes);
  return file && size && isDrawableSize(size) ? dataUri(file.bytes, stored.contentType) : null;
}
