import { describe, expect, it } from 'vitest';
import { followPrediction, shrink } from './shrink.js';

/** Candidates of a list of numbers: each element lowered to 1, then lowered by one. */
function* lower(values: number[]): Iterable<number[]> {
  for (let i = 0; i < values.length; i++) {
    if (values[i]! > 1) yield values.map((v, j) => (j === i ? 1 : v));
  }
  for (let i = 0; i < values.length; i++) {
    if (values[i]! > 1) yield values.map((v, j) => (j === i ? v - 1 : v));
  }
}

describe('shrink', () => {
  const rows: [name: string, start: number[], fails: (v: number[]) => boolean, end: number[]][] = [
    ['fails whenever the sum is at least 9', [5, 5, 5, 5], (v) => sum(v) >= 9, [1, 1, 2, 5]],
    [
      'fails when some element is 4 or more',
      [2, 5, 3, 5],
      (v) => v.some((x) => x >= 4),
      [1, 1, 1, 4],
    ],
    ['fails always: everything goes to 1', [3, 2, 5], () => true, [1, 1, 1]],
    ['a local minimum stays as it is', [1, 2, 1], (v) => v[1] === 2, [1, 2, 1]],
  ];
  for (const [name, start, fails, end] of rows) {
    for (const parallel of [1, 3]) {
      it(`${name} (parallel ${parallel})`, async () => {
        const result = await shrink(start, {
          candidates: lower,
          stillFails: async (v) => fails(v),
          timeBoxMs: 10_000,
          parallel,
        });
        expect(result.value).toEqual(end);
        expect(result.timedOut).toBe(false);
        expect(fails(result.value)).toBe(true);
      });
    }
  }

  it('takes the first failing candidate in list order, whatever the batch size', async () => {
    const results = [];
    for (const parallel of [1, 2, 5, 50]) {
      const result = await shrink([5, 4, 3, 5, 2], {
        candidates: lower,
        stillFails: async (v) => v[0]! + v[3]! >= 6 && sum(v) % 2 === 1,
        timeBoxMs: 10_000,
        parallel,
      });
      results.push(result.value);
    }
    expect(new Set(results.map((v) => v.join(' '))).size).toBe(1);
  });

  it('stops at the time box and returns the last failing case', async () => {
    let clock = 0;
    const result = await shrink([5, 5, 5, 5], {
      candidates: lower,
      stillFails: async () => {
        clock += 10;
        return true;
      },
      timeBoxMs: 25,
      now: () => clock,
    });
    expect(result.timedOut).toBe(true);
    expect(result.steps).toBe(3);
    expect(result.value).toEqual([1, 1, 1, 5]);
  });

  it('stops at an error of the check, with the last failing case and every try of the batch done', async () => {
    const broken = new Error('cannot run ./sol: not found');
    let running = 0;
    let tries = 0;
    for (const parallel of [1, 3]) {
      const result = await shrink([5, 5, 5, 5], {
        candidates: lower,
        stillFails: async (v) => {
          running++;
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
          tries++;
          // The second step's candidates cannot be checked any more.
          if (v[0] === 1 && v[1] === 1) throw broken;
          return true;
        },
        timeBoxMs: 10_000,
        parallel,
      });
      expect(running).toBe(0);
      expect(result.value).toEqual([1, 5, 5, 5]);
      expect(result.steps).toBe(1);
      expect(result.stoppedBy).toBe(broken);
      expect(result.timedOut).toBe(false);
    }
    expect(tries).toBeGreaterThan(0);
  });

  it('takes a failing candidate that comes before an error in the same batch', async () => {
    const result = await shrink([5, 5], {
      candidates: lower,
      stillFails: async (v) => {
        if (v[0] === 5 && v[1] === 1) throw new Error('not reached one by one');
        return v[0] === 1 && v[1] === 5;
      },
      timeBoxMs: 10_000,
      parallel: 2,
    });
    expect(result.value).toEqual([1, 5]);
    expect(result.stoppedBy).toBeUndefined();
  });
});

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

describe('followPrediction', () => {
  const down = function* (n: number): Generator<number> {
    for (let k = n - 1; k >= 0; k--) yield k;
  };

  it('follows the prediction down to its local minimum without running anything', () => {
    // Candidates n-1, n-2, ..., 0; predicted to fail while at least 7: the first candidate is
    // taken at every step, down to 7.
    const result = followPrediction(100, {
      candidates: down,
      predicted: (n) => n >= 7,
      maxAsks: 1e6,
    });
    expect(result).toMatchObject({ value: 7, steps: 93, asks: 93 + 7 });
    expect(result.path).toEqual(Array.from({ length: 93 }, (_, i) => 99 - i));
  });

  it('asks about at most maxAsks candidates', () => {
    const result = followPrediction(100, {
      candidates: down,
      predicted: (n) => n >= 7,
      maxAsks: 10,
    });
    expect(result.asks).toBe(10);
    expect(result.value).toBe(90);
  });

  it('lets the shrinker jump past a local minimum of single steps when the program agrees', async () => {
    // The "program" fails on even numbers of at least 8; one step down (n-1) from an even number
    // never fails, so single steps stop at once; the prediction (the same rule) jumps to 8.
    const fails = (n: number): boolean => n >= 8 && n % 2 === 0;
    const single = function* (n: number): Generator<number> {
      if (n > 0) yield n - 1;
    };
    const plain = await shrink(40, {
      candidates: single,
      stillFails: async (n) => fails(n),
      timeBoxMs: Number.POSITIVE_INFINITY,
    });
    expect(plain.value).toBe(40);
    const withJump = await shrink(40, {
      candidates: (n) => {
        const far = followPrediction(n, { candidates: down, predicted: fails, maxAsks: 1e4 });
        return [...(far.steps > 0 ? [far.value] : []), ...single(n)];
      },
      stillFails: async (n) => fails(n),
      timeBoxMs: Number.POSITIVE_INFINITY,
    });
    expect(withJump.value).toBe(8);
    expect(withJump.tries).toBeLessThanOrEqual(3);
  });
});
