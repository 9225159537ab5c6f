import type { DotType, FileExtension, Options } from 'qr-code-styling';

/** The QR dialog's choices (spec 02 §2: the cards' and campaigns' QR download). */
export const QR_FORMATS = ['png', 'jpeg', 'webp', 'svg'] as const satisfies readonly FileExtension[];
export type QrFormat = (typeof QR_FORMATS)[number];

/** The dot shapes offered, with their labels (qr-code-styling's `DotType`s). */
export const QR_SHAPE_LABELS = {
  square: 'Square',
  dots: 'Dots',
  rounded: 'Rounded',
  'extra-rounded': 'Extra rounded',
  classy: 'Classy',
  'classy-rounded': 'Classy rounded',
} as const satisfies Partial<Record<DotType, string>>;
export type QrShape = keyof typeof QR_SHAPE_LABELS;
export const QR_SHAPES = Object.keys(QR_SHAPE_LABELS) as QrShape[];

export const QR_MIN_SIZE = 100;
export const QR_MAX_SIZE = 2000;

export interface QrChoices {
  format: QrFormat;
  shape: QrShape;
  /** The side of the square image in pixels; 300 by default. */
  size: number;
  color: string;
  background: string;
  /** A data: URL of the logo drawn in the middle, or null. */
  logo: string | null;
}

export const defaultQrChoices = (): QrChoices => ({
  format: 'png',
  shape: 'square',
  size: 300,
  color: '#000000',
  background: '#ffffff',
  logo: null,
});

/** A side within bounds and whole (the image stays square). */
export const clampQrSize = (n: number) =>
  Number.isFinite(n) ? Math.min(QR_MAX_SIZE, Math.max(QR_MIN_SIZE, Math.round(n))) : 300;

/** The qr-code-styling options for a link and the choices. */
export function qrStylingOptions(link: string, c: QrChoices): Partial<Options> {
  const size = clampQrSize(c.size);
  return {
    type: c.format === 'svg' ? 'svg' : 'canvas',
    width: size,
    height: size,
    data: link,
    margin: Math.round(size / 30),
    // A logo hides modules: the highest correction level keeps the code readable.
    qrOptions: { errorCorrectionLevel: c.logo ? 'H' : 'Q' },
    image: c.logo ?? undefined,
    imageOptions: { hideBackgroundDots: true, imageSize: 0.3, margin: 4, crossOrigin: 'anonymous' },
    dotsOptions: { type: c.shape, color: c.color },
    cornersSquareOptions: { color: c.color },
    cornersDotOptions: { color: c.color },
    backgroundOptions: { color: c.background },
  };
}

const MIME: Record<QrFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The file saved: the given name (its extension replaced) and its type. */
export function qrFileOf(fileName: string, format: QrFormat): { fileName: string; mimeType: string } {
  const base = fileName.replace(/\.[a-z0-9]+$/i, '').trim() || 'qr-code';
  return { fileName: `${base}.${format}`, mimeType: MIME[format] };
}
