/**
 * A failing Dice Yut case in words and a picture (issue 21): the best plan's score beside the
 * program's number and, when one rule changed explains the number (yut-rules.ts), that rule and
 * the move it concerns: for a number too high, the first move of the changed game's best plan
 * that the real rules forbid; for a number too low, the first move of the real best plan that the
 * change forbids. "Where to look" names the cells of that move, drawn on the board.
 */
import { type Board, bestPlan, type CellId, PLAIN, renderBoard } from '../yut/index.js';
import { tokens } from './compare.js';
import { withParticle } from './korean.js';
import type { Description, Lang } from './problem.js';
import {
  baseLabel,
  changedPlan,
  changedScore,
  firstForbidden,
  type RuleChange,
  realRefusal,
  ruleChanges,
} from './yut-rules.js';

/** A rule change in words ("cells o30 and m30 (both 30) are treated as one cell"). */
export function changeText(board: Board, change: RuleChange, lang: Lang): string {
  const ko = lang === 'ko';
  const [x, y] = change.cells;
  const number = (label: string | undefined): number =>
    label === undefined ? 0 : board.numbers[board.idOf.get(label) ?? 0]!;
  switch (change.kind) {
    case 'merge':
      return ko
        ? `${x}, ${y} 두 칸(둘 다 ${number(x)})을 한 칸으로 봅니다`
        : `cells ${x} and ${y} (both ${number(x)}) are treated as one cell`;
    case 'share':
      return ko
        ? `${x} 칸에 말 두 개가 함께 설 수 있습니다`
        : `two pieces may stand on ${x} together`;
    case 'no-blue':
      return ko
        ? `${x}의 파란색 화살표를 무시합니다 (${x}에서 시작한 이동이 바깥 둘레를 따라 갑니다)`
        : `the blue arrow of ${x} is ignored (a move starting on ${x} goes on along the outer ring)`;
    case 'blue-passing':
      return ko
        ? `${x} 칸을 지나가기만 해도 파란색 화살표를 탑니다`
        : `a move that passes over ${x} takes its blue arrow`;
    case 'route-copies':
      return ko
        ? '길이 만나는 칸부터 도착 전까지(25, 가운데 30, 35, 40)를 길마다 따로 둡니다'
        : 'the cells where routes meet and after (25, the centre 30, 35, 40) are a separate copy for each route';
    case 'finished-moves':
      return ko ? '도착한 말을 다시 움직일 수 있습니다' : 'a piece on the end may be moved again';
    case 'end-blocks':
      return ko
        ? '도착 칸에 말이 있으면 다른 말이 도착하지 못합니다'
        : 'a piece on the end stops others from arriving';
    case 'end-points':
      return ko ? '도착 칸에 점수를 줍니다' : 'reaching the end scores points';
    case 'exact-end':
      return ko
        ? '도착 칸을 지나치는 수가 나오면 도착할 수 없습니다'
        : 'a piece reaches the end only with the exact roll';
  }
}

/** The rule of the problem a change breaks. */
export function ruleText(change: RuleChange, lang: Lang): string {
  const ko = lang === 'ko';
  switch (change.kind) {
    case 'merge':
    case 'share':
    case 'route-copies':
      return ko
        ? '이동을 마치는 칸에 다른 말이 있으면 그 말은 고를 수 없습니다 (도착 칸은 예외). 숫자가 같아도 다른 칸은 다른 칸입니다.'
        : 'a move may not end on a cell that holds another piece (the end excepted); cells with equal numbers are still different cells.';
    case 'no-blue':
    case 'blue-passing':
      return ko
        ? '파란색 칸에서 이동을 시작할 때만 파란색 화살표를 탑니다.'
        : 'only a move that starts on a blue corner takes its blue arrow.';
    case 'finished-moves':
      return ko ? '도착 칸에 있는 말은 고를 수 없습니다.' : 'a piece on the end cannot be chosen.';
    case 'end-blocks':
      return ko
        ? '도착 칸에는 말이 몇 개든 있을 수 있습니다.'
        : 'any number of pieces may stand on the end.';
    case 'end-points':
      return ko ? '도착 칸은 0점입니다.' : 'the end scores 0 points.';
    case 'exact-end':
      return ko
        ? '도착 칸을 지나치는 이동은 도착 칸에서 멈춥니다.'
        : 'a move that would go past the end stops on it.';
  }
}

/** "turn 7: piece 2 from o28 to m30 (roll 3)". */
function moveText(
  turn: number,
  piece: number,
  from: string,
  to: string,
  die: number,
  lang: Lang,
): string {
  return lang === 'ko'
    ? `${turn}번째 턴: ${piece}번 말이 ${from} 칸에서 ${to} 칸으로 (주사위 ${die})`
    : `turn ${turn}: piece ${piece} from ${from} to ${to} (roll ${die})`;
}

/** The picture of a position, without the footer's English legend. */
function picture(board: Board, position: readonly CellId[]): string {
  return renderBoard(board, position, PLAIN).trimEnd().split('\n').slice(0, -1).join('\n');
}

/** The description of a failing Dice Yut case; see the module comment. */
export function describeYut(
  board: Board,
  dice: readonly number[],
  actual: string,
  lang: Lang,
): Description {
  const ko = lang === 'ko';
  const best = bestPlan(board, dice);
  const said = tokens(actual);
  const lines: string[] = [];
  if (said.length !== 1 || !/^-?\d+$/.test(said[0]!)) {
    lines.push(
      ko
        ? `최대 점수는 ${best.score}인데, 프로그램은 숫자 하나가 아니라 ${said.length === 0 ? '아무것도' : JSON.stringify(said.join(' '))} 출력했습니다.`
        : `The best score is ${best.score}; your program printed ${said.length === 0 ? 'nothing' : JSON.stringify(said.join(' '))}, not one number.`,
    );
    return { text: `${lines.join('\n')}\n`, cells: [], structure: 'format' };
  }
  const number = Number(said[0]);
  const high = number > best.score;
  lines.push(
    ko
      ? `최대 점수는 ${best.score}인데 프로그램의 답은 ${number}입니다 (${high ? '너무 큼' : '너무 작음'}).`
      : `The best score is ${best.score}; your program answers ${number} (too ${high ? 'high' : 'low'}).`,
  );
  const changes = ruleChanges(board).filter((c) => changedScore(board, dice, c) === number);
  for (const change of changes) {
    if (!high) {
      const forbidden = firstForbidden(board, dice, best.plan, change);
      if (forbidden === undefined) continue;
      const step = best.plan[forbidden.index]!;
      const piece = step.piece!;
      const to = board.idOf.get(step.to!)!;
      const blockers = forbidden.position
        .map((cell, other) => ({ cell, other }))
        .filter(
          ({ cell, other }) => other !== piece - 1 && cell !== board.start && cell !== board.end,
        )
        .filter(({ cell }) => change.cells.includes(board.labels[cell]!) || cell === to);
      lines.push(
        ko
          ? `${withParticle(number, 'topic')} 한 가지 규칙을 바꾸면 나오는 최대 점수입니다: ${changeText(board, change, lang)}.`
          : `${number} is the best score when one rule is changed: ${changeText(board, change, lang)}.`,
      );
      const blocker = blockers[0];
      const why =
        forbidden.elsewhere !== undefined
          ? ko
            ? `바뀐 규칙에서는 이 말이 ${board.labels[forbidden.elsewhere]} 칸으로 갑니다`
            : `under the changed rule that piece goes to ${board.labels[forbidden.elsewhere]} instead`
          : blocker !== undefined
            ? ko
              ? `${blocker.other + 1}번 말이 ${board.labels[blocker.cell]}에 있어서 바뀐 규칙에서는 막힙니다`
              : `piece ${blocker.other + 1} stands on ${board.labels[blocker.cell]}, so the changed rule forbids it`
            : ko
              ? '바뀐 규칙에서는 막힙니다'
              : 'the changed rule forbids it';
      lines.push(
        ko
          ? `최선의 방법에서 바뀐 규칙이 막는 첫 이동은 ${moveText(step.turn, piece, step.from!, step.to!, step.die, lang)}입니다: ${why}.`
          : `The first move of the best plan that this change forbids is ${moveText(step.turn, piece, step.from!, step.to!, step.die, lang)}: ${why}.`,
      );
      lines.push(
        ko ? `문제의 규칙: ${ruleText(change, lang)}` : `The rule: ${ruleText(change, lang)}`,
      );
      const cells = [step.to!, ...(blocker !== undefined ? [board.labels[blocker.cell]!] : [])];
      const unique = [...new Set(cells)];
      lines.push(
        ko
          ? `살펴볼 칸 (${unique.join(', ')}): 그 이동 직전의 말 위치입니다.`
          : `Where to look (${unique.join(', ')}): the pieces just before that move.`,
      );
      lines.push(picture(board, forbidden.position));
      return { text: `${lines.join('\n')}\n`, cells: unique, structure: change.key };
    }
    // Too high: the changed game's best plan makes a move the real rules forbid.
    const plan = changedPlan(board, dice, change);
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
      if (forbidden && position[move.piece] === from) {
        lines.push(
          ko
            ? `${withParticle(number, 'topic')} 한 가지 규칙을 바꾸면 나오는 최대 점수입니다: ${changeText(board, change, lang)}.`
            : `${number} is the best score when one rule is changed: ${changeText(board, change, lang)}.`,
        );
        const why = refusal.finished
          ? ko
            ? '이미 도착한 말입니다'
            : 'that piece has already finished'
          : refusal.by !== undefined
            ? ko
              ? `${refusal.by + 1}번 말이 이미 ${board.labels[refusal.to]}에 있습니다`
              : `piece ${refusal.by + 1} already stands on ${board.labels[refusal.to]}`
            : ko
              ? `규칙대로라면 이 말은 ${board.labels[refusal.to]} 칸으로 갑니다`
              : `by the rules that piece goes to ${board.labels[refusal.to]}`;
        lines.push(
          ko
            ? `그 점수를 내려면 규칙이 막는 이동이 필요합니다: ${moveText(turn + 1, move.piece + 1, fromLabel, toLabel, dice[turn]!, lang)}. ${why}.`
            : `Reaching it takes a move the rules forbid: ${moveText(turn + 1, move.piece + 1, fromLabel, toLabel, dice[turn]!, lang)}; ${why}.`,
        );
        lines.push(
          ko ? `문제의 규칙: ${ruleText(change, lang)}` : `The rule: ${ruleText(change, lang)}`,
        );
        const unique = [...new Set([fromLabel, toLabel, board.labels[refusal.to]!])].filter(
          (l) => l !== board.labels[board.start],
        );
        lines.push(
          ko
            ? `살펴볼 칸 (${unique.join(', ')}): 그 이동 직전의 말 위치입니다.`
            : `Where to look (${unique.join(', ')}): the pieces just before that move.`,
        );
        lines.push(picture(board, position));
        return { text: `${lines.join('\n')}\n`, cells: unique, structure: change.key };
      }
      if (change.kind === 'end-points' && toLabel === board.labels[board.end]) {
        lines.push(
          ko
            ? `${withParticle(number, 'topic')} 한 가지 규칙을 바꾸면 나오는 최대 점수입니다: ${changeText(board, change, lang)}.`
            : `${number} is the best score when one rule is changed: ${changeText(board, change, lang)}.`,
          ko
            ? `그 점수는 도착에 점수를 줄 때 나옵니다: ${moveText(turn + 1, move.piece + 1, fromLabel, toLabel, dice[turn]!, lang)}.`
            : `It counts points for arriving: ${moveText(turn + 1, move.piece + 1, fromLabel, toLabel, dice[turn]!, lang)}.`,
          ko ? `문제의 규칙: ${ruleText(change, lang)}` : `The rule: ${ruleText(change, lang)}`,
        );
        return {
          text: `${lines.join('\n')}\n`,
          cells: [fromLabel, toLabel],
          structure: change.key,
        };
      }
      position[move.piece] = board.idOf.get(toLabel)!;
    }
  }
  lines.push(
    ko
      ? `규칙 하나만 바꿔서는 ${withParticle(number, 'subject')} 나오지 않습니다. 아래 최선의 방법을 한 턴씩 프로그램과 비교해 보세요.`
      : `No single rule change gives ${number}; compare the best plan below with your program, turn by turn.`,
  );
  return { text: `${lines.join('\n')}\n`, cells: [], structure: undefined };
}
