/**
 * Every code of the command line's catalogue (en.ts, ko.ts) is used by the code of src/ (written
 * out, or through a template on its prefix: `omok.color.${n}`), as web/src/i18n.test.ts checks for
 * the page's catalogue (page-en.ts): the two sides are kept apart, and neither keeps dead texts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { en } from './en.js';

it('every code of the command line is used in src/', () => {
  const src = join(import.meta.dirname, '..');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !/^i18n[/\\](en|ko|page-en|page-ko)\.ts$/.test(file),
  );
  const code = files.map((file) => readFileSync(join(src, file), 'utf8')).join('\n');
  const prefixes = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]!);
  const unused = Object.keys(en).filter(
    (key) =>
      !code.includes(`'${key}'`) &&
      !code.includes(`"${key}"`) &&
      !code.includes(`\`${key}\``) &&
      !prefixes.some((prefix) => key.startsWith(prefix)),
  );
  expect(unused).toEqual([]);
});
