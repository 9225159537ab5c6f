import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measureMedia, probeMedia, sniffPostMedia } from '../../src/server/modules/posts/media/probe';
import { HttpError } from '../../src/server/http/errors';
import { UNSUPPORTED_MEDIA_MESSAGE } from '../../src/shared/posts/media';

/** An ISO-BMFF box: size, type, content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with a 64-bit size (size field 1), as large `mdat`s are written. */
function largeBox(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([header, body]);
}

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeInt32BE(v | 0, i * 4));
  return b;
};
const u64 = (value: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(value);
  return b;
};

const ftyp = (major: string, ...compatible: string[]) =>
  box('ftyp', Buffer.from(major, 'latin1'), u32(0), Buffer.from(compatible.join(''), 'latin1'));

function mvhd(timescale: number, duration: number | bigint, version: 0 | 1 = 0): Buffer {
  const times =
    version === 1
      ? Buffer.concat([u64(0n), u64(0n), u32(timescale), u64(BigInt(duration))])
      : u32(0, 0, timescale, Number(duration));
  return box('mvhd', u32(version << 24), times, Buffer.alloc(80));
}

const IDENTITY = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
const QUARTER_TURN = [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000];

function tkhd(width: number, height: number, matrix = IDENTITY, version: 0 | 1 = 0): Buffer {
  const times = version === 1 ? Buffer.concat([u64(0n), u64(0n), u32(1, 0), u64(0n)]) : u32(0, 0, 1, 0, 0);
  return box(
    'tkhd',
    u32(version << 24),
    times,
    Buffer.alloc(8),
    Buffer.alloc(8),
    u32(...matrix),
    u32(width * 65536, height * 65536),
  );
}

const hdlr = (handler: string) =>
  box('hdlr', u32(0, 0), Buffer.from(handler, 'latin1'), Buffer.alloc(12), Buffer.from([0]));
const trak = (size: Buffer, handler?: string) =>
  box('trak', size, ...(handler ? [box('mdia', box('mdhd', Buffer.alloc(24)), hdlr(handler))] : []));
const mdat = box('mdat', Buffer.alloc(64, 7));

/** A 12.5 s 1920 × 1080 MP4 with a sound track beside the picture. */
const sampleMp4 = () =>
  Buffer.concat([
    ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'),
    box('moov', mvhd(1000, 12_500), trak(tkhd(0, 0), 'soun'), trak(tkhd(1920, 1080), 'vide')),
    mdat,
  ]);

describe('the server measures videos from their MP4/MOV boxes (issue 13)', () => {
  it('reads the duration and size of an MP4', async () => {
    expect(await probeMedia(sampleMp4())).toEqual({
      mime: 'video/mp4',
      width: 1920,
      height: 1080,
      durationS: 12.5,
      bytes: sampleMp4().length,
    });
  });

  it('finds the index after the media data, as cameras write it', async () => {
    const file = Buffer.concat([
      ftyp('mp42'),
      mdat,
      box('moov', mvhd(600, 600 * 90), trak(tkhd(1280, 720), 'vide')),
    ]);
    expect(await probeMedia(file)).toMatchObject({ durationS: 90, width: 1280, height: 720 });
  });

  it('knows a QuickTime movie, with or without ftyp', async () => {
    const moov = box('moov', mvhd(600, 1800), trak(tkhd(640, 480), 'vide'));
    expect(await probeMedia(Buffer.concat([ftyp('qt  ', 'qt  '), moov]))).toMatchObject({
      mime: 'video/quicktime',
      durationS: 3,
    });
    expect(await probeMedia(Buffer.concat([box('wide', Buffer.alloc(0)), mdat, moov]))).toMatchObject({
      mime: 'video/quicktime',
    });
  });

  it('turns a phone’s portrait video upright (a quarter-turn matrix)', async () => {
    const file = Buffer.concat([
      ftyp('isom'),
      box('moov', mvhd(1000, 5000), trak(tkhd(1920, 1080, QUARTER_TURN), 'vide')),
    ]);
    expect(await probeMedia(file)).toMatchObject({ width: 1080, height: 1920 });
  });

  it('reads 64-bit headers and boxes (version 1 mvhd and tkhd, large mdat)', async () => {
    const file = Buffer.concat([
      ftyp('isom'),
      largeBox('mdat', Buffer.alloc(32)),
      box('moov', mvhd(90_000, 90_000n * 150n, 1), trak(tkhd(3840, 2160, IDENTITY, 1), 'vide')),
    ]);
    expect(await probeMedia(file)).toMatchObject({ durationS: 150, width: 3840, height: 2160 });
  });

  it('reads a fragmented MP4’s duration from mvex/mehd', async () => {
    const mehd = box('mehd', u32(0, 45_000));
    const file = Buffer.concat([
      ftyp('iso5', 'dash'),
      box('moov', mvhd(1000, 0), trak(tkhd(720, 1280), 'vide'), box('mvex', mehd)),
    ]);
    expect(await probeMedia(file)).toMatchObject({ durationS: 45 });
  });

  it('takes a track without a handler box by its picture size', async () => {
    const file = Buffer.concat([ftyp('isom'), box('moov', mvhd(1000, 1000), trak(tkhd(320, 240)))]);
    expect(await probeMedia(file)).toMatchObject({ width: 320, height: 240 });
  });

  it('refuses sound alone, a file with no index, or no length', async () => {
    const audio = Buffer.concat([
      ftyp('M4A ', 'M4A ', 'mp42'),
      box('moov', mvhd(44_100, 441_000), trak(tkhd(0, 0), 'soun')),
    ]);
    expect(await measureMedia(audio)).toEqual({ error: 'The video has no picture track' });
    expect(await measureMedia(Buffer.concat([ftyp('isom'), mdat]))).toEqual({
      error: 'The video has no index (moov box); export it again as MP4 or MOV',
    });
    const noLength = Buffer.concat([ftyp('isom'), box('moov', mvhd(1000, 0), trak(tkhd(640, 480), 'vide'))]);
    expect(await measureMedia(noLength)).toEqual({ error: "The video's length could not be read" });
    const unknownLength = Buffer.concat([
      ftyp('isom'),
      box('moov', mvhd(1000, 0xffffffff), trak(tkhd(640, 480), 'vide')),
    ]);
    expect(await measureMedia(unknownLength)).toEqual({ error: "The video's length could not be read" });
  });

  it('never throws on a cut or corrupted video, whatever the cut', async () => {
    const file = sampleMp4();
    for (let length = 0; length <= file.length; length += 3) {
      const result = await measureMedia(file.subarray(0, length));
      expect(result).toBeTypeOf('object');
    }
    const lying = Buffer.from(file);
    lying.writeUInt32BE(0xfffffff0, 32); // the moov box claims to be huge
    expect(await measureMedia(lying)).toHaveProperty('error');
  });

  it('does not take a HEIC or AVIF picture for a video', () => {
    expect(sniffPostMedia(Buffer.concat([ftyp('heic', 'mif1', 'heic'), mdat]))).toBeNull();
    expect(sniffPostMedia(Buffer.concat([ftyp('avif', 'mif1', 'avif'), mdat]))).toBeNull();
  });
});

describe('the server measures images with sharp (issue 13)', () => {
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

  it.each([
    ['image/png', () => picture(300, 200).png().toBuffer()],
    ['image/jpeg', () => picture(300, 200).jpeg().toBuffer()],
    ['image/webp', () => picture(300, 200).webp().toBuffer()],
    ['image/gif', () => picture(300, 200).gif().toBuffer()],
  ])('knows %s by its bytes and reads its size', async (mime, make) => {
    const bytes = await make();
    expect(await probeMedia(bytes)).toEqual({ mime, width: 300, height: 200, bytes: bytes.length });
  });

  it('reads a sideways phone photo as displayed (EXIF orientation)', async () => {
    const bytes = await picture(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await probeMedia(bytes)).toMatchObject({ width: 300, height: 400 });
  });

  it('refuses a file that only claims to be an image', async () => {
    const text = Buffer.from('This is a text file named photo.jpg, not a photo.');
    expect(await measureMedia(text)).toEqual({ error: UNSUPPORTED_MEDIA_MESSAGE });
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    expect(await measureMedia(pdf)).toEqual({ error: UNSUPPORTED_MEDIA_MESSAGE });
    const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    expect(await measureMedia(brokenJpeg)).toEqual({ error: 'The image could not be read' });
    expect(await measureMedia(Buffer.alloc(0))).toEqual({ error: 'The file is empty' });
  });

  it('answers 422 with the message on the field named', async () => {
    const err = await probeMedia(Buffer.from('plain text, not media'), 'media.0').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(422);
    expect((err as HttpError).errors).toEqual({ 'media.0': UNSUPPORTED_MEDIA_MESSAGE });
  });
});
