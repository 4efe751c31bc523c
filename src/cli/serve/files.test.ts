import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../../i18n/index.js';
import { acceptedEncodings, contentType, openEncoded, openServedFile } from './files.js';
import { raceSymlinkSwap } from './files.test-helper.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nori-serve-files-'));
  made.push(dir);
  return dir;
}

describe('openServedFile', () => {
  it('never serves a file through a folder swapped for a symbolic link (a bounded race)', async () => {
    const { leaks, served } = await raceSymlinkSwap(1600);
    expect(leaks).toBe(0);
    // The race really ran both ways: some requests found the real folder.
    expect(served).toBeGreaterThan(0);
  }, 60_000);
});

describe('contentType', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/index-x.js', 'text/javascript; charset=utf-8'],
    ['assets/index-x.css', 'text/css; charset=utf-8'],
    ['icon.svg', 'image/svg+xml; charset=utf-8'],
    ['favicon.png', 'image/png'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['data.json', 'application/json; charset=utf-8'],
    ['no-extension', 'application/octet-stream'],
  ])('%s is served as %s', (name, expected) => {
    expect(contentType(name)).toBe(expected);
  });
});

describe('acceptedEncodings', () => {
  const rows: [header: string | undefined, expected: string[]][] = [
    [undefined, []],
    ['', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip;q=1.0, br;q=0.5', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, gzip;q=0', ['br']],
    ['identity', []],
    ['br;q=0.3, identity;q=0.5', []],
    ['x-gzip', ['gzip']],
    ['BR;Q=0.9, GZIP;q=0.8', ['br', 'gzip']],
    ['br;q=2', []],
    ['br;q=abc', []],
  ];
  for (const [header, expected] of rows) {
    it(`${JSON.stringify(header)} -> ${expected.join(', ') || 'identity'}`, () => {
      expect(acceptedEncodings(header)).toEqual(expected);
    });
  }
});

describe('openEncoded', () => {
  it('opens the copy the client prefers, or none', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'a.js'), 'plain');
    writeFileSync(join(root, 'a.js.gz'), 'gz');
    const open = async (accept: string) => {
      const found = await openServedFile(root, ['a.js'], false);
      if (!found.ok) throw new Error(render('en', found.reason));
      const encoded = await openEncoded(root, found.file, accept);
      const file = encoded ?? found.file;
      const text = (await file.handle.readFile()).toString();
      await file.handle.close();
      return [encoded?.encoding, text];
    };
    expect(await open('br, gzip')).toEqual(['gzip', 'gz']);
    expect(await open('br')).toEqual([undefined, 'plain']);
    expect(await open('gzip;q=0')).toEqual([undefined, 'plain']);
  });
});
