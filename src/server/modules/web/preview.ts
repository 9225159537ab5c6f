import type { WebsitePreview } from '../../../shared/web/schemas';
import { pagesOfSite } from '../web-templates/service';
import type { AuthUser } from '../../http/context';
import type { WebDeps } from './deps';
import { draftOf } from './draft';
import { renderRefused } from './publish';
import { visibleSite } from './rows';

/**
 * The draft's page at `path` for its owner and Admin (the Content and Publish tabs' preview, a
 * sandboxed srcdoc frame): the page as Publish would write it, its assets by absolute address, no
 * scripts. A path the site has no page for draws the 404 page.
 */
export async function previewSite(
  deps: WebDeps,
  caller: AuthUser,
  id: number,
  path: string,
): Promise<WebsitePreview> {
  const row = await visibleSite(deps.ctx.db, caller, id);
  const { renderer, input } = await draftOf(deps, row, { absoluteAssets: true, forms: true });
  const pages = pagesOfSite(input);
  const wanted = path.replace(/^\/+|\/+$/g, '');
  const page =
    pages.find((p) => p.path === wanted && p.name !== '404') ?? pages.find((p) => p.name === '404')!;
  const html = await renderer.renderPage(input, page).catch(renderRefused);
  return {
    html,
    pages: pages.map((p) => ({ name: p.name, path: p.path, title: p.title })),
  };
}
