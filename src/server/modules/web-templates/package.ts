import { sniffType } from '../../../shared/files/sniff-type';
import {
  assetTypeOf,
  isImageAsset,
  MAX_WEB_PACKAGE_BYTES,
  MAX_WEB_PACKAGE_FILES,
  MAX_WEB_UNPACKED_BYTES,
  REQUIRED_WEB_FILES,
  WEB_COVER_FILE,
  WEB_MANIFEST_FILE,
  WEB_PAGES,
  webEntryProblem,
  webManifestSchema,
  type WebManifest,
} from '../../../shared/web-templates/package-rules';
import type { WebTemplateReport } from '../../../shared/web-templates/schemas';
import { PackageProblems, unpackZip } from '../../zip/package-zip';
import { PageRenderError, pageRenderer } from './render';
import { sampleSite } from './sample-site';
import { sitePages } from './site-context';

/** A web template package read and checked. */
export interface WebTemplatePackage {
  manifest: WebManifest;
  /** Every file inside, in zip order. */
  names: string[];
  files: Map<string, Uint8Array>;
  unpackedBytes: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const isText = (name: string) => /\.(liquid|json|css|js)$/i.test(name);

/** An inline `<script>` (one without src): the sites' CSP would block it, so a template may not have it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>/i;

/**
 * Reads a web template package (issue 24, Template format): the shared zip checks (zip slip,
 * absolute paths, links, 500 files and 20 MB unpacked from the declared sizes, entries inflated
 * with their declared size as a cap), the places and extensions a web template has, the required
 * files, template.json, text files as UTF-8, images and fonts by their bytes. Throws
 * PackageProblems naming each file.
 */
export function readWebTemplatePackage(zip: Uint8Array): WebTemplatePackage {
  const { names, files, unpackedBytes } = unpackZip(
    zip,
    {
      maxZipBytes: MAX_WEB_PACKAGE_BYTES,
      maxEntries: MAX_WEB_PACKAGE_FILES,
      maxUnpackedBytes: MAX_WEB_UNPACKED_BYTES,
    },
    WEB_MANIFEST_FILE,
    webEntryProblem,
  );
  const problems = REQUIRED_WEB_FILES.filter((f) => !files.has(f)).map((f) => `${f} is missing`);

  for (const name of names) {
    const bytes = files.get(name)!;
    if (isText(name)) {
      try {
        utf8.decode(bytes);
      } catch {
        problems.push(`${name} is not UTF-8 text`);
      }
    } else if (name === WEB_COVER_FILE) {
      if (sniffType(bytes) !== 'image/png') problems.push(`${name} is not a PNG image`);
    } else if (isImageAsset(name)) {
      if (sniffType(bytes) !== assetTypeOf(name))
        problems.push(`${name} is not the image its extension names`);
    } else if (name.endsWith('.woff2') && String.fromCharCode(...bytes.subarray(0, 4)) !== 'wOF2')
      problems.push(`${name} is not a WOFF2 font`);
  }

  let manifest: WebManifest | null = null;
  if (files.has(WEB_MANIFEST_FILE) && !problems.includes(`${WEB_MANIFEST_FILE} is not UTF-8 text`)) {
    let json: unknown;
    try {
      json = JSON.parse(utf8.decode(files.get(WEB_MANIFEST_FILE)!));
    } catch {
      problems.push(`${WEB_MANIFEST_FILE} is not valid JSON`);
    }
    if (json !== undefined) {
      const parsed = webManifestSchema.safeParse(json);
      if (parsed.success) manifest = parsed.data;
      else
        for (const issue of parsed.error.issues) {
          const at = issue.path.length ? ` (${issue.path.join('.')})` : '';
          problems.push(`${WEB_MANIFEST_FILE}${at}: ${issue.message}`);
        }
    }
  }
  if (problems.length || !manifest) throw new PackageProblems(problems);
  return { manifest, names, files, unpackedBytes };
}

/**
 * Renders every page of a package with the sample business (issue 24: a failure answers 422 with
 * file, line and Liquid's message); a page without `</head>` or `</body>`, or with an inline
 * script, is refused too. Answers the check report.
 */
export async function checkWebTemplatePages(pkg: WebTemplatePackage): Promise<WebTemplateReport> {
  const site = sampleSite(pkg.manifest.settings);
  const renderer = pageRenderer(pkg.files, { assetUrl: (path) => `/${path}` });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const name of WEB_PAGES) {
    const page = sitePages(site).find((p) => p.name === name)!;
    try {
      const html = await renderer.renderTemplateOnly(site, page);
      if (!/<\/head>/i.test(html)) problems.push(`layout.liquid: the ${name} page has no </head>`);
      if (!/<\/body>/i.test(html)) problems.push(`layout.liquid: the ${name} page has no </body>`);
      if (INLINE_SCRIPT.test(html))
        problems.push(`pages/${name}.liquid: the page has an inline <script>; load scripts from assets/`);
    } catch (err) {
      if (!(err instanceof PageRenderError)) throw err;
      // A broken layout or partial fails every page: named once.
      if (!seen.has(err.message)) problems.push(err.message);
      seen.add(err.message);
    }
  }
  if (problems.length) throw new PackageProblems([...new Set(problems)]);
  return {
    name: pkg.manifest.name,
    version: pkg.manifest.version,
    fileCount: pkg.names.length,
    unpackedBytes: pkg.unpackedBytes,
    settings: pkg.manifest.settings,
    pagesRendered: [...WEB_PAGES],
  };
}
