import type { PublicCampaign } from '../../../shared/campaigns/schemas';
import type { AppContext } from '../../context';
import { etagOf, pageCache } from '../../http/page-cache';
import type { Storage } from '../../providers/storage/storage';
import { VISIT_FOLDER } from './images';
import type { CampaignRow } from './campaign-row';
import { campaignPageHtml, pageCsp } from './page';

/** What the page shows of a campaign row: the campaign as the JSON answers it, its image's address. */
export interface PageSource {
  campaign: PublicCampaign;
  imageAddress: string;
}

/**
 * The public page (/p/{url}) from memory, as the card page is (issue 28: at least 0.8 of its rate):
 * the HTML and its CSP drawn once with an ETag; beside it the campaign's row, which a visit is
 * checked against and then written only while the row is still at that version (visits.ts). The
 * service forgets a url when its campaign is saved or deleted here; the cache's minute
 * (PAGE_CACHE_TTL_MS) bounds what this process does not see, as for cards: another instance's edit,
 * a font renamed or switched off in the catalog. The settings the page reads (its base address, the
 * WhatsApp sender, the storage in the CSP) are compared on each hit, as cheaply as an identity: the
 * store's values change object when it reloads, which it does at once after a save here and within
 * seconds of one on another instance.
 */
export function campaignPublicPages(
  ctx: AppContext,
  deps: { publicRow(url: string): Promise<CampaignRow>; sourceOf(r: CampaignRow): Promise<PageSource> },
) {
  const now = () => ctx.clock.now().getTime();
  const pages = pageCache<{ version: string; html: string; etag: string; csp: string; inputs: unknown[] }>(
    now,
  );
  const rows = pageCache<{ version: string; row: CampaignRow }>(now);

  /** The row from the database (404 for an unknown url), kept unless a change came meanwhile. */
  async function freshRow(url: string): Promise<CampaignRow> {
    const epoch = rows.epoch();
    const row = await deps.publicRow(url);
    rows.set(url, { version: row.updated_at, row }, epoch);
    return row;
  }
  const inputsNow = () => [
    ctx.settings.current('general'),
    ctx.settings.current('whatsapp'),
    ctx.settings.current('storage'),
  ];

  /**
   * Where the page's PUT of a composed image goes besides this server (an S3-compatible bucket): the
   * origin of an upload address of the storage in use, worked out once per storage.
   */
  const originsOf = new WeakMap<Storage, string[]>();
  async function uploadOrigins(): Promise<string[]> {
    const storage = await ctx.storage();
    let origins = originsOf.get(storage);
    if (!origins) {
      const sample = await storage.presignedUpload(
        `${VISIT_FOLDER}/00000000-0000-0000-0000-000000000000.jpg`,
        'image/jpeg',
        1,
        60,
      );
      origins = [...new Set([new URL(ctx.config.publicBaseUrl).origin, new URL(sample.url).origin])];
      originsOf.set(storage, origins);
    }
    return origins;
  }

  /** The page of a campaign url if it is in memory and drawn with the settings in force. */
  function cached(url: string) {
    const inputs = inputsNow();
    const hit = pages.get(url);
    return hit && hit.inputs.every((input, i) => input === inputs[i]) ? hit : undefined;
  }

  return {
    cached,
    /** The page of a campaign url, with its ETag and CSP; 404 (HttpError) for an unknown one, never kept. */
    async page(url: string) {
      const hit = cached(url);
      if (hit) return hit;
      const inputs = inputsNow();
      const epoch = pages.epoch();
      const row = await freshRow(url);
      const { campaign, imageAddress } = await deps.sourceOf(row);
      const html = campaignPageHtml(campaign, imageAddress);
      const csp = pageCsp(await uploadOrigins());
      return pages.set(url, { version: row.updated_at, html, etag: etagOf(html), csp, inputs }, epoch);
    },
    /** The campaign's row as last read here, if it is in memory. */
    cachedRow: (url: string) => rows.get(url)?.row,
    freshRow,
    forget(url: string) {
      pages.forget(url);
      rows.forget(url);
    },
  };
}
