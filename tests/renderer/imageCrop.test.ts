import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_IMAGE_SIDE } from '../../src/renderer/components/ImageCropUpload/fitWithin';
import {
  IMAGE_ACCEPT,
  isAllowedImageName,
  outputFileName,
  outputTypeFor,
} from '../../src/renderer/components/ImageCropUpload/imageTypes';

describe('crop output size', () => {
  it('is at most 1024 px on the longer side', () => {
    expect(MAX_IMAGE_SIDE).toBe(1024);
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(2048, 2048)).toEqual({ width: 1024, height: 1024 });
  });

  it('never enlarges a small crop', () => {
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(1024, 10)).toEqual({ width: 1024, height: 10 });
  });

  it('rounds to whole pixels, at least 1', () => {
    expect(fitWithin(1500.6, 700.2)).toEqual({ width: 1024, height: 478 });
    expect(fitWithin(100000, 10)).toEqual({ width: 1024, height: 1 });
    expect(fitWithin(99.4, 50.5)).toEqual({ width: 99, height: 51 });
  });

  it('takes another limit and refuses empty sizes', () => {
    expect(fitWithin(800, 400, 200)).toEqual({ width: 200, height: 100 });
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 100)).toEqual({ width: 0, height: 0 });
  });
});

describe('image types', () => {
  it('accepts .png, .jpg and .jpeg in any case', () => {
    for (const name of ['a.png', 'b.jpg', 'c.jpeg', 'LOGO.PNG', 'photo.final.JPG'])
      expect(isAllowedImageName(name)).toBe(true);
  });

  it('refuses other types', () => {
    for (const name of ['a.gif', 'b.webp', 'c.svg', 'd.pdf', 'png', 'e.png.exe', ''])
      expect(isAllowedImageName(name)).toBe(false);
  });

  it('lets the file picker filter the same types', () => {
    expect(IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg,image/png,image/jpeg');
  });

  it('keeps PNG as PNG and JPEG as JPEG, with a matching name', () => {
    expect(outputTypeFor('a.PNG')).toBe('image/png');
    expect(outputTypeFor('a.jpeg')).toBe('image/jpeg');
    expect(outputFileName('logo.final.JPEG', 'image/jpeg')).toBe('logo.final.jpg');
    expect(outputFileName('.png', 'image/png')).toBe('image.png');
  });
});
