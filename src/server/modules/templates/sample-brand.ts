import { Resvg } from '@resvg/resvg-js';
import type { BrandField } from '../../../shared/catalog/rules';
import { FALLBACK_FONT_FAMILY, FALLBACK_FONT_FILE } from './render';

/**
 * The sample brand a package preview is drawn with (issue 12: "A valid upload is previewed with a
 * sample brand"), so the Admin sees where each placeholder's value goes.
 */
export const SAMPLE_BRAND: Record<Exclude<BrandField, 'companyLogo'>, string> = {
  companyName: 'Your Company Name',
  email: 'hello@yourcompany.com',
  mobileNumber: '+91 98765 43210',
  website: 'www.yourcompany.com',
  address1: '12 Market Road',
  address2: 'City Centre',
  address3: 'Pune, Maharashtra 411001',
  businessType: 'Product',
  brandColor: '2F54EB',
};

const SAMPLE_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="48" fill="#FFFFFF"/>
  <circle cx="128" cy="104" r="48" fill="#2F54EB"/>
  <rect x="56" y="176" width="144" height="24" rx="12" fill="#2F54EB"/>
</svg>`;

let logo: Buffer | null = null;

/** A square logo (PNG) for the sample brand, drawn once. */
export function sampleLogoPng(): Buffer {
  logo ??= new Resvg(SAMPLE_LOGO_SVG, {
    font: {
      loadSystemFonts: false,
      fontFiles: [FALLBACK_FONT_FILE],
      defaultFontFamily: FALLBACK_FONT_FAMILY,
    },
  })
    .render()
    .asPng();
  return logo;
}
