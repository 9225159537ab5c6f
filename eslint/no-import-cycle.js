import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No import circles (issue 21), as `import-x/no-cycle` judged them, in a fraction of its time: it
 * followed every import of every linted file again (more than half of the whole lint), where this
 * reads each file under the root once, finds the circles of the whole graph once (Tarjan's strongly
 * connected components), and reports an import that stays inside its file's circle. Type-only imports
 * count too: they order nothing at run time, but a circle of types is still two files that cannot be
 * read apart (the service's row type that its own parts imported back); `import()` calls do not.
 * A file linted with text other than its file's (an editor, a lint test) is checked against the
 * graph with its own imports.
 */
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
  ];
  return (
    candidates.find(
      (c) => EXTENSIONS.includes(path.extname(c)) && fs.existsSync(c) && fs.statSync(c).isFile(),
    ) ?? null
  );
}

/** The files a module's imports and re-exports name, in source order, with their nodes' text. */
function staticImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out = [];
  for (const st of source.statements) {
    let specifier = null;
    if (ts.isImportDeclaration(st)) specifier = st.moduleSpecifier.text;
    else if (ts.isExportDeclaration(st) && st.moduleSpecifier) specifier = st.moduleSpecifier.text;
    const target = specifier && resolveImport(file, specifier);
    if (target) out.push({ target, specifier });
  }
  return out;
}

function filesUnder(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The graph of every file under `root` and the circle (component id) each file sits in. */
function buildGraph(root) {
  const edges = new Map();
  const texts = new Map();
  for (const file of filesUnder(root)) {
    const text = fs.readFileSync(file, 'utf8');
    texts.set(file, text);
    edges.set(
      file,
      staticImports(file, text).map((i) => i.target),
    );
  }
  // Tarjan, iteratively (deep import chains would overflow a recursive one).
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const outs = edges.get(node) ?? [];
      if (i < outs.length) {
        frame[1]++;
        const to = outs[i];
        if (!edges.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.set(member, node);
        } while (member !== node);
      }
    }
  }
  return { edges, texts, component };
}

const graphs = new Map();
const graphOf = (root) => {
  if (!graphs.has(root)) graphs.set(root, buildGraph(root));
  return graphs.get(root);
};

/** Whether `to` leads back to `file` in the graph (for a file linted with text not on disk). */
function leadsBack(graph, from, file) {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    const node = queue.pop();
    if (node === file) return true;
    for (const next of graph.edges.get(node) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return false;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circles among the files under a root folder' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'Import circle: {{chain}}. Declare a registry in the lower module instead (docs/architecture.md).',
    },
  },
  create(context) {
    const file = context.filename;
    const root = path.resolve(context.cwd, context.options[0]?.root ?? 'src');
    if (!file.startsWith(root + path.sep)) return {};
    const graph = graphOf(root);
    const text = context.sourceCode.text;
    const onDisk = graph.texts.get(file) === text;
    const mine = graph.component.get(file);
    return {
      Program(program) {
        for (const { target, specifier } of staticImports(file, text)) {
          const circular = onDisk
            ? graph.component.get(target) === mine && target !== file
            : leadsBack(graph, target, file);
          if (!circular) continue;
          const node =
            program.body.find(
              (s) =>
                (s.type === 'ImportDeclaration' ||
                  s.type === 'ExportNamedDeclaration' ||
                  s.type === 'ExportAllDeclaration') &&
                s.source?.value === specifier,
            ) ?? program;
          context.report({
            node,
            messageId: 'cycle',
            data: {
              chain: `${path.relative(root, file)} → ${path.relative(root, target)} → … → ${path.relative(root, file)}`,
            },
          });
        }
      },
    };
  },
};
