import crypto from 'node:crypto';
import type { Brand } from '../../../shared/brand/schemas';
import type { BrandField } from '../../../shared/catalog/rules';
import { placeholderValues, type PlaceholderField } from '../../../shared/templates/rules';
import type { AppContext } from '../../context';
import { FileAnswer } from '../../http/reply';
import { catalogService } from '../catalog/service';
import { filesService } from '../files/service';
import type { TemplatePackageContents } from './package';
import type { PackageStore } from './package-store';
import { pngCache } from './cache';
import { dataUri, drawTemplate, fontDisk, type RenderFont } from './render';
import { SAMPLE_BRAND, sampleLogoPng } from './sample-brand';

/** Drawn templates kept per server: about 400 drawings of 1080 px. */
const CACHE_BYTES = 128 * 1024 * 1024;

/** What a drawing needs of a template row. */
export interface TemplateToDraw {
  id: number;
  name: string;
  /** Its `updated_at`: any change of the template draws it anew. */
  version: string;
  zipFile: string;
  zipDefaultFile: string;
  colours: { primary: string; secondary: string; background: string };
  fonts: { primary: number; secondary: number };
}

const fileNameOf = (name: string) =>
  `${name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'template'}.png`;
const sha = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The id and signature of one of our file addresses (`…/files/<id>?expires=…&sig=…`). */
function storedFileOf(address: string) {
  const at = address.indexOf('/files/');
  if (at < 0) return null;
  const [id, search] = address.slice(at + 7).split('?');
  const q = new URLSearchParams(search ?? '');
  return { id, expires: q.get('expires') ?? undefined, sig: q.get('sig') ?? undefined };
}

/**
 * Drawing templates (issue 12, Rendering): master and package fonts on disk for resvg, the brand's
 * values and logo, and a cache of PNGs keyed by everything a drawing depends on: the template and its
 * version, the package, the width, the fonts' files, the template fields and the brand's values.
 */
export function templateDrawing(ctx: AppContext, packages: PackageStore) {
  const files = filesService(ctx);
  const catalog = catalogService(ctx);
  const disk = fontDisk(ctx.config.dataDir);
  const cache = pngCache(CACHE_BYTES);
  const masterFonts = new Map<string, Promise<RenderFont | null>>();

  /** A master font for drawing: its file placed on disk, or null (no file, as Poppins at first). */
  async function masterFont(
    id: number,
  ): Promise<{ name: string; file: string | null; font: RenderFont | null }> {
    const font = await catalog.fonts.byId(id).catch(() => null);
    if (!font) return { name: 'sans-serif', file: null, font: null };
    const stored = font.fileUrl ? storedFileOf(font.fileUrl) : null;
    if (!stored || !font.format) return { name: font.name, file: null, font: null };
    let placed = masterFonts.get(stored.id);
    if (!placed) {
      placed = (async () => {
        const object = await files.read(stored.id, null, {});
        return object ? disk.place(object.bytes, font.format!) : null;
      })();
      masterFonts.set(stored.id, placed);
      placed.catch(() => masterFonts.delete(stored.id));
    }
    return { name: font.name, file: stored.id, font: await placed };
  }

  /** The brand's logo as a `data:` URI, read from the storage (only PNG or JPEG are ever kept). */
  async function logoOf(address: string | null): Promise<{ uri: string | null; id: string | null }> {
    const stored = address ? storedFileOf(address) : null;
    if (!stored) return { uri: null, id: null };
    const object = await files.read(stored.id, null, stored);
    if (!object || !/^image\/(png|jpeg)$/.test(object.contentType)) return { uri: null, id: stored.id };
    return { uri: dataUri(object.bytes, object.contentType), id: stored.id };
  }

  async function draw(
    key: unknown,
    pkg: () => Promise<TemplatePackageContents | null>,
    input: {
      colours: TemplateToDraw['colours'];
      fonts: TemplateToDraw['fonts'];
      /** Asked only to draw: a cached drawing needs neither the values nor the logo's bytes. */
      values: () => Promise<ReturnType<typeof placeholderValues>>;
      width: number;
    },
  ): Promise<Buffer> {
    const [primary, secondary] = await Promise.all([
      masterFont(input.fonts.primary),
      masterFont(input.fonts.secondary),
    ]);
    const cacheKey = sha([key, input.width, input.colours, primary.file, secondary.file]);
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const contents = await pkg();
    if (!contents) throw new Error('The template package is missing from the storage');
    const png = await drawTemplate(disk, {
      pkg: contents,
      colours: input.colours,
      masterFonts: {
        primary: primary.font,
        primaryName: primary.name,
        secondary: secondary.font,
        secondaryName: secondary.name,
      },
      values: await input.values(),
      width: input.width,
    });
    cache.set(cacheKey, png);
    return png;
  }

  return {
    /** A checked package drawn with the sample brand (never cached: previews come once). */
    async preview(
      pkg: TemplatePackageContents,
      input: {
        colours: TemplateToDraw['colours'];
        fonts: TemplateToDraw['fonts'];
        width: number;
        fields: PlaceholderField[];
      },
    ) {
      const values = placeholderValues(input.fields, SAMPLE_BRAND, dataUri(sampleLogoPng(), 'image/png'));
      const png = await draw(['preview', crypto.randomUUID()], async () => pkg, {
        ...input,
        values: async () => values,
      });
      return new FileAnswer(png, fileNameOf(pkg.manifest.name), 'image/png');
    },

    /**
     * A template drawn with a brand: the Zip File With Key filled in, or, for a brand without details
     * (no company name saved), the Default Zip File's own design (issue 12, Package format).
     */
    async render(template: TemplateToDraw, brand: Brand, width: number, fields: PlaceholderField[]) {
      const hasDetails = !!brand.companyName?.trim();
      const packageId = hasDetails ? template.zipFile : template.zipDefaultFile;
      let values = async (): Promise<ReturnType<typeof placeholderValues>> => ({});
      let brandKey: unknown = 'default';
      if (hasDetails) {
        const text = Object.fromEntries(
          fields
            .filter((f) => f.type !== 'image')
            .map((f) => [f.brandField, brand[f.brandField as BrandField]]),
        );
        // The logo is known by its stored id; its bytes are read only to draw.
        const logoId = brand.companyLogo ? (storedFileOf(brand.companyLogo)?.id ?? null) : null;
        values = async () =>
          placeholderValues(
            fields,
            { ...text, brandColor: brand.brandColor },
            (await logoOf(brand.companyLogo)).uri,
          );
        brandKey = [text, brand.brandColor, logoId, fields.map((f) => [f.key, f.type, f.brandField])];
      }
      const png = await draw(
        [template.id, template.version, packageId, brandKey],
        () => packages.read(packageId),
        { colours: template.colours, fonts: template.fonts, values, width },
      );
      return new FileAnswer(png, fileNameOf(template.name), 'image/png');
    },
  };
}
