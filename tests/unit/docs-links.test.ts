/** Every relative link of the README and docs/ leads to a file that exists, and to a heading in it. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const pages = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((page) =>
  page.endsWith('.md'),
);

/** The text outside fenced code blocks, where a heading is a heading. */
const withoutFences = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');
/** The text outside code of any kind, where a link is a link. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (page: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of withoutFences(readFileSync(join(root, page), 'utf8')).matchAll(
    /^#{1,6} (.+)$/gm,
  )) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    anchors.add(count ? `${base}-${count}` : base);
    seen.set(base, count + 1);
  }
  return anchors;
};

const brokenLinks = (page: string): string[] => {
  const markdown = readFileSync(join(root, page), 'utf8');
  const broken: string[] = [];
  for (const [, target = ''] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const file = path ? relative(root, join(root, dirname(page), path)) : page;
    if (!existsSync(join(root, file))) broken.push(`${target}: no file ${file}`);
    else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).has(anchor))
      broken.push(`${target}: no heading #${anchor} in ${file}`);
  }
  return broken;
};

describe('documentation links', () => {
  it('finds the README and the docs', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/architecture.md');
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  it('turns headings into the anchors GitHub gives them', () => {
    expect(slug('Contract check (QA)')).toBe('contract-check-qa');
    expect(slug("The suite's time")).toBe('the-suites-time');
    expect(slug('Data, scenarios, the dev panel and faults')).toBe('data-scenarios-the-dev-panel-and-faults');
    expect(slug('The `--unsafe` flows')).toBe('the---unsafe-flows');
  });
});
