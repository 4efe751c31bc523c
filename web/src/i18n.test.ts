import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TextKey, t, texts } from './i18n.js';

describe('texts', () => {
  it('fills in values and leaves unknown placeholders visible', () => {
    expect(t('yut.turnOf', { turn: 3, turns: 10 })).toBe('Turn 3 of 10');
    expect(t('yut.turnOf', { turn: 3 })).toBe('Turn 3 of {turns}');
  });
});

describe('keys', () => {
  it('every key is used by the page (literally, or through a template on its prefix)', () => {
    const web = join(import.meta.dirname, '..');
    const files = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.(ts|html)$/.test(file) && !file.includes('node_modules') && !file.endsWith('.test.ts'),
    );
    const code = files.map((file) => readFileSync(join(web, file), 'utf8')).join('\n');
    const prefixes = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]!);
    const keys = Object.keys(texts.en) as TextKey[];
    const unused = keys.filter(
      (key) =>
        !code.includes(`'${key}'`) &&
        !code.includes(`"${key}"`) &&
        !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
