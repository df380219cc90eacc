import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';

/**
 * The product code's import graph (lib/, components/, entrypoints/) has no loop, neither between
 * files nor between folders (a file's folder is the directory it sits in, so lib/model and
 * lib/model/monitoring are two). A folder loop means neither folder can be read, moved or
 * tested without the other: docs/ARCHITECTURE.md's layers name each folder by what it holds.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCT = ['lib', 'components', 'entrypoints'];

interface Edge {
  from: string;
  to: string;
  /** `import type`, or every name imported `type`: erased by the compiler. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** Imports of our own code through a path alias, which this graph does not follow. */
const throughAlias: string[] = [];
const ALIAS = /^(@@?|~~?)\//;

function importGraph(): Edge[] {
  const files = PRODUCT.flatMap((dir) => sourceFiles(dir));
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const base = relative(ROOT, normalize(join(ROOT, dirname(from), specifier)));
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => known.has(path));
  };
  return files.flatMap((from) => {
    const text = readFileSync(join(ROOT, from), 'utf8');
    const source = ts.createSourceFile(from, text, ts.ScriptTarget.Latest, true);
    const edges: Edge[] = [];
    const add = (specifier: ts.Node | undefined, typeOnly: boolean) => {
      if (!specifier || !ts.isStringLiteral(specifier)) return;
      if (ALIAS.test(specifier.text)) throughAlias.push(`${from} → ${specifier.text}`);
      if (!specifier.text.startsWith('.')) return;
      const to = resolve(from, specifier.text);
      if (to) edges.push({ from, to, typeOnly });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        add(node.moduleSpecifier, isTypeOnly(node));
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword
      ) {
        add(node.arguments[0], false);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        add(node.argument.literal, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return edges;
  });
}

/** Each loop (a strongly connected group of more than one node), with the imports that close it. */
function loops(edges: readonly { from: string; to: string; via: string }[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from !== to) next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) group.push(member);
    } while (member !== node && member !== undefined);
    if (group.length > 1) found.push(group);
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found.map((group) => {
    const inGroup = new Set(group);
    const closing = edges
      .filter(({ from, to }) => from !== to && inGroup.has(from) && inGroup.has(to))
      .map(({ via }) => `  ${via}`);
    return [`${group.sort().join(' ⇄ ')}:`, ...new Set(closing)].join('\n');
  });
}

const graph = importGraph();

test('the import graph is read (the test cannot pass on an empty graph)', () => {
  expect(graph.some((edge) => edge.from === 'entrypoints/background.ts')).toBe(true);
  expect(graph.length).toBeGreaterThan(500);
  // An alias (WXT's `@/`, `~/`) would hide its edge from the loops below: every import is relative.
  expect(throughAlias).toEqual([]);
});

/*
 * Every import counts, type-only ones too: a type and the code that uses it naming each other is
 * the same tangle to a reader, though the compiler erases it.
 */
test('no file imports itself round a loop (any import)', () => {
  const edges = graph.map(({ from, to, typeOnly }) => ({
    from,
    to,
    via: `${from} → ${to}${typeOnly ? ' (type)' : ''}`,
  }));
  expect(loops(edges)).toEqual([]);
});

test('no folder imports itself round a loop (any import)', () => {
  const edges = graph.map(({ from, to, typeOnly }) => ({
    from: dirname(from),
    to: dirname(to),
    via: `${from} → ${to}${typeOnly ? ' (type)' : ''}`,
  }));
  expect(loops(edges)).toEqual([]);
});
