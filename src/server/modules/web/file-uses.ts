import type { WebSetting } from '../../../shared/web-templates/package-rules';
import type { WebSiteInput as SiteInput } from '../web-templates/service';
import type { WebDeps } from './deps';

/**
 * A website's stored files as uses (issue 22 point 8: a file is deleted only when nothing refers to
 * it). The draft keeps its Content images; each kept version keeps what its pages show, so a
 * replaced image stays while the live site or a version kept for Rollback still shows it.
 */

/** The Content values of a template's image settings. */
const imagesOf = (settings: readonly WebSetting[], values: Readonly<Record<string, unknown>>) =>
  settings
    .filter((s) => s.type === 'image')
    .map((s) => values[s.key])
    .filter((v): v is string => typeof v === 'string' && v !== '');

/** The draft's Content images, after a save. */
export const keepDraftFiles = (
  deps: WebDeps,
  websiteId: number,
  settings: readonly WebSetting[],
  values: Readonly<Record<string, unknown>>,
) => deps.files.useFiles({ kind: 'website', id: websiteId }, imagesOf(settings, values));

const versionOwner = (websiteId: number, version: number) => ({
  kind: 'website-version' as const,
  id: `${websiteId}/v${version}`,
});

/** What a version's pages show (its Content images, the logo, update images), once written. */
export const keepVersionFiles = (deps: WebDeps, websiteId: number, version: number, input: SiteInput) =>
  deps.files.useFiles(versionOwner(websiteId, version), [
    input.brand.companyLogo,
    ...input.updates.map((u) => u.imageURL),
    ...imagesOf(input.settings, input.contentValues),
  ]);

/** A version no longer kept: its files go when nothing else uses them. */
export const releaseVersionFiles = (deps: WebDeps, websiteId: number, version: number) =>
  deps.files.useFiles(versionOwner(websiteId, version), []);
