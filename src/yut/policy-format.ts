/**
 * Text for people about play with unknown dice: the policy report of `nori yut --policy` and the
 * advice of `--advise`. Colour is injected (`Paint`), as in render.ts, so this module stays pure.
 */

import type { Advice } from './advise.js';
import type { Board } from './board.js';
import type { GameSize } from './board-file.js';
import type { Policy } from './policy.js';
import type { ForesightMean } from './policy-foresight.js';
import { type Paint, PLAIN } from './render.js';

const count = (n: number) => n.toLocaleString('en-US');
const points = (x: number) => x.toFixed(4);

/** One line naming the game: board, turns, pieces and die. */
export function formatGame(board: Board, game: GameSize): string {
  const die = game.faces === 1 ? 'a die that always shows 1' : `a die of 1 to ${game.faces}`;
  return `Board "${board.name}" (${board.size} cells), ${game.turns} ${game.turns === 1 ? 'turn' : 'turns'}, ${game.pieces} ${game.pieces === 1 ? 'piece' : 'pieces'}, ${die}`;
}

/** The report of `--policy`: the best policy's expectation beside perfect foresight's. */
export function formatPolicyReport(
  policy: Policy,
  foresight: ForesightMean,
  paint: Paint = PLAIN,
): string {
  const turnsLeft = policy.game.turns - policy.firstTurn + 1;
  const exact =
    policy.exact === null
      ? '(floating point)'
      : `(exactly ${count(policy.exact.numerator)} / ${policy.game.faces}^${turnsLeft})`;
  const how = foresight.exact
    ? `(mean over all ${count(foresight.inputs)} inputs)`
    : `(estimate from ${count(foresight.inputs)} random inputs, standard error ${foresight.standardError.toFixed(4)})`;
  const rows: [string, number, string][] = [
    ['Best policy, each roll seen just before its move:', policy.expected, exact],
    ['Perfect foresight, all rolls known in advance:', foresight.mean, how],
  ];
  const width = Math.max(...rows.map(([title]) => title.length));
  return [
    formatGame(policy.board, policy.game),
    '',
    ...rows.map(
      ([title, value, note]) =>
        `${title.padEnd(width)}  ${paint.bold(points(value).padStart(10))}  ${paint.dim(note)}`,
    ),
    '',
    `Knowing every roll in advance is worth ${points(foresight.mean - policy.expected)} points on average.`,
    paint.dim(`The policy's table holds ${count(policy.states)} positions.`),
    '',
  ].join('\n');
}

/** The JSON object of `--policy --json`. */
export function policyReportJson(policy: Policy, foresight: ForesightMean): object {
  return {
    board: policy.board.name,
    turns: policy.game.turns,
    pieces: policy.game.pieces,
    faces: policy.game.faces,
    policy: { expected: policy.expected, exact: policy.exact, states: policy.states },
    foresight,
  };
}

/** The advice of `--advise` as a table: each piece's move, points and expected final score. */
export function formatAdvice(advice: Advice, paint: Paint = PLAIN): string {
  const left = advice.turns - advice.turn;
  const header = `Turn ${advice.turn} of ${advice.turns}, roll ${advice.roll}, score so far ${advice.score}; ${left} ${left === 1 ? 'turn' : 'turns'} after this one.`;
  const titles = ['piece', 'from', 'to', 'points', 'expected final score'];
  const rows = advice.choices.map((choice) => {
    const why =
      choice.refusal === null
        ? ''
        : choice.refusal.reason === 'finished'
          ? 'cannot move: finished'
          : `cannot move: it would land on piece ${choice.refusal.by} (${advice.choices[choice.refusal.by - 1]!.from})`;
    return [
      String(choice.piece),
      choice.from,
      choice.to ?? '-',
      choice.points === null ? '-' : `+${choice.points}`,
      choice.expected === null
        ? why
        : `${points(choice.expected)}${choice.piece === advice.best ? `  ${paint.bold('<- best')}` : ''}`,
    ];
  });
  const widths = titles.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  // The last column is not padded: it holds a value, or why the piece cannot move.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 4
          ? cell
          : column === 1 || column === 2
            ? cell.padEnd(widths[column]!)
            : cell.padStart(widths[column]!),
      )
      .join('  ')
      .replace(/\s+$/, '');
  const table = [paint.bold(line(titles)), ...rows.map(line)];
  const best = advice.choices.find((choice) => choice.piece === advice.best);
  const verdict =
    best === undefined
      ? `No piece can move: the turn passes and scores nothing. Expected final score ${points(advice.expected)}.`
      : `Move piece ${best.piece} from ${best.from} to ${best.to}: expected final score ${points(advice.expected)}.`;
  return `${header}\n\n${table.join('\n')}\n\n${paint.bold(verdict)}\n`;
}
