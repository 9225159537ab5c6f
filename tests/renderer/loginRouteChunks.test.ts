import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The first screen's download (issue 28): what the login route loads is the renderer's entry and
 * the login route's two lazy modules with everything they import statically, whatever Rollup does
 * with the chunks after. This walks that graph in the sources, the way the bundler does (value
 * imports and re-exports; `import()` starts a chunk of its own, type-only imports vanish), so it
 * needs no build: `npm test` builds the renderer beside Vitest, not before it.
 */
const renderer = path.resolve(__dirname, '../../src/renderer');

/** The modules the login route needs beyond the entry (tests/bench/renderer.ts weighs the same). */
const LOGIN_ROUTE = [
  'main.tsx',
  'features/account/components/AuthLayout.tsx',
  'features/account/pages/LoginPage.tsx',
];

/** Libraries only some screens use, each hundreds of kB: they arrive with those screens. */
const HEAVY = [
  /^exceljs/,
  /^(@e965\/)?xlsx/,
  /^pdf-lib/,
  /^@pdf-lib\//,
  /^fontkit/,
  /^@dnd-kit\//,
  /^@tiptap\//,
  /^qr-code-styling/,
  /^qrcode/,
  /^react-easy-crop/,
  /^(recharts|chart\.js|react-chartjs-2|echarts|echarts-for-react|@ant-design\/(charts|plots)|@antv\/)/,
];

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  // A stylesheet or an asset is a file of its own; a module may leave out its extension or be an index.
  const found = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ].find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  if (!found) throw new Error(`${specifier} from ${from} does not resolve`);
  return found;
}

/** The specifiers a module loads with it: value imports, side-effect imports and re-exports. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) out.push((st.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      out.push((st.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

/** The packages a set of modules loads, each with the chain of files that brings it in. */
function packagesLoadedBy(roots: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const via = new Map<string, string | null>();
  const chain = (file: string) => {
    const files: string[] = [];
    for (let f: string | null | undefined = file; f; f = via.get(f))
      files.unshift(path.relative(renderer, f));
    return files;
  };
  const queue = roots.map((r) => path.join(renderer, r));
  queue.forEach((r) => via.set(r, null));
  while (queue.length) {
    const file = queue.shift()!;
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (!EXTENSIONS.includes(path.extname(target)) || via.has(target)) continue;
        via.set(target, file);
        queue.push(target);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, chain(file));
      }
    }
  }
  return packages;
}

describe("the login route's download", () => {
  const loaded = packagesLoadedBy(LOGIN_ROUTE);

  it('carries none of the heavy libraries of other screens', () => {
    const heavy = [...loaded].filter(([name]) => HEAVY.some((h) => h.test(name)));
    expect(heavy.map(([name, files]) => `${name} (${files.join(' -> ')})`)).toEqual([]);
  });

  it("walks the route's real graph: its form, router and UI kit are in it", () => {
    expect([...loaded.keys()]).toEqual(
      expect.arrayContaining(['react-hook-form', 'react-router-dom', 'antd']),
    );
  });

  it('would see a heavy library that a screen loads statically', () => {
    // The bot flow editor imports the drag-and-drop kit: walked from there, the check finds it.
    const editor = path.relative(renderer, findImporterOf('@dnd-kit/core'));
    expect([...packagesLoadedBy([editor]).keys()].some((name) => name.startsWith('@dnd-kit/'))).toBe(true);
  });
});

/** Some renderer file that imports `specifier` statically (the check's own check). */
function findImporterOf(specifier: string): string {
  const walk = (dir: string): string | undefined => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = walk(full);
        if (found) return found;
      } else if (/\.tsx?$/.test(entry.name) && staticImports(full).includes(specifier)) return full;
    }
    return undefined;
  };
  const found = walk(renderer);
  if (!found) throw new Error(`No renderer file imports ${specifier}`);
  return found;
}
