import { describe, expect, it } from 'vitest';
import {
  clampQrSize,
  defaultQrChoices,
  qrFileOf,
  qrStylingOptions,
} from '../../src/renderer/components/qr/qrOptions';

describe('QR dialog options', () => {
  it('starts as a square 300 px PNG with square dots', () => {
    const o = qrStylingOptions('https://x.test/p/diwali', defaultQrChoices());
    expect(o).toMatchObject({ width: 300, height: 300, type: 'canvas', data: 'https://x.test/p/diwali' });
    expect(o.dotsOptions?.type).toBe('square');
  });
  it('an SVG is drawn as SVG and a logo raises the error correction', () => {
    const o = qrStylingOptions('l', {
      ...defaultQrChoices(),
      format: 'svg',
      logo: 'data:image/png;base64,AA==',
    });
    expect(o.type).toBe('svg');
    expect(o.qrOptions?.errorCorrectionLevel).toBe('H');
    expect(o.image).toBe('data:image/png;base64,AA==');
  });
  it('keeps the size whole and within 100 to 2000', () => {
    expect(clampQrSize(50)).toBe(100);
    expect(clampQrSize(5000)).toBe(2000);
    expect(clampQrSize(333.4)).toBe(333);
    expect(clampQrSize(Number.NaN)).toBe(300);
  });
  it('names the file after the format', () => {
    expect(qrFileOf('diwali-qr', 'webp')).toEqual({ fileName: 'diwali-qr.webp', mimeType: 'image/webp' });
    expect(qrFileOf('card.png', 'svg')).toEqual({ fileName: 'card.svg', mimeType: 'image/svg+xml' });
    expect(qrFileOf('', 'jpeg').fileName).toBe('qr-code.jpeg');
  });
});
