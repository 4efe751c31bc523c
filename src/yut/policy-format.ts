/**
 * Text for people about play with unknown dice: the policy report of `nori yut --policy` and the
 * advice of `--advise`. Colour is injected (`Paint`), as in render.ts, so this module stays pure.
 */

import { displayWidth, type Lang, padEndWidth, padStartWidth, text } from '../i18n/index.js';
import type { Advice } from './advise.js';
import type { Board } from './board.js';
import type { GameSize } from './board-file.js';
import type { Policy } from './policy.js';
import type { ForesightMean } from './policy-foresight.js';
import { type Paint, PLAIN } from './render.js';

const count = (n: number) => n.toLocaleString('en-US');
const points = (x: number) => x.toFixed(4);

/** One line naming the game: board, turns, pieces and die. */
export function formatGame(board: Board, game: GameSize, lang: Lang = 'en'): string {
  return text(lang, 'yut.game', {
    board: board.name,
    cells: board.size,
    turns: game.turns,
    pieces: game.pieces,
    die:
      game.faces === 1
        ? text(lang, 'yut.die.one')
        : text(lang, 'yut.die.faces', { faces: game.faces }),
  });
}

/**
 * What knowing the rolls is worth: foresight's mean less the policy's. Never below 0 in truth
 * (foresight can do all the policy does); a sampled mean that comes out below it, or within two
 * standard errors of it, is said to be a range from 0, not a number (an attack found "worth
 * -0.0555 points").
 */
function worthLine(foresight: ForesightMean, worth: number, lang: Lang): string {
  if (foresight.exact)
    return text(lang, 'yut.policy.worth', { points: points(Math.max(0, worth)) });
  const margin = 2 * foresight.standardError;
  if (worth >= margin) return text(lang, 'yut.policy.worth', { points: points(worth) });
  return text(lang, 'yut.policy.worth-unsure', {
    high: points(Math.max(0, worth) + margin),
    points: points(worth),
  });
}

/** The report of `--policy`: the best policy's expectation beside perfect foresight's. */
export function formatPolicyReport(
  policy: Policy,
  foresight: ForesightMean,
  paint: Paint = PLAIN,
  lang: Lang = 'en',
): string {
  const turnsLeft = policy.game.turns - policy.firstTurn + 1;
  const exact =
    policy.exact === null
      ? text(lang, 'yut.policy.float')
      : text(lang, 'yut.policy.exact', {
          numerator: count(policy.exact.numerator),
          faces: policy.game.faces,
          turns: turnsLeft,
        });
  const how = foresight.exact
    ? text(lang, 'yut.policy.mean', { inputs: count(foresight.inputs) })
    : text(lang, 'yut.policy.estimate', {
        inputs: count(foresight.inputs),
        error: foresight.standardError.toFixed(4),
      });
  const rows: [string, number, string][] = [
    [text(lang, 'yut.policy.best'), policy.expected, exact],
    [text(lang, 'yut.policy.foresight'), foresight.mean, how],
  ];
  const width = Math.max(...rows.map(([title]) => displayWidth(title)));
  return [
    formatGame(policy.board, policy.game, lang),
    '',
    ...rows.map(
      ([title, value, note]) =>
        `${padEndWidth(title, width)}  ${paint.bold(points(value).padStart(10))}  ${paint.dim(note)}`,
    ),
    '',
    worthLine(foresight, foresight.mean - policy.expected, lang),
    paint.dim(text(lang, 'yut.policy.states', { states: count(policy.states) })),
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
export function formatAdvice(advice: Advice, paint: Paint = PLAIN, lang: Lang = 'en'): string {
  const header = text(lang, 'yut.advise.head', {
    turn: advice.turn,
    turns: advice.turns,
    roll: advice.roll,
    score: advice.score,
    left: advice.turns - advice.turn,
  });
  const titles = [
    text(lang, 'yut.advise.piece'),
    text(lang, 'yut.advise.from'),
    text(lang, 'yut.advise.to'),
    text(lang, 'yut.advise.points'),
    text(lang, 'yut.advise.expected'),
  ];
  const rows = advice.choices.map((choice) => {
    const why =
      choice.refusal === null
        ? ''
        : choice.refusal.reason === 'finished'
          ? text(lang, 'yut.advise.finished')
          : text(lang, 'yut.advise.occupied', {
              piece: choice.refusal.by,
              cell: advice.choices[choice.refusal.by - 1]!.from,
            });
    return [
      String(choice.piece),
      choice.from,
      choice.to ?? '-',
      choice.points === null ? '-' : `+${choice.points}`,
      choice.expected === null
        ? why
        : `${points(choice.expected)}${choice.piece === advice.best ? `  ${paint.bold(text(lang, 'yut.advise.best-mark'))}` : ''}`,
    ];
  });
  const widths = titles.map((title, column) =>
    Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[column]!))),
  );
  // The last column is not padded: it holds a value, or why the piece cannot move.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 4
          ? cell
          : column === 1 || column === 2
            ? padEndWidth(cell, widths[column]!)
            : padStartWidth(cell, widths[column]!),
      )
      .join('  ')
      .replace(/\s+$/, '');
  const table = [paint.bold(line(titles)), ...rows.map(line)];
  const best = advice.choices.find((choice) => choice.piece === advice.best);
  const verdict =
    best === undefined
      ? text(lang, 'yut.advise.none', { expected: points(advice.expected) })
      : text(lang, 'yut.advise.move', {
          piece: best.piece,
          from: best.from,
          to: best.to ?? '-',
          expected: points(advice.expected),
        });
  return `${header}\n\n${table.join('\n')}\n\n${paint.bold(verdict)}\n`;
}
