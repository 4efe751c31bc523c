/**
 * Random small boards for property tests: a handful of cells, red arrows mostly forward (so most
 * boards look like yut boards: routes that merge and end), sometimes backward (loops), optional
 * blue arrows anywhere, small numbers so that different cells often carry the same one. Cells are
 * listed in a shuffled order, so that the start is not always cell 0.
 */
import fc from 'fast-check';
import { type Board, type BoardSpec, type CellSpec, compileBoard } from './board.js';

export interface RandomBoardOptions {
  readonly minCells?: number;
  readonly maxCells?: number;
  /** Allow red arrows back to earlier cells (default true). */
  readonly loops?: boolean;
}

export function arbitraryBoard(options: RandomBoardOptions = {}): fc.Arbitrary<BoardSpec> {
  const { minCells = 3, maxCells = 8, loops = true } = options;
  return fc.integer({ min: minCells, max: maxCells }).chain((n) => {
    // Cell i of the route order: 0 is the start, n - 1 the end.
    const label = (i: number) => (i === 0 ? 's' : i === n - 1 ? 'e' : `c${i}`);
    const arrows = Array.from({ length: n - 1 }, (_, i) =>
      fc.record({
        forward: fc.integer({ min: i + 1, max: n - 1 }),
        backward: loops
          ? fc.option(fc.integer({ min: 0, max: n - 2 }), { freq: 6 })
          : fc.constant(null),
        blue: fc.option(fc.integer({ min: 0, max: n - 1 }), { freq: 2 }),
        number: fc.integer({ min: 0, max: 12 }),
      }),
    );
    return fc
      .tuple(
        fc.tuple(...arrows),
        fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
      )
      .map(([cells, order]): BoardSpec => {
        const specs: CellSpec[] = cells.map(({ forward, backward, blue, number }, i) => {
          const red = backward !== null && backward !== i ? backward : forward;
          return {
            label: label(i),
            number: i === 0 ? 0 : number,
            red: label(red),
            ...(blue !== null && blue !== i ? { blue: label(blue) } : {}),
          };
        });
        specs.push({ label: 'e', number: 0 });
        return { name: 'random', start: 's', end: 'e', cells: order.map((i) => specs[i]!) };
      });
  });
}

/**
 * The compiled board of a spec. Inside a property, a random spec that the validator refuses for
 * these faces (a cell from which the end cannot be reached) is skipped with `fc.pre`, as the
 * solvers never see such a board; outside one, a refusal fails the test (fc.pre throws).
 */
export function mustCompile(spec: BoardSpec, faces = 5): Board {
  const compiled = compileBoard(spec, faces);
  fc.pre(compiled.ok);
  return compiled.value;
}
