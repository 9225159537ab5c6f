import type { Liquid, Template } from 'liquidjs';
import { headTags, withPlatformTags } from '../../../shared/web-templates/head';
import { pageFile, WEB_LAYOUT_FILE } from '../../../shared/web-templates/package-rules';
import { templateEngine } from './liquid';
import { SafeHtml } from './safe-html';
import { buildSiteContext, headInputOf, type SiteInput, type SitePage } from './site-context';

/** A page that failed to render: the file and line Liquid names, and its message. */
export class PageRenderError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly liquidMessage: string,
  ) {
    super(line ? `${file}, line ${line}: ${liquidMessage}` : `${file}: ${liquidMessage}`);
  }
}

interface LiquidFailure {
  message: string;
  token?: { file?: string; getPosition?: () => [number, number] };
}

/** Liquid's failure as a PageRenderError naming the file (a partial's, when it failed there). */
function failureOf(err: unknown, file: string): PageRenderError {
  const e = err as LiquidFailure;
  const where = e?.token?.file || file;
  const line = e?.token?.getPosition?.()[0] ?? null;
  // LiquidJS ends its message with ", file:…, line:…, col:…": said once, in our words.
  const message = String(e?.message ?? err)
    .replace(/, file:[\s\S]*$/, '')
    .replace(/, line:\d+, col:\d+$/, '');
  return new PageRenderError(where, line, message);
}

export interface RenderOptions {
  /** The address a template's `asset_url` gives for `assets/…`. */
  assetUrl: (path: string) => string;
  /** Script tags by address put before `</body>` (the beacon, the bot widget). */
  bodyEnd?: string;
}

/**
 * Renders the pages of one template's files: the page, then `layout.liquid` around it (it outputs
 * the page with `{{ content_for_layout | raw }}`), then the platform's head tags. Parsed templates
 * are kept for the renderer's life, so rendering a whole site parses each file once.
 */
export function pageRenderer(files: ReadonlyMap<string, Uint8Array>, options: RenderOptions) {
  const engine: Liquid = templateEngine(files, options.assetUrl);
  const parsed = new Map<string, Template[]>();
  const utf8 = new TextDecoder('utf-8');

  function parse(file: string): Template[] {
    let templates = parsed.get(file);
    if (!templates) {
      const bytes = files.get(file);
      if (!bytes) throw new PageRenderError(file, null, 'the file is missing');
      try {
        templates = engine.parse(utf8.decode(bytes), file);
      } catch (err) {
        throw failureOf(err, file);
      }
      parsed.set(file, templates);
    }
    return templates;
  }

  async function render(file: string, scope: object): Promise<string> {
    const templates = parse(file);
    try {
      return String(await engine.render(templates, scope));
    } catch (err) {
      throw failureOf(err, file);
    }
  }

  /** The page inside the layout, as the template wrote it (the upload check looks at this). */
  async function renderTemplateOnly(site: SiteInput, page: SitePage): Promise<string> {
    const context = buildSiteContext(site, page);
    const body = await render(pageFile(page.name), context);
    return render(WEB_LAYOUT_FILE, { ...context, content_for_layout: new SafeHtml(body) });
  }

  return {
    renderTemplateOnly,
    /** One page as HTML with the platform's tags, or PageRenderError. */
    async renderPage(site: SiteInput, page: SitePage): Promise<string> {
      const html = await renderTemplateOnly(site, page);
      return withPlatformTags(html, headTags(headInputOf(site, page)), options.bodyEnd);
    },
  };
}
export type PageRenderer = ReturnType<typeof pageRenderer>;
