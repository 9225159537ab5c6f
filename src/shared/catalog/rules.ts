/**
 * Catalog rules a screen and the server both apply (issue 12, Masters): which brand field a template
 * field may read, and whether bytes are a font.
 */

/** The brand's fields a template field can read (spec 01 section 3, Brand information). */
export const BRAND_FIELDS = [
  'companyName',
  'email',
  'mobileNumber',
  'website',
  'address1',
  'address2',
  'address3',
  'companyLogo',
  'brandColor',
  'businessType',
] as const;
export type BrandField = (typeof BRAND_FIELDS)[number];

export const BRAND_FIELD_LABELS: Record<BrandField, string> = {
  companyName: 'Company Name',
  email: 'Email',
  mobileNumber: 'Mobile Number',
  website: 'Website',
  address1: 'Address 1',
  address2: 'Address 2',
  address3: 'Address 3',
  companyLogo: 'Company Logo',
  brandColor: 'Brand Color',
  businessType: 'Business Type',
};

/** What a placeholder is: text gets brand text, image the logo, colour a colour token. */
export const TEMPLATE_FIELD_TYPES = ['text', 'image', 'colour'] as const;
export type TemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];

export const TEMPLATE_FIELD_TYPE_LABELS: Record<TemplateFieldType, string> = {
  text: 'Text',
  image: 'Image',
  colour: 'Colour',
};

/** The kind of value each brand field holds. */
const BRAND_FIELD_TYPES: Record<BrandField, TemplateFieldType> = {
  companyName: 'text',
  email: 'text',
  mobileNumber: 'text',
  website: 'text',
  address1: 'text',
  address2: 'text',
  address3: 'text',
  companyLogo: 'image',
  brandColor: 'colour',
  businessType: 'text',
};

/** Whether a template field of this type can read this brand field (an image reads the logo…). */
export const brandFieldFits = (type: TemplateFieldType, field: BrandField): boolean =>
  BRAND_FIELD_TYPES[field] === type;

/** The brand fields a template field of this type may read, for the form's picker. */
export const brandFieldsOfType = (type: TemplateFieldType): BrandField[] =>
  BRAND_FIELDS.filter((f) => BRAND_FIELD_TYPES[f] === type);

/** `#RRGGBB` (spec 01 section 9: default colour #FFFFFF). */
export const HEX_COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export type FontFormat = 'ttf' | 'otf';

/** The largest font file an Admin may upload. */
export const MAX_FONT_BYTES = 5 * 1024 * 1024;

/**
 * Whether bytes are a TrueType or OpenType font, by the sfnt header: version 0x00010000 or 'true'
 * (TrueType outlines), 'OTTO' (CFF outlines), then a table count whose directory fits in the file.
 * A quick check for the form and the server alike; the server also parses the font.
 */
export function fontFormatOf(bytes: Uint8Array): FontFormat | null {
  if (bytes.length < 12) return null;
  const tag = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  const trueType = (bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0) || tag === 'true';
  const format: FontFormat | null = trueType ? 'ttf' : tag === 'OTTO' ? 'otf' : null;
  if (!format) return null;
  const numTables = (bytes[4] << 8) | bytes[5];
  if (numTables < 1 || 12 + numTables * 16 > bytes.length) return null;
  return format;
}

/** A font file's extension, which the form checks before reading it. */
export const FONT_FILE_PATTERN = /\.(ttf|otf)$/i;
