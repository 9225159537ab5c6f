/** A picture's size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const positive = (size: ImageSize) => (size.width > 0 && size.height > 0 ? size : null);

/** Width and height of a PNG from its IHDR chunk; null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ihdr = String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]);
  if (v.getUint32(0) !== 0x89504e47 || ihdr !== 'IHDR') return null;
  return positive({ width: v.getUint32(16), height: v.getUint32(20) });
}

/**
 * Width and height of a JPEG from its first frame header (SOF marker), whatever its name or
 * declared type says; null when the bytes are not a JPEG.
 */
export function jpegSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    // Fill bytes, and markers that carry no length.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = v.getUint16(at + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return positive({ height: v.getUint16(at + 5), width: v.getUint16(at + 7) });
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** Width and height of a PNG or a JPEG; null when the bytes are neither. */
export const imageSizeOf = (bytes: Uint8Array): ImageSize | null => pngSize(bytes) ?? jpegSize(bytes);
