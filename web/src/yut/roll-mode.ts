/**
 * "Roll as you go": a real game, one die rolled per turn. After each move the page shows the
 * expected final score under the best policy from there and what the best move would have been;
 * a hint gives the policy's choice; the end compares the score with the policy's expectation from
 * the start and with the best score had the rolls been known. The rules and the game state are
 * roll-game.ts's plain functions; the policy's values come from a Web Worker (policy-client.ts).
 */
import { type Board, bestScore, type CellId } from '../../../src/yut/index.js';
import { h, prefersReducedMotion } from '../dom.js';
import { t } from '../i18n.js';
import type { YutBoardView } from './board-svg.js';
import { movePath, PIECES } from './game.js';
import { pieceButtons, statusRow } from './mode-parts.js';
import { cellName } from './names.js';
import { PolicyClient } from './policy-client.js';
import {
  bestChoice,
  choose,
  diceOf,
  isOver,
  newRollGame,
  type RollAdvice,
  type RollGame,
  roll,
  scoreOf,
  TURNS,
  turnNumber,
  turnReview,
} from './roll-game.js';

const ROLL_MS = 450;

export class RollMode {
  readonly element = h('div', { class: 'roll-view' });
  private readonly rollButton = h('button', {
    id: 'yut-game-roll',
    type: 'button',
    class: 'primary',
  });
  private readonly die = h('output', {
    id: 'yut-game-die',
    class: 'game-die',
    'aria-live': 'polite',
  });
  private readonly prompt = h('p', { id: 'yut-game-prompt', class: 'prompt' });
  private readonly pieceButtons: HTMLButtonElement[] = [];
  private readonly hintButton = h('button', { id: 'yut-hint', type: 'button' });
  private readonly newButton = h('button', { id: 'yut-game-new', type: 'button' });
  private readonly message = h('p', { id: 'yut-game-message', class: 'message', role: 'status' });
  private readonly score = h('output', { id: 'yut-game-score', class: 'big-number' });
  private readonly expected = h('p', { id: 'yut-game-expected', class: 'advice' });
  private readonly review = h('p', { id: 'yut-game-review', class: 'advice' });
  private readonly result = h('p', {
    id: 'yut-game-result',
    class: 'result',
    'aria-live': 'polite',
  });

  private game: RollGame;
  private readonly policy = new PolicyClient();
  /** The policy's view of the rolled die, once the worker has answered. */
  private advice: RollAdvice | undefined;
  /** Expected points to the end from the current position, and from the start of a game. */
  private expectedRest: number | undefined;
  private expectedStart: number | undefined;
  private hint = false;
  private rolling = false;
  private refusal: string | undefined;
  /** Bumped by every change of the game: a late answer about an older state is dropped. */
  private version = 0;

  constructor(
    private readonly board: Board,
    private readonly view: YutBoardView,
    private readonly onChange: () => void,
  ) {
    this.game = newRollGame(board);
    // Disabled: nothing is rolled yet (render keeps this up to date once the mode is shown).
    this.pieceButtons.push(
      ...pieceButtons('data-game-piece', 'yut-game-prompt', (piece) => this.choose(piece), true),
    );
    this.element.append(
      h('div', { class: 'roll-row' }, this.rollButton, this.die, this.hintButton),
      this.prompt,
      h('div', { class: 'piece-buttons' }, ...this.pieceButtons),
      this.message,
      statusRow(this.score, this.newButton),
      this.expected,
      this.review,
      this.result,
    );
    this.rollButton.addEventListener('click', () => this.roll());
    this.hintButton.addEventListener('click', () => {
      this.hint = true;
      this.onChange();
    });
    this.newButton.addEventListener('click', () => this.restart());
  }

  /**
   * The game for the address: the dice rolled (with one not yet moved by, if any) and the piece
   * moved each turn (1 to 4, 0 for a turn that passed).
   */
  get record(): { rolls: string; moves: string } {
    const rolls = this.game.turns.map((turn) => turn.die);
    if (this.game.rolled !== undefined) rolls.push(this.game.rolled);
    const moves = this.game.turns.map((turn) => (turn.move === null ? 0 : turn.move.piece + 1));
    return { rolls: rolls.join(''), moves: moves.join('') };
  }

  /** Replays a game from the address, as far as its rolls and moves are legal. */
  restore(rolls: string, moves: string): void {
    let game = newRollGame(this.board);
    for (const [index, char] of [...rolls].entries()) {
      const die = Number(char);
      if (!(die >= 1 && die <= 5) || isOver(game)) break;
      game = roll(game, die);
      if (game.rolled === undefined) continue;
      const piece = Number(moves[index] ?? '');
      if (!(piece >= 1 && piece <= PIECES)) break;
      const chosen = choose(game, piece - 1);
      if (!chosen.ok) break;
      game = chosen.value.game;
    }
    this.game = game;
    this.advice = undefined;
    this.refusal = undefined;
    this.hint = false;
    this.version++;
    if (game.rolled !== undefined) this.askAdvice(turnNumber(game), game.rolled);
    else this.askExpected();
    this.die.textContent = String(game.rolled ?? game.turns.at(-1)?.die ?? '–');
    this.show();
  }

  /** A new game from the start. */
  restart(): void {
    this.game = newRollGame(this.board);
    this.advice = undefined;
    this.refusal = undefined;
    this.hint = false;
    this.version++;
    this.askExpected();
    this.show();
    this.onChange();
  }

  /** Draws the game on the board (when the mode comes into view). */
  show(moving?: { piece: number; path: CellId[] }): void {
    this.view.show(this.game.position, moving);
    const last = this.game.turns.at(-1)?.move ?? undefined;
    this.view.highlight(last ? { from: last.from, to: last.to } : {});
    if (this.expectedStart === undefined) this.askExpected();
  }

  /** Rolls the next die: a short animation unless less motion is asked for. */
  roll(): void {
    if (this.rolling || isOver(this.game) || this.game.rolled !== undefined) return;
    const bytes = new Uint8Array(1);
    let die = 0;
    while (die === 0) {
      crypto.getRandomValues(bytes);
      if (bytes[0]! < 250) die = (bytes[0]! % 5) + 1;
    }
    const finish = () => {
      this.rolling = false;
      this.refusal = undefined;
      this.hint = false;
      this.advice = undefined;
      const turn = turnNumber(this.game);
      this.game = roll(this.game, die);
      this.version++;
      if (this.game.rolled !== undefined) this.askAdvice(turn, die);
      else this.askExpected();
      this.die.textContent = String(die);
      this.onChange();
    };
    if (prefersReducedMotion()) {
      finish();
      return;
    }
    this.rolling = true;
    this.die.classList.add('rolling');
    const timer = window.setInterval(() => {
      this.die.textContent = String(1 + Math.floor(Math.random() * 5));
    }, 60);
    window.setTimeout(() => {
      window.clearInterval(timer);
      this.die.classList.remove('rolling');
      finish();
    }, ROLL_MS);
    this.onChange();
  }

  /** Moves `piece` (0-based) by the rolled die, or says why it may not. */
  choose(piece: number): void {
    if (this.rolling || this.game.rolled === undefined) return;
    const die = this.game.rolled;
    const outcome = choose(this.game, piece, this.advice);
    if (!outcome.ok) {
      this.refusal =
        outcome.error === undefined
          ? undefined
          : outcome.error.reason === 'finished'
            ? t('yut.play.finished', { piece: piece + 1 })
            : t('yut.play.occupied', {
                piece: piece + 1,
                roll: die,
                cell: cellName(this.board, outcome.error.cell),
                by: outcome.error.by + 1,
              });
      this.onChange();
      return;
    }
    this.refusal = undefined;
    this.hint = false;
    this.advice = undefined;
    this.game = outcome.value.game;
    this.version++;
    this.askExpected();
    this.show({ piece, path: movePath(this.board, outcome.value.move.from, die) });
    this.onChange();
  }

  private askAdvice(turn: number, die: number): void {
    const version = this.version;
    void this.policy.ask(this.game.position, turn, die).then((answer) => {
      this.expectedStart = answer.start;
      if (version !== this.version) return;
      this.advice = { choices: answer.choices ?? [] };
      this.expectedRest = answer.expected;
      this.onChange();
    });
  }

  private askExpected(): void {
    const version = this.version;
    void this.policy.ask(this.game.position, turnNumber(this.game)).then((answer) => {
      this.expectedStart = answer.start;
      if (version !== this.version) return;
      this.expectedRest = answer.expected;
      this.onChange();
    });
  }

  /** Re-renders the texts and buttons. */
  render(): void {
    const game = this.game;
    const over = isOver(game);
    const name = (cell: CellId) => cellName(this.board, cell);
    const fixed = (value: number) => value.toFixed(2);
    this.rollButton.textContent = t('yut.game.roll');
    this.rollButton.disabled = over || game.rolled !== undefined || this.rolling;
    this.hintButton.textContent = t('yut.game.hint');
    this.hintButton.disabled = game.rolled === undefined || this.advice === undefined;
    this.newButton.textContent = t('yut.game.new');
    if (game.rolled === undefined && !this.rolling && game.turns.length === 0) {
      this.die.textContent = '–';
    }
    this.pieceButtons.forEach((button, piece) => {
      button.replaceChildren(
        h('span', { class: 'badge', 'aria-hidden': 'true' }, String(piece + 1)),
        h('span', {}, t('yut.pieceAt', { piece: piece + 1, cell: name(game.position[piece]!) })),
      );
      button.disabled = game.rolled === undefined || this.rolling;
    });
    this.score.textContent = String(scoreOf(game));
    const turn = turnNumber(game);
    const last = game.turns.at(-1);
    const passed = last !== undefined && last.move === null && game.rolled === undefined;
    this.prompt.textContent = over
      ? ''
      : game.rolled !== undefined
        ? t('yut.game.rolled', { turn, turns: TURNS, roll: game.rolled })
        : `${passed ? `${t('yut.game.passed', { turn: turn - 1, roll: last.die })} ` : ''}${t('yut.game.toRoll', { turn, turns: TURNS })}`;
    const best = bestChoice(this.advice);
    this.message.textContent =
      this.refusal ??
      (this.hint && best !== undefined
        ? t('yut.game.hintText', {
            piece: best.move.piece + 1,
            from: name(best.move.from),
            to: name(best.move.to),
          })
        : '');
    this.message.classList.toggle('error', this.refusal !== undefined);
    this.expected.textContent =
      this.expectedRest === undefined
        ? t('yut.game.thinking')
        : t('yut.game.expected', { value: fixed(scoreOf(game) + this.expectedRest) });
    const lastIndex = game.turns.findLastIndex((played) => played.move !== null);
    const review = lastIndex === -1 ? undefined : turnReview(game.turns[lastIndex]!);
    // The review's values count from that turn on; the points before it make them final scores.
    const before = game.turns
      .slice(0, Math.max(0, lastIndex))
      .reduce((sum, played) => sum + (played.move?.points ?? 0), 0);
    this.review.textContent =
      review === undefined
        ? ''
        : review.bestExpected - review.chosen < 1e-9
          ? t('yut.game.wasBest')
          : t('yut.game.better', {
              piece: review.best.piece + 1,
              from: name(review.best.from),
              to: name(review.best.to),
              best: fixed(before + review.bestExpected),
              yours: fixed(before + review.chosen),
            });
    this.result.textContent =
      over && this.expectedStart !== undefined
        ? t('yut.game.result', {
            you: scoreOf(game),
            policy: fixed(this.expectedStart),
            dice: diceOf(game).join(' '),
            best: bestScore(this.board, diceOf(game)),
          })
        : '';
  }
}
