/**
 * "Roll as you go": a real game, one die rolled per turn. After each move the page shows the
 * expected final score under the best policy from there and what the best move would have been;
 * a hint gives the policy's choice; the end compares the score with the policy's expectation from
 * the start and with the best score had the rolls been known. The game is state.ts's (the core's
 * one game); the policy's values come from a Web Worker (policy-client.ts), which is started again
 * when it fails to load, with the failure said in words meanwhile.
 */
import {
  bestScore,
  type CellId,
  currentDie,
  isOver,
  needsRoll,
  scoreOf,
} from '../../../src/yut/index.js';
import { h, prefersReducedMotion } from '../dom.js';
import { t } from '../i18n.js';
import {
  pieceButtons,
  refusalText,
  renderPieceButtons,
  setText,
  statusRow,
  type YutHost,
} from './mode-parts.js';
import { cellName } from './names.js';
import { PolicyClient } from './policy-client.js';
import {
  askHint,
  bestChoice,
  choosePiece,
  lastTurnReview,
  newRolledGame,
  receiveAdvice,
  rollDie,
} from './state.js';

const ROLL_MS = 450;
/** How long after a failed worker the next attempt is made. */
const RETRY_MS = 3000;

export class RollMode {
  readonly element = h('div', { class: 'roll-view' });
  private readonly rollButton = h('button', {
    id: 'yut-game-roll',
    type: 'button',
    class: 'primary',
  });
  private readonly die = h('output', { id: 'yut-game-die', class: 'game-die' });
  private readonly prompt = h('p', {
    id: 'yut-game-prompt',
    class: 'prompt',
    'aria-live': 'polite',
  });
  private readonly pieceButtons: HTMLButtonElement[];
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

  private readonly policy = new PolicyClient();
  private rolling = false;
  /** The focused button disabled itself: the focus is owed to the next one to press (`keepFocus`). */
  private focusLost = false;
  /** The game version the policy was asked about (one question per version). */
  private asked: number | undefined;
  /** True while the worker failed to load; a retry is scheduled. */
  private failed = false;
  private retry: number | undefined;

  constructor(private readonly host: YutHost) {
    this.pieceButtons = pieceButtons(
      host.state.rolled.pieces,
      'data-game-piece',
      'yut-game-prompt',
      (piece) => this.choose(piece),
      // Nothing is rolled yet (render keeps this up to date once the mode is shown).
      true,
    );
    this.element.append(
      h('div', { class: 'roll-row' }, this.rollButton, this.die, this.hintButton),
      this.prompt,
      this.message,
      statusRow(this.score, this.newButton),
      h('div', { class: 'piece-buttons' }, ...this.pieceButtons),
      this.expected,
      this.review,
      this.result,
    );
    this.rollButton.addEventListener('click', () => this.roll());
    this.hintButton.addEventListener('click', () => host.act(askHint));
    this.newButton.addEventListener('click', () => host.act(newRolledGame, true));
    window.addEventListener('online', () => {
      if (this.failed) this.askPolicy(true);
    });
  }

  /** Rolls the next die: a short animation unless less motion is asked for. */
  roll(): void {
    const { state } = this.host;
    if (this.rolling || !needsRoll(state.rolled)) return;
    const bytes = new Uint8Array(1);
    let die = 0;
    while (die === 0) {
      crypto.getRandomValues(bytes);
      if (bytes[0]! < 250) die = (bytes[0]! % 5) + 1;
    }
    const finish = () => {
      this.rolling = false;
      this.die.classList.remove('rolling');
      this.host.act((s) => {
        rollDie(s, die);
      });
    };
    if (prefersReducedMotion()) {
      finish();
      return;
    }
    this.rolling = true;
    this.die.classList.add('rolling');
    this.render();
    const timer = window.setInterval(() => {
      this.die.textContent = String(1 + Math.floor(Math.random() * 5));
    }, 60);
    window.setTimeout(() => {
      window.clearInterval(timer);
      finish();
    }, ROLL_MS);
  }

  choose(piece: number): void {
    if (this.rolling) return;
    this.host.act((state) => choosePiece(state, piece));
  }

  /** Asks the policy about the game as it stands, once per change (again after a failure). */
  private askPolicy(again = false): void {
    const { state } = this.host;
    if (!again && this.asked === state.version) return;
    this.asked = state.version;
    const version = state.version;
    const game = state.rolled;
    const die = currentDie(game);
    void this.policy.ask(game.position, game.played.length + 1, die).then((answer) => {
      if (answer === undefined) {
        this.failed = true;
        window.clearTimeout(this.retry);
        this.retry = window.setTimeout(() => this.askPolicy(true), RETRY_MS);
        this.host.act(() => undefined);
        return;
      }
      const wasFailed = this.failed;
      this.failed = false;
      if (receiveAdvice(this.host.state, version, answer) || wasFailed)
        this.host.act(() => undefined);
    });
  }

  /**
   * The roll button and the piece buttons disable themselves as the game goes (rolled: choose a
   * piece; moved: roll again), which would drop the keyboard's focus to the page. `lost` says the
   * focused one just did: the focus goes to what the game asks for next, a piece or the roll, as
   * soon as one can be pressed (after the die's animation), unless the focus went elsewhere.
   */
  private keepFocus(lost: boolean): void {
    if (lost) this.focusLost = true;
    if (!this.focusLost) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && !(active as HTMLButtonElement).disabled) {
      this.focusLost = false;
      return;
    }
    const next = [...this.pieceButtons, this.rollButton].find((button) => !button.disabled);
    if (next === undefined) return;
    this.focusLost = false;
    next.focus();
  }

  /** Re-renders the texts and buttons, and asks the policy what the game now needs. */
  render(): void {
    const { state, board } = this.host;
    const game = state.rolled;
    if (state.mode === 'game') this.askPolicy();
    const over = isOver(game);
    const die = currentDie(game);
    const name = (cell: CellId) => cellName(board, cell);
    const fixed = (value: number) => value.toFixed(2);
    const focused = document.activeElement;
    const ours =
      focused instanceof HTMLButtonElement &&
      (focused === this.rollButton || this.pieceButtons.includes(focused));
    this.rollButton.textContent = t('yut.game.roll');
    this.rollButton.disabled = !needsRoll(game) || this.rolling;
    this.hintButton.textContent = t('yut.game.hint');
    this.hintButton.disabled = die === undefined || state.pendingAdvice === undefined;
    this.newButton.textContent = t('yut.game.new');
    const turn = game.played.length + 1;
    const last = game.played.at(-1);
    const passed = last !== undefined && last.move === null && die === undefined;
    // The die shows this turn's roll; before it is rolled a dash (the last roll read as this
    // turn's), except a roll no piece could use and the last roll of a finished game.
    const shown = die ?? (over || passed ? last?.die : undefined);
    if (!this.rolling) setText(this.die, String(shown ?? '–'));
    renderPieceButtons(this.pieceButtons, board, game.position, die === undefined || this.rolling);
    this.keepFocus(ours && focused.disabled);
    setText(this.score, String(scoreOf(game)));
    setText(
      this.prompt,
      over
        ? ''
        : die !== undefined
          ? t('yut.game.rolled', { turn, turns: game.turns, roll: die })
          : `${passed ? `${t('yut.game.passed', { turn: turn - 1, roll: last.die })} ` : ''}${t('yut.game.toRoll', { turn, turns: game.turns })}`,
    );
    const best = bestChoice(state.pendingAdvice);
    setText(
      this.message,
      state.refused !== undefined
        ? refusalText(board, state.refused)
        : state.hint && best !== undefined
          ? t('yut.game.hintText', {
              piece: best.move.piece + 1,
              from: name(best.move.from),
              to: name(best.move.to),
            })
          : '',
    );
    this.message.classList.toggle('error', state.refused !== undefined);
    this.expected.classList.toggle('error', this.failed);
    setText(
      this.expected,
      this.failed
        ? t('yut.game.workerFailed')
        : state.expectedRest === undefined
          ? t('yut.game.thinking')
          : t('yut.game.expected', { value: fixed(scoreOf(game) + state.expectedRest) }),
    );
    const review = lastTurnReview(state);
    setText(
      this.review,
      review === undefined
        ? ''
        : review.bestExpected - review.chosen < 1e-9
          ? t('yut.game.wasBest')
          : t('yut.game.better', {
              piece: review.best.piece + 1,
              from: name(review.best.from),
              to: name(review.best.to),
              best: fixed(review.bestExpected),
              yours: fixed(review.chosen),
            }),
    );
    const dice = game.played.map((played) => played.die);
    setText(
      this.result,
      over && state.expectedStart !== undefined
        ? t('yut.game.result', {
            you: scoreOf(game),
            policy: fixed(state.expectedStart),
            dice: dice.join(' '),
            best: bestScore(board, dice),
          })
        : '',
    );
  }
}
