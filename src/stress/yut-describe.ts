/**
 * A failing Dice Yut case in words and a picture (issue 21): the best plan's score beside the
 * program's number and, when one rule changed explains the number (yut-rules.ts), that rule and
 * the move it concerns: for a number too high, the first move of the changed game's best plan
 * that the real rules forbid; for a number too low, the first move of the real best plan that the
 * change forbids. "Where to look" names the cells of that move, drawn on the board.
 */

import { type Message, msg, render, type Value } from '../i18n/index.js';
import { quoteToken } from '../quote.js';
import { type Board, bestPlan, type CellId, endsLine, PLAIN, renderBoard } from '../yut/index.js';
import { tokens } from './compare.js';
import type { Description, Lang } from './problem.js';
import {
  baseLabel,
  changedPlan,
  changedScore,
  changesKey,
  firstForbidden,
  OUTER,
  type RuleChange,
  realRefusal,
  ruleChanges,
} from './yut-rules.js';

/** A rule change in words ("cells o30 and m30 (both 30) are treated as one cell"). */
export function changeMessage(board: Board, change: RuleChange): Message {
  const [x = '', y = ''] = change.cells;
  const number = (label: string | undefined): number =>
    label === undefined ? 0 : board.numbers[board.idOf.get(label) ?? 0]!;
  switch (change.kind) {
    case 'merge':
      return msg('yut.change.merge', { x, y, number: number(change.cells[0]) });
    case 'share':
      return msg('yut.change.share', { x });
    case 'no-blue':
      return msg('yut.change.no-blue', { x });
    case 'blue-passing':
      return msg('yut.change.blue-passing', { x });
    case 'route-copies':
      return msg('yut.change.route-copies');
    case 'meet': {
      const [first = '', second = ''] = change.routes ?? [];
      return msg('yut.change.meet', {
        x,
        first: routeMessage(first),
        second: routeMessage(second),
      });
    }
    case 'finished-moves':
      return msg('yut.change.finished-moves');
    case 'end-blocks':
      return msg('yut.change.end-blocks');
    case 'end-points':
      return msg('yut.change.end-points');
    case 'exact-end':
      return msg('yut.change.exact-end');
    case 'last-stuck':
      return msg('yut.change.last-stuck', { x });
  }
}

/** A route in words: a blue corner's arrow, or the outer ring (`OUTER`). */
function routeMessage(route: string): Message {
  return route === OUTER ? msg('yut.route.outer') : msg('yut.route.blue', { cell: route });
}

/** `changeMessage` in words. */
export function changeText(board: Board, change: RuleChange, lang: Lang): string {
  return render(lang, changeMessage(board, change));
}

/** The rule of the problem a change breaks. */
export function ruleMessage(change: RuleChange): Message {
  switch (change.kind) {
    case 'merge':
    case 'share':
    case 'route-copies':
    case 'meet':
      return msg('yut.rule.occupied');
    case 'no-blue':
    case 'blue-passing':
      return msg('yut.rule.blue');
    case 'finished-moves':
      return msg('yut.rule.finished');
    case 'end-blocks':
      return msg('yut.rule.end-blocks');
    case 'end-points':
      return msg('yut.rule.end-points');
    case 'exact-end':
      return msg('yut.rule.exact-end');
    case 'last-stuck':
      return msg('yut.rule.last-stuck');
  }
}

/** `ruleMessage` in words. */
export function ruleText(change: RuleChange, lang: Lang): string {
  return render(lang, ruleMessage(change));
}

/**
 * A cell in a sentence: its label (o28, m30); the start and end cells in words, 출발 and 도착 in
 * Korean (a report wrote "end 칸에서 end 칸으로"), start and end in English.
 */
function cellWord(board: Board, label: string): Value {
  if (label === board.labels[board.start]) return msg('yut.cell.start');
  if (label === board.labels[board.end]) return msg('yut.cell.end');
  return label;
}

/** `cellWord` as text in `lang`. */
function cellText(board: Board, label: string, lang: Lang): string {
  const word = cellWord(board, label);
  return typeof word === 'object' ? render(lang, word) : String(word);
}

/** "turn 7: piece 2 from o28 to m30 (roll 3)". */
function moveMessage(
  board: Board,
  turn: number,
  piece: number,
  from: string,
  to: string,
  die: number,
): Message {
  return msg('yut.describe.move', {
    turn,
    piece,
    from: cellWord(board, from),
    to: cellWord(board, to),
    die,
  });
}

/**
 * The picture of a position, without the footer's legend of the blue corners; the pieces on start
 * and end are listed under it when there are some (else a position of finished pieces showed an
 * empty board under "the pieces just before that move").
 */
function picture(board: Board, position: readonly CellId[], lang: Lang): string {
  const grid = renderBoard(board, position, PLAIN, lang).trimEnd().split('\n').slice(0, -1);
  if (position.some((cell) => cell === board.start || cell === board.end)) {
    grid.push(endsLine(board, position, PLAIN, lang));
  }
  return grid.join('\n');
}

/**
 * The lines that explain `number` by `changes` (one rule change, or two composed), or undefined
 * when the game under them gives the number but no move of a plan shows where (then the next
 * explanation is tried).
 */
function describeBy(
  board: Board,
  dice: readonly number[],
  best: ReturnType<typeof bestPlan>,
  number: number,
  changes: readonly RuleChange[],
  lang: Lang,
): Description | undefined {
  const say = (message: Message): string => render(lang, message);
  const high = number > best.score;
  const pair = changes.length > 1;
  const structure = changesKey(changes);
  const changedCells = changes.flatMap((c) => c.cells);
  const changedBest = say(
    pair
      ? msg('yut.describe.changed-best-pair', {
          number,
          first: changeMessage(board, changes[0]!),
          second: changeMessage(board, changes[1]!),
        })
      : msg('yut.describe.changed-best', { number, change: changeMessage(board, changes[0]!) }),
  );
  const rules = [...new Set(changes.map((c) => say(msg('check.rule', { rule: ruleMessage(c) }))))];
  const lines: string[] = [];
  if (!high) {
    const forbidden = firstForbidden(board, dice, best.plan, changes);
    if (forbidden === undefined) return undefined;
    const step = best.plan[forbidden.index]!;
    const piece = step.piece!;
    const to = board.idOf.get(step.to!)!;
    const blockers = forbidden.position
      .map((cell, other) => ({ cell, other }))
      .filter(
        ({ cell, other }) => other !== piece - 1 && cell !== board.start && cell !== board.end,
      )
      .filter(({ cell }) => changedCells.includes(board.labels[cell]!) || cell === to);
    lines.push(changedBest);
    const blocker = blockers[0];
    const why =
      forbidden.elsewhere !== undefined
        ? msg(pair ? 'yut.describe.why.elsewhere-pair' : 'yut.describe.why.elsewhere', {
            cell: cellWord(board, board.labels[forbidden.elsewhere]!),
          })
        : blocker !== undefined
          ? msg(pair ? 'yut.describe.why.blocker-pair' : 'yut.describe.why.blocker', {
              piece: blocker.other + 1,
              cell: cellWord(board, board.labels[blocker.cell]!),
            })
          : msg(pair ? 'yut.describe.why.forbidden-pair' : 'yut.describe.why.forbidden');
    const move = moveMessage(board, step.turn, piece, step.from!, step.to!, step.die);
    lines.push(
      say(
        msg(pair ? 'yut.describe.first-forbidden-pair' : 'yut.describe.first-forbidden', {
          move,
          why,
        }),
      ),
    );
    lines.push(...rules);
    // The move's cells: where it should end and what stops it, or, when the changed rules send the
    // piece elsewhere (the words say where) or refuse it where it starts (no piece in the way: a
    // piece on o40 that cannot move), where it starts and where it should end.
    const fromChanged = blocker === undefined && changedCells.includes(step.from!);
    const cells =
      forbidden.elsewhere !== undefined || fromChanged
        ? [step.from!, step.to!]
        : [step.to!, ...(blocker !== undefined ? [board.labels[blocker.cell]!] : [])];
    const unique = [...new Set(cells)].filter((l) => l !== board.labels[board.start]);
    lines.push(
      say(
        msg('yut.describe.where', {
          cells: unique.map((label) => cellText(board, label, lang)).join(', '),
        }),
      ),
    );
    lines.push(picture(board, forbidden.position, lang));
    return { text: `${lines.join('\n')}\n`, cells: unique, structure, hypothesis: true };
  }
  // Too high: the changed game's best plan makes a move the real rules forbid.
  const plan = changedPlan(board, dice, changes);
  const position = new Array<CellId>(4).fill(board.start);
  for (let turn = 0; turn < plan.moves.length; turn++) {
    const move = plan.moves[turn];
    if (move === null || move === undefined) break;
    const fromLabel = baseLabel(plan.board, move.from);
    const toLabel = baseLabel(plan.board, move.to);
    const from = board.idOf.get(fromLabel)!;
    const refusal = realRefusal(board, position, move.piece, dice[turn]!);
    const wanted = board.idOf.get(toLabel)!;
    const forbidden = refusal.finished || refusal.by !== undefined || refusal.to !== wanted;
    const moved = moveMessage(board, turn + 1, move.piece + 1, fromLabel, toLabel, dice[turn]!);
    if (forbidden && position[move.piece] === from) {
      lines.push(changedBest);
      const why = refusal.finished
        ? msg('yut.describe.why.finished')
        : refusal.by !== undefined
          ? msg('yut.describe.why.occupied', {
              piece: refusal.by + 1,
              cell: cellWord(board, board.labels[refusal.to]!),
            })
          : msg('yut.describe.why.goes-to', { cell: cellWord(board, board.labels[refusal.to]!) });
      lines.push(say(msg('yut.describe.forbidden-move', { move: moved, why })));
      lines.push(...rules);
      const unique = [...new Set([fromLabel, toLabel, board.labels[refusal.to]!])].filter(
        (l) => l !== board.labels[board.start],
      );
      lines.push(
        say(
          msg('yut.describe.where', {
            cells: unique.map((label) => cellText(board, label, lang)).join(', '),
          }),
        ),
      );
      lines.push(picture(board, position, lang));
      return { text: `${lines.join('\n')}\n`, cells: unique, structure, hypothesis: true };
    }
    if (changes.some((c) => c.kind === 'end-points') && toLabel === board.labels[board.end]) {
      lines.push(changedBest, say(msg('yut.describe.end-points', { move: moved })), ...rules);
      return {
        text: `${lines.join('\n')}\n`,
        cells: [fromLabel, toLabel],
        structure,
        hypothesis: true,
      };
    }
    position[move.piece] = board.idOf.get(toLabel)!;
  }
  return undefined;
}

/** The description of a failing Dice Yut case; see the module comment. */
export function describeYut(
  board: Board,
  dice: readonly number[],
  actual: string,
  lang: Lang,
  named: readonly string[] = [],
  stopped?: string,
): Description {
  const say = (message: Message): string => render(lang, message);
  const best = bestPlan(board, dice);
  const said = tokens(actual);
  const lines: string[] = [];
  if (said.length !== 1 || !/^-?\d+$/.test(said[0]!)) {
    lines.push(
      say(
        said.length === 0
          ? stopped !== undefined
            ? msg('yut.describe.stopped-silent', { best: best.score, verdict: stopped })
            : msg('yut.describe.printed-nothing', { best: best.score })
          : msg('yut.describe.printed-not-a-number', {
              best: best.score,
              said: quoteToken(said.join(' ')),
            }),
      ),
    );
    return { text: `${lines.join('\n')}\n`, cells: [], structure: 'format' };
  }
  const number = Number(said[0]);
  if (number === best.score) {
    // The right number from a run that failed otherwise (a time-out, a crash after printing):
    // nothing to say against the answer, and no rule change to look for.
    lines.push(say(msg('yut.describe.right', { best: best.score })));
    return { text: `${lines.join('\n')}\n`, cells: [], structure: undefined };
  }
  const high = number > best.score;
  lines.push(
    say(msg(high ? 'yut.describe.too-high' : 'yut.describe.too-low', { best: best.score, number })),
  );
  // The rule changes the diagnosis named, when they give the number; then one rule change, then
  // (a program may make two mistakes) a pair of them composed.
  const all = ruleChanges(board);
  const diagnosed = all.filter((c) => named.includes(c.key));
  if (diagnosed.length === named.length && diagnosed.length > 0) {
    if (changedScore(board, dice, diagnosed) === number) {
      const found = describeBy(board, dice, best, number, diagnosed, lang);
      if (found !== undefined) return { ...found, text: `${lines.join('\n')}\n${found.text}` };
    }
  }
  for (const change of all.filter((c) => changedScore(board, dice, c) === number)) {
    const found = describeBy(board, dice, best, number, [change], lang);
    if (found !== undefined) return { ...found, text: `${lines.join('\n')}\n${found.text}` };
  }
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const pair = [all[i]!, all[j]!];
      if (changedScore(board, dice, pair) !== number) continue;
      const found = describeBy(board, dice, best, number, pair, lang);
      if (found !== undefined) return { ...found, text: `${lines.join('\n')}\n${found.text}` };
    }
  }
  lines.push(say(msg('yut.describe.no-change', { number })));
  if (high) {
    // More than any play scores even when pieces never block each other: no order of moves gives
    // the number (seen on a learner's search whose clone shared its arrays, so a move tried in one
    // branch stayed made in the next).
    const free = changedScore(
      board,
      dice,
      all.filter((c) => c.kind === 'share'),
    );
    if (number > free) {
      lines.push(say(msg('yut.describe.beyond-any-play', { number, free })));
      return { text: `${lines.join('\n')}\n`, cells: [], structure: 'beyond-any-play' };
    }
  }
  return { text: `${lines.join('\n')}\n`, cells: [], structure: undefined };
}
