/**
 * `nori serve` in Korean (issue 25: no English sentence under --lang ko or a Korean locale): the
 * every-interface warning and the log line of each refused request — a missing file, a path with
 * `..`, a Host that is not one name, an unknown Transfer-Encoding — are Korean, from the catalogue,
 * with nothing English left but the request itself (quoted) and the method.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishWords } from '../../src/cli/korean.test-helper.js';
import { copyPackage, type PackageCopy, rawRequest, startNori } from './serve.test-helper.js';

let copy: PackageCopy;
beforeAll(() => {
  copy = copyPackage();
});
afterAll(() => copy.remove());

const WAYS: [name: string, args: string[], env: NodeJS.ProcessEnv][] = [
  ['--lang ko', ['--lang', 'ko'], { ...process.env, LANG: 'C', LC_ALL: '' }],
  ['LANG=ko_KR.UTF-8', [], { ...process.env, LANG: 'ko_KR.UTF-8', LC_ALL: '' }],
];

describe('nori serve in Korean', () => {
  for (const [name, args, env] of WAYS) {
    it(`${name}: the warning and every refused request's log line`, async () => {
      const running = await startNori(copy.bin, ['--host', '0', ...args], env);
      try {
        const ask = (head: string) =>
          rawRequest(running.port, `${head}\r\nConnection: close\r\n\r\n`);
        const missing = await ask('GET /no-such-file HTTP/1.1\r\nHost: a');
        expect(missing.statuses[0]).toBe(404);
        // The page a browser shows says it in Korean too (it said "not found": an attack).
        const body = (answer: { text: string }) => Buffer.from(answer.text, 'latin1').toString();
        expect(body(missing).endsWith('\r\n\r\n찾을 수 없습니다\n')).toBe(true);
        expect((await ask('GET /a/../../etc/passwd HTTP/1.1\r\nHost: a')).statuses[0]).toBe(404);
        const badHost = await ask('GET / HTTP/1.1\r\nHost: a b');
        expect(badHost.statuses[0]).toBe(400);
        expect(body(badHost).endsWith('\r\n\r\n잘못된 요청입니다\n')).toBe(true);
        const coding = await ask('GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: foo');
        expect(coding.statuses[0]).toBe(400);
        // The log lines are written as the requests are refused: wait for all of them.
        const lines = () =>
          running
            .stderr()
            .split('\n')
            .filter((line) => line !== '');
        for (let i = 0; i < 100 && lines().length < 5; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(lines()).toHaveLength(5);
        expect(lines()[0]).toMatch(/^nori serve: 모든 네트워크 인터페이스/);
        for (const line of lines()) {
          expect(line).toMatch(/[가-힣]/);
          expect(englishWords(line.replace(/^nori serve: \d{3} [A-Z]+ /, ''))).toEqual([]);
        }
      } finally {
        await running.stop();
      }
    });
  }

  it("a refusal's words follow the browser's Accept-Language, else the server's language", async () => {
    const running = await startNori(copy.bin, ['--lang', 'en'], { ...process.env, LANG: 'C' });
    try {
      const missing = (accept: string) =>
        rawRequest(
          running.port,
          `GET /no-such-file HTTP/1.1\r\nHost: a\r\n${accept}Connection: close\r\n\r\n`,
        ).then((answer) => Buffer.from(answer.text, 'latin1').toString());
      const korean = await missing('Accept-Language: ko-KR,ko;q=0.9,en-US;q=0.8\r\n');
      expect(korean).toMatch(/\r\nContent-Language: ko\r\n/i);
      expect(korean).toMatch(/\r\nVary: Accept-Language\r\n/i);
      expect(korean.endsWith('\r\n\r\n찾을 수 없습니다\n')).toBe(true);
      // Neither language, or none asked for: the server's (English here).
      for (const accept of ['Accept-Language: fr-CA, de;q=0.5\r\n', '']) {
        const answer = await missing(accept);
        expect(answer).toMatch(/\r\nContent-Language: en\r\n/i);
        expect(answer.endsWith('\r\n\r\nnot found\n')).toBe(true);
      }
      // The log stays in the server's language.
      expect(running.stderr()).not.toMatch(/[가-힣]/);
    } finally {
      await running.stop();
    }
  });
});
