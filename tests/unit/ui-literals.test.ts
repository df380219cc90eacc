import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every word a page shows comes from public/_locales/<lang>/messages.json (lib/platform/i18n.ts).
 * This scan reads the pages' and components' sources with the TypeScript parser and fails on an
 * English literal where the user would read it: a JSX text node, a string written straight into
 * a JSX child expression, or one given to a prop that is shown or read aloud.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = [
  'entrypoints/options',
  'entrypoints/popup',
  'entrypoints/sidepanel',
  'entrypoints/door',
  'components',
];

/** Props whose text a user sees or hears. */
const SHOWN_PROPS = new Set([
  'title',
  'aria-label',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'label',
  'alt',
  'summary',
  'what',
]);

/** Literals that are no words: punctuation, symbols, and an address pattern's example. */
const NOT_WORDS = new Set(['—', '–', '%', '·', '…', '×', '→', '←', 'https://…']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isWords = (text: string) => {
  const trimmed = text.trim();
  return trimmed !== '' && !NOT_WORDS.has(trimmed) && /\p{L}/u.test(trimmed);
};

/** The string literals an expression shows as it is: through `?:`, `||`, `??` and templates. */
function shownLiterals(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return isWords(node.text) ? [node] : [];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return parts.some(isWords) ? [node] : [];
  }
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind;
    if (kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (kind === ts.SyntaxKind.PlusToken)
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
  }
  return [];
}

/** "file:line  text" for each English literal a user would see in this source. */
function englishLiterals(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${relative(ROOT, path)}:${line}  ${node.getText(file).trim().slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      shownLiterals(node.expression).forEach(report);
    if (ts.isJsxAttribute(node) && SHOWN_PROPS.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (value) shownLiterals(value).forEach(report);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the words pages show', () => {
  it('finds what it looks for (the scan itself works)', () => {
    const sample = `
      const a = <p title="Open it">Hello there</p>;
      const b = <Field label={busy ? 'Checking…' : label} placeholder="https://…" />;
      const c = <span>{ok ? message('x') : \`\${n} left\`} — {' '}·</span>;
      const d = <b aria-label={message('y')} data-testid="not words">{name}</b>;`;
    const lines = englishLiterals(join(ROOT, 'sample.tsx'), sample).map((hit) =>
      hit.replace(/^sample\.tsx:\d+\s+/, ''),
    );
    expect(lines).toEqual(['"Open it"', 'Hello there', "'Checking…'", `\`\${n} left\``]);
  });

  it('come from the locale files: no English literal in JSX or a shown prop', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) => englishLiterals(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
