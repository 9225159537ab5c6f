import { PRODUCT_NAME } from '../product';
import { safeHref, SOCIAL_TYPES, type SocialType } from './rules';
import { socialIconSvg } from './social-icons';
import type { CardContent } from './schemas';

/**
 * The card's page (spec 02 §3 Public card page content; issue 14): the hosted page and the editor's
 * preview draw the same HTML. Every text is escaped and links are only http(s), mailto and tel, so
 * whatever a card holds, the page runs no script of the card's. The hosted page adds its beacon and
 * Save To Contact (`hosted`); the preview and the PDF do not, so they are not counted as visits.
 */

export interface RenderOptions {
  /** The hosted link: adds Save To Contact and the visit beacon (§3). */
  hosted?: { cardDetailsId: number; vcfUrl: string; beaconScriptUrl: string };
  /** Where the bundled Roboto font files are served (a folder address ending in /). */
  fontBase?: string;
  /** The admin font catalogue's files by font name, for the card's Font and Secondary Font. */
  fontFiles?: Readonly<Record<string, string>>;
  /** The business's categories (spec 02 §3 "category links"), each product linking to its page. */
  categories?: readonly CardCategory[];
}

export interface CardCategory {
  name: string;
  products: readonly { name: string; href: string | null }[];
}

/** A font name as CSS may quote it; anything else falls back to the bundled Roboto. */
const FONT_NAME = /^[A-Za-z0-9 _-]{1,60}$/;

export const CARD_PAGE_WIDTH = 500; // §9

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};
export const escapeHtml = (s: string | null | undefined) =>
  String(s ?? '').replace(/[&<>"'`]/g, (c) => ESCAPES[c]);

/** A colour only as #rrggbb (a style value must not close the style). */
const safeColor = (c: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(c) ? c : fallback);
/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/**
 * White or near-black, whichever reads better on a fill of `background` (#rrggbb): the card's colour
 * is the User's choice, and its text must stay readable (WCAG 2.1 AA contrast, issue 9 §6).
 */
export const readableOn = (background: string) => (luminance(background) > 0.179 ? '#111111' : '#ffffff');

/** An image address: http(s) or root-relative only. */
const safeSrc = (s: string) => (/^(https?:\/\/|\/(?!\/))/i.test(s.trim()) ? s.trim() : null);

const link = (href: string | null, label: string, cls = '') =>
  href
    ? `<a${cls ? ` class="${cls}"` : ''} href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a>`
    : escapeHtml(label);

const tel = (p: string) => (p ? `tel:${p.replace(/[^0-9+]/g, '')}` : null);
const mail = (e: string) => (e ? `mailto:${e}` : null);

/** §3: the address links to a maps search on the company name and the address. */
export const mapsHref = (company: string, address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${company} ${address}`.trim())}`;

/** The brands' own colours in the shades that keep white letters readable (WCAG AA 4.5:1). */
const SOCIAL_BRAND_COLORS: Record<SocialType, string> = {
  1: '#0866ff',
  2: '#c13584',
  3: '#000000',
  4: '#0a66c2',
  5: '#cc0000',
  6: '#1967d2',
  7: '#075e54',
};

function personal(c: CardContent): string {
  if (!c.showPersonalInfo) return '';
  const rows = [
    c.phoneNumber && `<li>${link(tel(c.phoneNumber), c.phoneNumber)}</li>`,
    c.phoneNumber2 && `<li>${link(tel(c.phoneNumber2), c.phoneNumber2)}</li>`,
    c.email && `<li>${link(mail(c.email), c.email)}</li>`,
    c.email2 && `<li>${link(mail(c.email2), c.email2)}</li>`,
  ].filter(Boolean);
  return rows.length ? `<section class="personal"><ul>${rows.join('')}</ul></section>` : '';
}

function social(c: CardContent): string {
  if (c.socialMediaLinks.length === 0) return '';
  const items = c.socialMediaLinks
    .map((s) => {
      const type = s.type as SocialType;
      const href = safeHref(s.link);
      const name = SOCIAL_TYPES[type] ?? 'Link';
      const color = c.socialIconsStyle === 1 ? SOCIAL_BRAND_COLORS[type] : safeColor(c.colorCode, '#ae02d4');
      const style =
        c.socialIconsStyle === 2
          ? `border:2px solid ${color};color:${color}`
          : `background:${color};color:${readableOn(color)}`;
      // Icons (theme 1) are the network's mark named for screen readers; buttons (2) add its name.
      const icon = socialIconSvg(type) ?? '';
      const label =
        c.socialIconTheme === 2
          ? `${icon}<span>${escapeHtml(name)}</span>`
          : `${icon}<span class="sr">${escapeHtml(name)}</span>`;
      return href
        ? `<a class="social s${c.socialIconTheme}" style="${style}" title="${escapeHtml(name)}" href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${label}</a>`
        : '';
    })
    .join('');
  return `<section class="socials">${items}</section>`;
}

function business(c: CardContent): string {
  if (!c.showBusinessInfo) return '';
  const website = safeHref(c.website);
  // The description is a paragraph before the list, not an item of it.
  const description = c.businessDescription
    ? `<p class="description">${escapeHtml(c.businessDescription)}</p>`
    : '';
  const rows = [
    c.companyPhoneNumber && `<li>${link(tel(c.companyPhoneNumber), c.companyPhoneNumber)}</li>`,
    c.companyPhoneNumber2 && `<li>${link(tel(c.companyPhoneNumber2), c.companyPhoneNumber2)}</li>`,
    c.companyEmail && `<li>${link(mail(c.companyEmail), c.companyEmail)}</li>`,
    c.companyEmail2 && `<li>${link(mail(c.companyEmail2), c.companyEmail2)}</li>`,
    website && `<li>${link(website, c.website)}</li>`,
    c.businessAddress && `<li>${link(mapsHref(c.companyName, c.businessAddress), c.businessAddress)}</li>`,
  ].filter(Boolean);
  return `<section class="business"><h2>${escapeHtml(c.companyName)}</h2>${description}${rows.length ? `<ul>${rows.join('')}</ul>` : ''}</section>`;
}

function button(c: CardContent, b: CardContent['customButtons'][number]): string {
  const href = b.type === 2 ? safeSrc(b.file) && b.file : safeHref(b.link);
  const color = safeColor(c.colorCode, '#ae02d4');
  return `<a class="button b${b.buttonStyle}" style="--c:${color};--t:${readableOn(color)}"${
    href ? ` href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer"` : ''
  }>${escapeHtml(b.name)}</a>`;
}

function section(s: CardContent['customSection'][number]): string {
  const images = s.images
    .map((i) => safeSrc(i.img))
    .filter((src): src is string => !!src)
    .map((src) => `<img src="${escapeHtml(src)}" alt="" loading="lazy">`)
    .join('');
  return `<section class="custom v${s.viewType}">${s.title ? `<h3>${escapeHtml(s.title)}</h3>` : ''}${
    s.description ? `<p>${escapeHtml(s.description)}</p>` : ''
  }${images ? `<div class="images">${images}</div>` : ''}</section>`;
}

/** The blocks in the saved sequence (§3): 1, 2, 3, CB (all buttons not placed alone), CS, B{n}, S{n}. */
function blocks(c: CardContent): string {
  const keys = c.sequence.split(',').filter(Boolean);
  const placedB = new Set(keys.filter((k) => k.startsWith('B')).map((k) => Number(k.slice(1))));
  const placedS = new Set(keys.filter((k) => k.startsWith('S')).map((k) => Number(k.slice(1))));
  return keys
    .map((key) => {
      if (key === '1') return personal(c);
      if (key === '2') return social(c);
      if (key === '3') return business(c);
      if (key === 'CB') {
        const rest = c.customButtons.filter((_, i) => !placedB.has(i + 1));
        return rest.length
          ? `<section class="buttons">${rest.map((b) => button(c, b)).join('')}</section>`
          : '';
      }
      if (key === 'CS')
        return c.customSection
          .filter((_, i) => !placedS.has(i + 1))
          .map(section)
          .join('');
      const n = Number(key.slice(1)) - 1;
      if (key.startsWith('B') && c.customButtons[n])
        return `<section class="buttons">${button(c, c.customButtons[n])}</section>`;
      if (key.startsWith('S') && c.customSection[n]) return section(c.customSection[n]);
      return '';
    })
    .join('');
}

/** @font-face rules for the card's two fonts when the catalogue has their files; the families to use. */
function fontFaces(c: CardContent, files: Readonly<Record<string, string>>) {
  const faces: string[] = [];
  const family = (name: string) => {
    if (!FONT_NAME.test(name) || name === 'Roboto') return 'Roboto,Arial,sans-serif';
    const src = safeSrc(files[name] ?? '');
    if (src && !faces.some((f) => f.includes(`"${name}"`)))
      faces.push(`@font-face{font-family:"${name}";src:url("${encodeURI(src)}")}`);
    return `"${name}",Roboto,Arial,sans-serif`;
  };
  const body = family(c.fonts);
  const headings = family(c.secondaryFont);
  return { faces: faces.join('\n'), body, headings };
}

function style(c: CardContent, fontBase: string, fontFiles: Readonly<Record<string, string>>): string {
  const fonts = fontFaces(c, fontFiles);
  const primary = safeColor(c.colorCode, '#ae02d4');
  const secondary = safeColor(c.secondaryColor, '#ffffff');
  const logo = c.logoSize * 8;
  const radius = c.theme === 1 ? '50%' : c.theme === 3 ? '16px' : '0';
  return `@font-face{font-family:Roboto;font-weight:400;src:url(${fontBase}roboto-latin-400-normal.woff2) format("woff2")}
@font-face{font-family:Roboto;font-weight:700;src:url(${fontBase}roboto-latin-700-normal.woff2) format("woff2")}
${fonts.faces}
*{box-sizing:border-box}body{margin:0;background:#f2f2f2;font-family:${fonts.body};color:#222}h1,h2,h3{font-family:${fonts.headings}}
.categories h3{margin:8px 0 4px;font-size:16px}.categories li{display:inline-block;margin:0 6px 6px 0;padding:0}
.card{max-width:${CARD_PAGE_WIDTH}px;margin:0 auto;background:${secondary};min-height:100vh}
.banner{width:100%;display:block}.head{text-align:center;padding:16px;background:${primary};color:${secondary}}
.logo{width:${logo}px;height:${logo}px;object-fit:cover;border-radius:${radius};${c.displayBorder ? `border:3px solid ${secondary};` : ''}background:#fff}
h1{margin:8px 0 0;font-size:24px}.designation{margin:4px 0 0}.description,.custom p{white-space:pre-line}section{padding:12px 20px}ul{list-style:none;margin:0;padding:0}li{padding:4px 0}
a{color:${primary};word-break:break-word}.socials{text-align:center}.social{display:inline-flex;align-items:center;justify-content:center;gap:6px;vertical-align:middle;margin:4px;min-width:40px;height:40px;border-radius:20px;padding:0 10px;text-decoration:none;font-weight:700}.social svg{flex:none}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.button{display:block;text-align:center;margin:6px 0;padding:10px;text-decoration:none;font-weight:700;border:2px solid var(--c)}
.b1{background:var(--c);color:var(--t);border-radius:24px}.b2{background:var(--c);color:var(--t);border-radius:0}.b3{color:var(--c);border-radius:24px}.b4{color:var(--c);border-radius:0}
.images{display:grid;gap:8px}.v1 .images{grid-template-columns:1fr}.v2 .images{grid-template-columns:1fr 1fr}.images img{width:100%;display:block}
.save{display:block;margin:12px 20px;padding:12px;text-align:center;background:${primary};color:${secondary};text-decoration:none;border-radius:6px;font-weight:700}
footer{text-align:center;padding:16px;font-size:12px;color:#595959}
.lead{margin:12px 20px;padding:12px;border:1px solid #ddd;border-radius:6px}.lead h2{margin:0 0 8px;font-size:18px}
.lead label{display:block;margin:6px 0 2px;font-size:14px}.lead input,.lead textarea{width:100%;padding:8px;font:inherit;border:1px solid #bbb;border-radius:4px}
.lead button{margin-top:10px;width:100%;padding:10px;font:inherit;font-weight:700;border:0;border-radius:6px;background:${primary};color:${secondary}}
.lead .hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.lead output{display:block;margin-top:8px}`;
}

/**
 * "Share your details" (issue 14, beyond the spec): the hosted page's script posts it to
 * POST /api/CardLead (the CSP allows no inline script and no form action, so it is never sent
 * without it). `website` is the honeypot, out of sight and out of the tab order.
 */
const LEAD_FORM = `<form class="lead" data-lead novalidate><h2>Share your details</h2>
<label for="lead-name">Name</label><input id="lead-name" name="name" maxlength="100" autocomplete="name" required>
<label for="lead-phone">Phone</label><input id="lead-phone" name="phone" type="tel" maxlength="30" autocomplete="tel">
<label for="lead-email">E-mail</label><input id="lead-email" name="email" type="email" maxlength="254" autocomplete="email">
<label for="lead-message">Message</label><textarea id="lead-message" name="message" maxlength="1000" rows="3"></textarea>
<div class="hp" aria-hidden="true"><label for="lead-website">Website</label><input id="lead-website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">Share</button><output role="status"></output></form>`;

/**
 * The renderer's version, kept beside each hosted page. Raise it whenever the page's markup or style
 * changes: pages saved before are drawn again on their next visit, so printed QR codes show the fix.
 */
export const CARD_PAGE_VERSION = 3;

/** Spec 02 §3 "category links": each category with its products, linked to their pages where known. */
function categoryLinks(categories: readonly CardCategory[]): string {
  const shown = categories.filter((k) => k.products.length > 0);
  if (!shown.length) return '';
  const item = (p: CardCategory['products'][number]) => `<li>${link(safeHref(p.href), p.name)}</li>`;
  return `<section class="categories" aria-label="Categories">${shown
    .map((k) => `<h3>${escapeHtml(k.name)}</h3><ul>${k.products.map(item).join('')}</ul>`)
    .join('')}</section>`;
}

/** The whole page, a standalone HTML document. */
export function renderCardPage(c: CardContent, options: RenderOptions = {}): string {
  const name = `${c.firstName} ${c.lastName}`.trim();
  const banner = safeSrc(c.bannerUrl);
  const logo = safeSrc(c.logoURL);
  const hosted = options.hosted;
  const fontBase = options.fontBase ?? '/c-assets/';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(c.cardName || name)}</title><meta name="description" content="${escapeHtml(c.businessDescription.slice(0, 160))}">
<style>${style(c, fontBase, options.fontFiles ?? {})}</style></head>
<body><main class="card"${hosted ? ` data-card="${hosted.cardDetailsId}"` : ''}>
${banner ? `<img class="banner" src="${escapeHtml(banner)}" alt="">` : ''}
<header class="head">${logo ? `<img class="logo" src="${escapeHtml(logo)}" alt="${escapeHtml(c.companyName)}">` : ''}
<h1>${escapeHtml(name)}</h1>${c.designation ? `<p class="designation">${escapeHtml(c.designation)}</p>` : ''}</header>
${blocks(c)}
${categoryLinks(options.categories ?? [])}
${hosted ? `<a class="save" href="${escapeHtml(hosted.vcfUrl)}" download>Save To Contact</a>${LEAD_FORM}` : ''}
<footer>Powered by ${escapeHtml(PRODUCT_NAME)}</footer></main>
${hosted ? `<script src="${escapeHtml(hosted.beaconScriptUrl)}" defer></script>` : ''}
</body></html>`;
}
