import { describe, expect, it } from 'vitest';
import { withCaCerts } from '../run-folder.js';
import { noriHere } from './nori-here.js';
import { propertyFactor, runs } from './property.js';
import { timeScale } from './time.js';

describe('the settings of the tests', () => {
  it.each([
    ['a factor', '10', 10],
    ['a fraction', '0.5', 0.5],
  ])('NORI_TIME_SCALE and NORI_PROPERTY_RUNS: %s', (_name, value, factor) => {
    expect(timeScale(value, 0, 2)).toBe(factor);
    expect(propertyFactor(value)).toBe(factor);
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-2'],
    ['a word', 'many'],
  ])(
    'NORI_TIME_SCALE %s: the machine decides, at least 2, more when busy, at most 20',
    (_n, value) => {
      expect(timeScale(value, 0, 2)).toBe(2);
      expect(timeScale(value, 3.9, 2)).toBe(2);
      expect(timeScale(value, 9, 2)).toBe(5);
      expect(timeScale(value, 500, 2)).toBe(20);
      expect(timeScale(value, 5, 0)).toBe(5);
      expect(propertyFactor(value)).toBe(1);
    },
  );

  it('sets the extra certificates aside for the run, and gives them back where asked', () => {
    // The run's global set-up (test/run-folder.ts) has taken NODE_EXTRA_CA_CERTS away from every
    // process the tests start.
    expect(process.env.NODE_EXTRA_CA_CERTS).toBeUndefined();
    const env = { PATH: '/bin', NORI_TEST_EXTRA_CA_CERTS: '/etc/certs.pem' };
    expect(withCaCerts(env)).toEqual({ ...env, NODE_EXTRA_CA_CERTS: '/etc/certs.pem' });
    expect(withCaCerts({ PATH: '/bin' })).toEqual({ PATH: '/bin' });
  });

  it('runs keeps the other parameters and at least one run', () => {
    expect(runs(300, { seed: 7 })).toMatchObject({ seed: 7 });
    expect(runs(300).numRuns).toBeGreaterThanOrEqual(1);
  });
});

describe('noriHere: nori in this process', () => {
  it('captures what a run writes and its code, then gives everything back', async () => {
    const write = process.stdout.write;
    const stdin = process.stdin;
    const listeners = () =>
      [process, process.stdout, process.stderr].map((emitter) =>
        emitter.eventNames().map((event) => emitter.listenerCount(event)),
      );
    const before = listeners();
    const run = await noriHere(['omok', '--size', '4'], '', { LANG: 'ko_KR.UTF-8' });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^nori omok: --size/);
    expect(run.stderr).toMatch(/[가-힣]/);
    expect(process.stdout.write).toBe(write);
    expect(process.stdin).toBe(stdin);
    // Whatever listeners the runs added (on standard output's errors, on signals) are taken off.
    await noriHere(['omok', '--json', '--size', '5'], '0 0 0 0 0\n'.repeat(5));
    expect(listeners()).toEqual(before);
    // The language chosen by that run does not stay: the next run is in the locale it is given.
    expect((await noriHere(['omok', '--size', '4'])).stderr).not.toMatch(/[가-힣]/);
  });

  it('gives a run its standard input', async () => {
    const run = await noriHere(['yut', '--json'], '1 2 3 4 1 2 3 4 1 2\n');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout).score).toBe(190);
  });

  it('refuses the plain yut path, which reads file descriptor 0 itself', async () => {
    await expect(noriHere(['yut'], '1 2 3 4 1 2 3 4 1 2\n')).rejects.toThrow(/as a process/);
  });
});
