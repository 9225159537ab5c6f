import type { AppContext } from '../../context';
import type { BillingService } from '../billing/service';
import type { BrandService } from '../brand/service';
import type { FilesService } from '../files/service';
import type { WebTemplatesService } from '../web-templates/service';
import type { LiveSiteRows } from './page-cache';

/** One lock per website in this process: publish, rollback and update re-renders run one at a time. */
export function siteLocks() {
  const tails = new Map<number, Promise<unknown>>();
  return {
    run<T>(websiteId: number, work: () => Promise<T>): Promise<T> {
      const before = tails.get(websiteId) ?? Promise.resolve();
      const mine = before.then(work, work);
      const tail = mine.catch(() => undefined);
      tails.set(websiteId, tail);
      void tail.then(() => {
        if (tails.get(websiteId) === tail) tails.delete(websiteId);
      });
      return mine;
    },
  };
}
export type SiteLocks = ReturnType<typeof siteLocks>;

/** What the websites work takes, built once per server (web/service.ts). */
export interface WebDeps {
  ctx: AppContext;
  templates: WebTemplatesService;
  brand: BrandService;
  billing: BillingService;
  files: FilesService;
  locks: SiteLocks;
  /** The rows the public site reads, kept a moment (page-cache.ts); cleared when a site changes. */
  liveRows: LiveSiteRows;
  /** The analytics beacon's address (the analytics work), or null: no beacon on the pages. */
  beaconUrl: () => Promise<string | null>;
  /** The forms a published page carries (the forms work), or null. */
  formsOf: (site: { id: number; slug: string }) => {
    contact: { action: string; token: string };
    newsletter: { action: string; token: string };
  } | null;
}
