import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * docs/ARCHITECTURE.md, "The pause flow, hop by hop", held to the code: every hop names a file
 * that exists and a function that file defines, the hops go down through each layer once and
 * back up once, and the read-write transactions it marks are opened where it says.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

function section(markdown: string, title: string) {
  const start = markdown.indexOf(`## ${title}\n`);
  if (start === -1) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

interface Hop {
  number: number;
  file: string;
  name: string;
  text: string;
}

/** Numbered items that start `N. \`file\` → \`name\``, each with its text up to the next. */
function hopsOf(text: string): Hop[] {
  const items = text.split(/\n(?=\d+\. )/).filter((item) => /^\d+\. /.test(item));
  return items.map((item) => {
    const found = item.match(/^(\d+)\. `([^`]+)` → `([^`(]+)/);
    if (!found) throw new Error(`A hop without \`file\` → \`function\`: ${item.slice(0, 80)}`);
    const [, number = '', file = '', name = ''] = found;
    return { number: Number(number), file, name, text: item };
  });
}

/** Whether `source` defines `name`: a function, a constant, or a method or property. */
function defines(source: string, name: string) {
  return new RegExp(`\\b(function|const|let|class)\\s+${name}\\b|\\b${name}\\s*[:(=]`).test(source);
}

function layerOf(file: string) {
  if (file.startsWith('components/') || file.startsWith('entrypoints/')) return 'pages';
  return file.split('/')[1] ?? file;
}

const flow = section(read('docs/ARCHITECTURE.md'), 'The pause flow, hop by hop');
const hops = hopsOf(flow);

describe('docs/ARCHITECTURE.md, "The pause flow, hop by hop"', () => {
  it('is at most 15 hops, numbered in order', () => {
    expect(hops.length).toBeGreaterThan(0);
    expect(hops.length).toBeLessThanOrEqual(15);
    expect(hops.map((hop) => hop.number)).toEqual(hops.map((_hop, index) => index + 1));
  });

  it('names, in each hop, a file that exists and a function that file defines', () => {
    for (const { file, name } of hops) {
      expect(existsSync(`${root}${file}`), file).toBe(true);
      const source = read(file);
      for (const part of name.split('.'))
        expect(defines(source, part), `${file} ${part}`).toBe(true);
    }
  });

  it('goes down through each layer once, and back up once through the read path', () => {
    const layers = hops
      .map((hop) => layerOf(hop.file))
      .filter((layer, index, all) => layer !== all[index - 1]);
    expect(layers).toEqual(['pages', 'messaging', 'background', 'storage', 'pages']);
  });

  it('marks at most two read-write transactions, each opened by a write where it says', () => {
    const opened = hops.filter((hop) => /read-write transaction \d opens/i.test(hop.text));
    expect(opened.length).toBeLessThanOrEqual(2);
    for (const hop of opened) {
      expect(hop.text, `hop ${hop.number}`).toMatch(/\*\*[Ii]t commits\*\*|\*\*commits\*\*/);
      expect(read(hop.file), hop.file).toMatch(/\b(writeTables|changeLocally)\(/);
    }
    const numbers = opened.map((hop) => Number(hop.text.match(/transaction (\d) opens/)?.[1]));
    expect(numbers).toEqual(numbers.map((_n, index) => index + 1));
  });
});
