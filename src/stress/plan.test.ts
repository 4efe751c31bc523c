import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/support/property.js';
import { planCases, plannedInOrder } from './plan.js';

/** A case is the list of feature keys it has; cases are told apart by their place. */
type Case = { id: number; keys: string[] };

const arbitraryCases = fc
  .tuple(
    fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 4 }), {
      maxLength: 8,
    }),
    fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 4 }), {
      maxLength: 12,
    }),
  )
  .map(([traps, structured]) => ({
    traps: traps.map((keys, id) => ({ id, keys })),
    structured: structured.map((keys, i) => ({ id: 100 + i, keys })),
  }));

const FEATURES = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('planCases: a cover first, then the traps, then the rest', () => {
  it('keeps every case once; the cover has every feature some case has; traps and rest keep their order', () => {
    fc.assert(
      fc.property(arbitraryCases, ({ traps, structured }) => {
        const plan = planCases<Case>({
          traps,
          structured,
          features: FEATURES,
          featuresOf: (c) => c.keys,
        });
        const order = plannedInOrder(plan).map((c) => c.id);
        expect([...order].sort((x, y) => x - y)).toEqual(
          [...traps, ...structured].map((c) => c.id).sort((x, y) => x - y),
        );
        const some = new Set([...traps, ...structured].flatMap((c) => c.keys));
        const covered = new Set(plan.cover.flatMap((c) => c.keys));
        expect(covered).toEqual(some);
        // Each case of the cover adds a feature the ones before it lack.
        const seen = new Set<string>();
        for (const c of plan.cover) {
          expect(c.keys.some((k) => !seen.has(k))).toBe(true);
          for (const k of c.keys) seen.add(k);
        }
        const ids = (list: readonly Case[]) => list.map((c) => c.id);
        const inCover = new Set(ids(plan.cover));
        expect(ids(plan.traps)).toEqual(ids(traps).filter((id) => !inCover.has(id)));
        expect(ids(plan.rest)).toEqual(ids(structured).filter((id) => !inCover.has(id)));
      }),
      runs(200),
    );
  });

  it('takes the case with most new features first (one broad case instead of three narrow ones)', () => {
    const plan = planCases<Case>({
      traps: [{ id: 1, keys: ['a'] }],
      structured: [
        { id: 2, keys: ['b'] },
        { id: 3, keys: ['c'] },
        { id: 4, keys: ['a', 'b', 'c'] },
      ],
      features: ['a', 'b', 'c'],
      featuresOf: (c) => c.keys,
    });
    expect(plan.cover.map((c) => c.id)).toEqual([4]);
    expect(plan.traps.map((c) => c.id)).toEqual([1]);
    expect(plan.rest.map((c) => c.id)).toEqual([2, 3]);
  });

  it('looks only at the eligible cases for the cover, and ignores keys outside the table', () => {
    let asked = 0;
    const plan = planCases<Case>({
      traps: [],
      structured: [
        { id: 1, keys: ['a', 'b', 'z'] },
        { id: 2, keys: ['a'] },
        { id: 3, keys: ['b'] },
      ],
      features: ['a', 'b'],
      featuresOf: (c) => {
        asked++;
        return c.keys;
      },
      eligible: (index) => index > 0,
    });
    expect(asked).toBe(2);
    expect(plan.cover.map((c) => c.id)).toEqual([2, 3]);
    expect(plan.rest.map((c) => c.id)).toEqual([1]);
  });

  it('chooses the same cover as the plain greedy over sets of keys (the reference), on tables of any size', () => {
    /** The greedy cover by `Set`s: planCases' choice before it counted with bits. */
    const reference = (cases: readonly Case[], features: readonly string[]): number[] => {
      const wanted = new Set(features);
      const sets = cases.map((c) => new Set(c.keys.filter((k) => wanted.has(k))));
      const left = new Set(features);
      const chosen: number[] = [];
      while (left.size > 0) {
        let best = -1;
        let bestGain = 0;
        sets.forEach((set, index) => {
          let gain = 0;
          for (const key of set) if (left.has(key)) gain++;
          if (gain > bestGain) {
            best = index;
            bestGain = gain;
          }
        });
        if (best === -1) break;
        chosen.push(cases[best]!.id);
        for (const key of sets[best]!) left.delete(key);
      }
      return chosen;
    };
    // Up to 80 keys: words of 32 bits, the last one partly used; some keys outside the table.
    const key = fc.integer({ min: 0, max: 79 }).map((n) => `k${n}`);
    fc.assert(
      fc.property(
        fc.array(fc.array(key, { maxLength: 30 }), { maxLength: 40 }),
        fc.uniqueArray(key, { maxLength: 70 }),
        (keyLists, features) => {
          const cases = keyLists.map((keys, id) => ({ id, keys }));
          const plan = planCases<Case>({
            traps: cases.slice(0, 5),
            structured: cases.slice(5),
            features,
            featuresOf: (c) => c.keys,
          });
          expect(plan.cover.map((c) => c.id)).toEqual(reference(cases, features));
        },
      ),
      runs(200),
    );
  });
});
