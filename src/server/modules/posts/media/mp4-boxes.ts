/**
 * Duration and picture size of an MP4 or MOV video read from its boxes (ISO/IEC 14496-12, the
 * QuickTime file format): `moov/mvhd` for the duration, each `trak`'s `tkhd` for the size and
 * rotation, `mdia/hdlr` to tell the picture track from sound. By hand, so no ffprobe has to be
 * installed beside the server (issue 13: the server measures media itself).
 */

export interface VideoFacts {
  durationS: number;
  /** As displayed: a phone's portrait video is stored landscape with a 90° rotation. */
  width: number;
  height: number;
}

interface Box {
  type: string;
  /** Where its content starts and ends (after the header). */
  start: number;
  end: number;
}

/** More boxes than any real file has at one level: a crafted file stops here. */
const MAX_BOXES = 10_000;

/** The boxes laid end to end between `start` and `end`; stops at the first box that does not fit. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end && boxes.length < MAX_BOXES) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) break;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at; // to the end of the file
    }
    if (size < header || at + size > end) break;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (bytes: Buffer, box: Box, type: string) =>
  boxesIn(bytes, box.start, box.end).find((b) => b.type === type);

/** `[timescale, duration]` of an `mvhd` or `mdhd` (version 0: 32-bit times, version 1: 64-bit). */
function timing(bytes: Buffer, box: Box): [number, number] | null {
  const version = bytes[box.start];
  const at = box.start + 4 + (version === 1 ? 16 : 8);
  if (at + (version === 1 ? 12 : 8) > box.end) return null;
  const timescale = bytes.readUInt32BE(at);
  const raw = version === 1 ? bytes.readBigUInt64BE(at + 4) : BigInt(bytes.readUInt32BE(at + 4));
  // All ones means "unknown" (a fragmented or live file).
  const unknown = version === 1 ? raw === 0xffffffffffffffffn : raw === 0xffffffffn;
  return timescale > 0 && !unknown ? [timescale, Number(raw)] : null;
}

/** Width, height and whether the track matrix turns the picture a quarter turn, from a `tkhd`. */
function trackSize(bytes: Buffer, box: Box) {
  const version = bytes[box.start];
  // version/flags 4, times and ids (v0: 4+4+4+4+4, v1: 8+8+4+4+8), reserved 8, layer, group,
  // volume, reserved 2 each, then the 3 × 3 matrix (36) and width and height as 16.16 numbers.
  const matrix = box.start + 4 + (version === 1 ? 32 : 20) + 16;
  if (matrix + 44 > box.end) return null;
  const a = bytes.readInt32BE(matrix);
  const b = bytes.readInt32BE(matrix + 4);
  const width = bytes.readUInt32BE(matrix + 36) / 65536;
  const height = bytes.readUInt32BE(matrix + 40) / 65536;
  return { width: Math.round(width), height: Math.round(height), quarterTurn: a === 0 && b !== 0 };
}

/** The handler of a track (`vide`, `soun`…), from `mdia/hdlr`. */
function handlerOf(bytes: Buffer, trak: Box): string | null {
  const mdia = child(bytes, trak, 'mdia');
  const hdlr = mdia && child(bytes, mdia, 'hdlr');
  return hdlr && hdlr.start + 12 <= hdlr.end
    ? bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12)
    : null;
}

/** The duration a fragmented MP4 declares in `mvex/mehd` (its `mvhd` says 0). */
function fragmentDuration(bytes: Buffer, moov: Box, timescale: number): number | null {
  const mvex = child(bytes, moov, 'mvex');
  const mehd = mvex && child(bytes, mvex, 'mehd');
  if (!mehd || mehd.start + 8 > mehd.end) return null;
  const version = bytes[mehd.start];
  if (version === 1 && mehd.start + 12 > mehd.end) return null;
  const value =
    version === 1 ? Number(bytes.readBigUInt64BE(mehd.start + 4)) : bytes.readUInt32BE(mehd.start + 4);
  return value > 0 ? value / timescale : null;
}

/**
 * The facts of a video, or why they cannot be read: no `moov`, no `mvhd`, no duration, no picture
 * track. Only the few boxes named are opened, at their fixed places, so nothing recurses.
 */
export function readVideoFacts(bytes: Buffer): VideoFacts | string {
  const moov = boxesIn(bytes, 0, bytes.length).find((b) => b.type === 'moov');
  if (!moov) return 'The video has no index (moov box); export it again as MP4 or MOV';
  const mvhd = child(bytes, moov, 'mvhd');
  const time = mvhd && timing(bytes, mvhd);
  if (!time) return "The video's length could not be read";
  const durationS = time[1] > 0 ? time[1] / time[0] : fragmentDuration(bytes, moov, time[0]);
  if (!durationS || !Number.isFinite(durationS)) return "The video's length could not be read";

  for (const trak of boxesIn(bytes, moov.start, moov.end).filter((b) => b.type === 'trak')) {
    const tkhd = child(bytes, trak, 'tkhd');
    const size = tkhd && trackSize(bytes, tkhd);
    if (!size || size.width === 0 || size.height === 0) continue;
    const handler = handlerOf(bytes, trak);
    if (handler && handler !== 'vide') continue;
    return size.quarterTurn
      ? { durationS, width: size.height, height: size.width }
      : { durationS, width: size.width, height: size.height };
  }
  return 'The video has no picture track';
}
