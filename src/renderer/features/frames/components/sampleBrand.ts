import type { FrameSvgBrand } from '../../../../shared/frames/svg';

/** A square placeholder logo, drawn where a brand's logo goes when there is no brand to show. */
const SAMPLE_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
      '<rect x="2" y="2" width="96" height="96" rx="14" fill="#E6F4FF" stroke="#1677FF" stroke-width="3"/>' +
      '<text x="50" y="58" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#1677FF">LOGO</text>' +
      '</svg>',
  );

/**
 * What an Admin's views draw a frame with when no user's brand is at hand (the admin lists, a frame
 * not assigned yet): each element shows what it stands for, so the layout reads at a glance.
 */
export const SAMPLE_BRAND: { [K in keyof FrameSvgBrand]-?: string } = {
  companyName: 'Company Name',
  email: 'email@example.com',
  mobileNumber: '+91 98765 43210',
  website: 'www.example.com',
  address: 'Address Line 1, City, State 000000',
  name: 'Name',
  companyLogo: SAMPLE_LOGO,
  qrUrl: 'https://example.com',
};
