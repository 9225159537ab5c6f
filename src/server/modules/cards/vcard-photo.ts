import sharp from 'sharp';

/**
 * The vCard's PHOTO (issue 14): the card's logo as a JPEG no larger than 256 px a side, so the
 * contact file stays small enough for every phone's address book. Null when the logo is missing or
 * its bytes are not an image sharp can read: the contact is still worth saving without it.
 */
export async function vcardPhoto(logo: Buffer | null): Promise<Buffer | null> {
  if (!logo) return null;
  try {
    return await sharp(logo, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
      // A transparent PNG logo gets a white ground instead of JPEG's black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}
