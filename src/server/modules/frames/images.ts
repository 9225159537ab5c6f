import { imageSizeOf } from '../../../shared/files/image-size';
import { isDrawableSize } from '../../../shared/frames/rules';
import type { FilesService } from '../files/service';

/**
 * Frame images and the other pictures a frame draws (issue 12): their pixel size, and their bytes as
 * data: URIs for resvg, which loads nothing from the network. Files are read through the files
 * service with a signed address, as anyone the frames module has let see the frame may.
 */

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
