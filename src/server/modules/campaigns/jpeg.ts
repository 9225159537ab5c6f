/**
 * Campaign images are JPEG by their bytes (spec 02 §5: .jpeg or .jpg), whatever their name or
 * declared type says, and keep their natural size (issue 15).
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height of a JPEG from its first frame header (SOF marker); null when it is not a JPEG. */
export function jpegSize(bytes: Uint8Array): ImageSize | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    // Fill bytes, and markers that carry no length.
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
  return null;
}
