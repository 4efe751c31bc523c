/**
 * The Dice Yut page: enter or roll ten dice, see the best score, step through an optimal plan on
 * the board, or play the game yourself and compare with the best.
 */
import {
  type Board,
  type CellId,
  classicBoard,
  type DiceError,
  formatDice,
  initialPosition,
  type Move,
  parseDice,
  type Refusal,
} from '../../../src/yut/index.js';
import { h } from '../dom.js';
import { onLangChange, t } from '../i18n.js';
import { type IconName, icon } from '../icons.js';
import { YutBoardView } from './board-svg.js';
import { movePath, PIECES, type PlanReplay, PlayGame, solveAndReplay } from './game.js';
import { cellName } from './names.js';

const EXAMPLE_DICE = '1 2 3 4 1 2 3 4 1 2';
const AUTOPLAY_MS = 900;

type Mode = 'plan' | 'play';

/** Builds the page inside `root`. */
export function mountYut(root: HTMLElement): void {
  const board = classicBoard();
  const page = new YutPage(root, board);
  onLangChange(() => page.render());
}

class YutPage {
  private readonly view: YutBoardView;
  private readonly diceInput = h('input', {
    id: 'yut-dice',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': 'yut-dice-error',
  });
  private readonly diceError = h('p', { id: 'yut-dice-error', class: 'error' });
  private readonly diceChips = h('ol', { class: 'dice-chips', 'aria-hidden': 'true' });
  private readonly best = h('output', { id: 'yut-best', class: 'big-number' });
  private readonly modeButtons: Record<Mode, HTMLButtonElement>;
  private readonly planView = h('div', { class: 'plan-view' });
  private readonly playView = h('div', { class: 'play-view' });

  // Plan mode.
  private readonly firstButton = button('yut-first', 'yut.first', 'first');
  private readonly prevButton = button('yut-prev', 'yut.prev', 'prev');
  private readonly nextButton = button('yut-next', 'yut.next', 'next');
  private readonly autoButton = h('button', { id: 'yut-auto', type: 'button', class: 'primary' });
  private readonly turnLabel = h('span', { id: 'yut-turn' });
  private readonly total = h('output', { id: 'yut-total', class: 'big-number' });
  private readonly stepText = h('p', { id: 'yut-step', class: 'step-text', 'aria-live': 'polite' });
  private readonly planBody = h('tbody');

  // Play mode.
  private readonly playPrompt = h('p', { id: 'yut-play-prompt', class: 'prompt' });
  private readonly pieceButtons: HTMLButtonElement[] = [];
  private readonly playMessage = h('p', { id: 'yut-message', class: 'message', role: 'status' });
  private readonly playScore = h('output', { id: 'yut-play-score', class: 'big-number' });
  private readonly undoButton = h('button', { id: 'yut-undo', type: 'button' });
  private readonly restartButton = h('button', { id: 'yut-restart', type: 'button' });
  private readonly result = h('div', { id: 'yut-result', class: 'result', 'aria-live': 'polite' });

  private dice: number[] = [];
  private error: DiceError | undefined;
  private replay: PlanReplay | undefined;
  private step = 0;
  private timer: number | undefined;
  private mode: Mode = 'plan';
  private game: PlayGame | undefined;
  private lastRefusal: { piece: number; refusal: Refusal; die: number } | undefined;

  constructor(
    root: HTMLElement,
    private readonly board: Board,
  ) {
    this.view = new YutBoardView(board, PIECES, (piece) => {
      if (this.mode === 'play') this.choose(piece);
    });
    this.modeButtons = {
      plan: h('button', { id: 'yut-mode-plan', type: 'button', class: 'segment' }),
      play: h('button', { id: 'yut-mode-play', type: 'button', class: 'segment' }),
    };
    for (let piece = 0; piece < PIECES; piece++) {
      const pieceButton = h('button', {
        type: 'button',
        class: `piece-button piece-${piece + 1}`,
        'data-piece': piece + 1,
      });
      pieceButton.addEventListener('click', () => this.choose(piece));
      this.pieceButtons.push(pieceButton);
    }
    root.append(this.layout());
    this.wire(root);
    this.diceInput.value = EXAMPLE_DICE;
    this.loadDice();
  }

  private layout(): HTMLElement {
    const legend = h(
      'ul',
      { class: 'legend' },
      h(
        'li',
        {},
        h('span', { class: 'swatch swatch-blue' }),
        h('span', { 'data-i18n': 'yut.legend.blue' }),
      ),
      h(
        'li',
        {},
        h('span', { class: 'swatch swatch-route' }),
        h('span', { 'data-i18n': 'yut.legend.route' }),
      ),
      h(
        'li',
        {},
        h('span', { class: 'swatch swatch-arrow' }),
        h('span', { 'data-i18n': 'yut.legend.red' }),
      ),
    );
    const form = h(
      'form',
      { class: 'dice-form', novalidate: true },
      h('label', { for: 'yut-dice', 'data-i18n': 'yut.dice' }),
      h(
        'div',
        { class: 'row' },
        this.diceInput,
        h(
          'button',
          { id: 'yut-roll', type: 'button' },
          icon('die'),
          h('span', { 'data-i18n': 'yut.roll' }),
        ),
      ),
      this.diceError,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.loadDice();
    });
    const planTable = h(
      'table',
      { class: 'plan-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...(['turn', 'roll', 'piece', 'move', 'points', 'total'] as const).map((column) =>
            h('th', { scope: 'col', 'data-i18n': `yut.col.${column}` }),
          ),
        ),
      ),
      this.planBody,
    );
    this.planView.append(
      h(
        'div',
        { class: 'controls' },
        this.firstButton,
        this.prevButton,
        this.nextButton,
        this.autoButton,
      ),
      h(
        'div',
        { class: 'status-row' },
        this.turnLabel,
        h('span', { class: 'total' }, h('span', { 'data-i18n': 'yut.total' }), ' ', this.total),
      ),
      this.stepText,
      h('div', { class: 'table-wrap' }, planTable),
    );
    this.playView.append(
      this.playPrompt,
      h('div', { class: 'piece-buttons' }, ...this.pieceButtons),
      this.playMessage,
      h(
        'div',
        { class: 'status-row' },
        h(
          'span',
          { class: 'total' },
          h('span', { 'data-i18n': 'yut.play.score' }),
          ' ',
          this.playScore,
        ),
        h('span', { class: 'controls' }, this.undoButton, this.restartButton),
      ),
      this.result,
    );
    return h(
      'div',
      { class: 'yut-layout two-columns' },
      h('div', { class: 'board-column card' }, this.view.element, legend),
      h(
        'div',
        { class: 'side-column' },
        h('h2', { 'data-i18n': 'yut.title' }),
        h('p', { class: 'intro', 'data-i18n': 'yut.intro' }),
        form,
        this.diceChips,
        h('p', { class: 'best' }, h('span', { 'data-i18n': 'yut.best' }), ' ', this.best),
        h(
          'div',
          { class: 'segmented', role: 'group', 'data-i18n-label': 'yut.mode' },
          this.modeButtons.plan,
          this.modeButtons.play,
        ),
        this.planView,
        this.playView,
      ),
    );
  }

  private wire(root: HTMLElement): void {
    this.diceInput.addEventListener('input', () => this.loadDice());
    root.querySelector('#yut-roll')!.addEventListener('click', () => {
      this.diceInput.value = formatDice(rollDice(10)).trim();
      this.loadDice();
    });
    this.modeButtons.plan.addEventListener('click', () => this.setMode('plan'));
    this.modeButtons.play.addEventListener('click', () => this.setMode('play'));
    this.firstButton.addEventListener('click', () => this.goTo(0));
    this.prevButton.addEventListener('click', () => this.goTo(this.step - 1));
    this.nextButton.addEventListener('click', () => this.goTo(this.step + 1, true));
    this.autoButton.addEventListener('click', () => this.toggleAutoplay());
    this.undoButton.addEventListener('click', () => {
      this.game?.undo();
      this.lastRefusal = undefined;
      this.renderPlay();
    });
    this.restartButton.addEventListener('click', () => this.startGame());
    root.addEventListener('keydown', (event) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select') !== null || event.altKey || event.ctrlKey)
        return;
      if (this.mode === 'plan' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
        if (target.closest('.segmented') !== null) return;
        this.goTo(this.step + (event.key === 'ArrowRight' ? 1 : -1), event.key === 'ArrowRight');
        event.preventDefault();
      } else if (this.mode === 'play' && /^[1-4]$/.test(event.key)) {
        this.choose(Number(event.key) - 1);
        event.preventDefault();
      }
    });
  }

  /** Reads the dice from the input; a valid input is solved at once. */
  private loadDice(): void {
    const parsed = parseDice(this.diceInput.value);
    this.stopAutoplay();
    if (!parsed.ok) {
      this.error = parsed.error;
      this.diceInput.setAttribute('aria-invalid', 'true');
      this.clearAnswer();
      this.render();
      return;
    }
    this.error = undefined;
    this.diceInput.removeAttribute('aria-invalid');
    if (this.replay !== undefined && sameDice(parsed.value, this.dice)) {
      this.render();
      return;
    }
    this.dice = parsed.value;
    this.replay = solveAndReplay(this.board, this.dice);
    this.step = 0;
    this.startGame();
  }

  /** Forgets the answer of the last valid dice, so that nothing on screen belongs to other dice. */
  private clearAnswer(): void {
    this.dice = [];
    this.replay = undefined;
    this.step = 0;
    this.game = undefined;
    this.lastRefusal = undefined;
    this.view.show(initialPosition(this.board, PIECES));
    this.view.highlight({});
  }

  private setMode(mode: Mode): void {
    this.stopAutoplay();
    this.mode = mode;
    if (mode === 'plan') this.goTo(this.step);
    else this.renderPlay();
    this.render();
  }

  private goTo(step: number, animate = false): void {
    if (this.replay === undefined) return;
    const last = this.replay.moves.length;
    const next = Math.max(0, Math.min(last, step));
    const forward = animate && next === this.step + 1;
    this.step = next;
    const move = next > 0 ? this.replay.moves[next - 1] : null;
    const position = this.replay.positions[next]!;
    if (forward && move !== null && move !== undefined) {
      const die = this.replay.solution.plan[next - 1]!.die;
      this.view.show(position, { piece: move.piece, path: movePath(this.board, move.from, die) });
    } else {
      this.view.show(position);
    }
    if (next === last) this.stopAutoplay();
    this.render();
  }

  private toggleAutoplay(): void {
    if (this.timer !== undefined) {
      this.stopAutoplay();
      this.render();
      return;
    }
    if (this.replay !== undefined && this.step >= this.replay.moves.length) this.goTo(0);
    this.timer = window.setInterval(() => this.goTo(this.step + 1, true), AUTOPLAY_MS);
    this.goTo(this.step + 1, true);
  }

  private stopAutoplay(): void {
    if (this.timer === undefined) return;
    window.clearInterval(this.timer);
    this.timer = undefined;
  }

  private startGame(): void {
    if (this.dice.length === 0) return;
    this.game = new PlayGame(this.board, this.dice);
    this.lastRefusal = undefined;
    if (this.mode === 'play') this.renderPlay();
    else this.goTo(this.step);
    this.render();
  }

  private choose(piece: number): void {
    const game = this.game;
    if (game === undefined || game.isOver) return;
    const die = game.dice[game.turn]!;
    const outcome = game.choose(piece);
    if (!outcome.ok) {
      this.lastRefusal = { piece, refusal: outcome.refusal, die };
      this.renderPlay();
      this.render();
      return;
    }
    this.lastRefusal = undefined;
    this.renderPlay({ piece, path: movePath(this.board, outcome.move.from, die) });
    this.render();
  }

  private renderPlay(moving?: { piece: number; path: CellId[] }): void {
    if (this.game === undefined) return;
    this.view.show(this.game.current, moving);
    const last = this.game.history.at(-1)?.move ?? undefined;
    this.view.highlight(last ? { from: last.from, to: last.to } : {});
  }

  private cellName(cell: CellId): string {
    return cellName(this.board, cell);
  }

  private moveText(move: Move): string {
    return `${this.cellName(move.from)} → ${this.cellName(move.to)}`;
  }

  /** Re-renders every text and state of the page (cheap: a few dozen elements). */
  render(): void {
    this.view.translate();
    this.renderDice();
    for (const mode of ['plan', 'play'] as const) {
      const pressed = this.mode === mode;
      this.modeButtons[mode].textContent = t(`yut.mode.${mode}`);
      this.modeButtons[mode].setAttribute('aria-pressed', String(pressed));
    }
    this.planView.hidden = this.mode !== 'plan';
    this.playView.hidden = this.mode !== 'play';
    this.view.setPiecesClickable(this.mode === 'play');
    if (this.mode === 'plan') this.renderPlanTexts();
    else this.renderPlayTexts();
  }

  private renderDice(): void {
    this.best.textContent = this.replay ? String(this.replay.solution.score) : '–';
    this.diceError.textContent = this.error ? diceErrorText(this.error, this.diceInput.value) : '';
    const current = this.mode === 'plan' ? this.step : (this.game?.turn ?? 0) + 1;
    this.diceChips.replaceChildren(
      ...this.dice.map((die, index) => {
        const chip = h('li', { class: 'die' }, String(die));
        chip.classList.toggle('is-current', index + 1 === current);
        chip.classList.toggle('is-done', index + 1 < current);
        return chip;
      }),
    );
  }

  private renderPlanTexts(): void {
    const replay = this.replay;
    const playing = this.timer !== undefined;
    this.autoButton.replaceChildren(
      icon(playing ? 'pause' : 'play'),
      t(playing ? 'yut.pause' : 'yut.play'),
    );
    for (const [control, key] of [
      [this.firstButton, 'yut.first'],
      [this.prevButton, 'yut.prev'],
      [this.nextButton, 'yut.next'],
    ] as const) {
      control.querySelector('.label')!.textContent = t(key);
    }
    if (replay === undefined) {
      for (const control of [this.firstButton, this.prevButton, this.nextButton, this.autoButton])
        control.disabled = true;
      this.turnLabel.textContent = '';
      this.total.textContent = '';
      this.stepText.textContent = '';
      this.planBody.replaceChildren();
      return;
    }
    this.autoButton.disabled = false;
    const turns = replay.moves.length;
    this.firstButton.disabled = this.step === 0;
    this.prevButton.disabled = this.step === 0;
    this.nextButton.disabled = this.step === turns;
    this.turnLabel.textContent =
      this.step === 0 ? t('yut.beforeFirst') : t('yut.turnOf', { turn: this.step, turns });
    const plan = replay.solution.plan;
    this.total.textContent = String(this.step === 0 ? 0 : plan[this.step - 1]!.total);
    const move = this.step > 0 ? replay.moves[this.step - 1] : undefined;
    this.stepText.textContent =
      move === undefined
        ? ''
        : move === null
          ? t('yut.noMove')
          : t('yut.step', {
              piece: move.piece + 1,
              roll: plan[this.step - 1]!.die,
              from: this.cellName(move.from),
              to: this.cellName(move.to),
              points: move.points,
            });
    this.view.highlight(move ? { from: move.from, to: move.to, active: move.piece } : {});
    this.planBody.replaceChildren(
      ...plan.map((step, index) => {
        const stepMove = replay.moves[index];
        const row = h(
          'tr',
          { 'data-turn': step.turn },
          h('td', {}, String(step.turn)),
          h('td', {}, String(step.die)),
          h('td', {}, step.piece === null ? '–' : pieceBadge(step.piece)),
          h('td', {}, stepMove ? this.moveText(stepMove) : t('yut.noMove')),
          h('td', {}, `+${step.points}`),
          h('td', {}, String(step.total)),
        );
        row.classList.toggle('is-current', index + 1 === this.step);
        row.classList.toggle('is-done', index + 1 < this.step);
        row.addEventListener('click', () => this.goTo(index + 1));
        return row;
      }),
    );
  }

  private renderPlayTexts(): void {
    const game = this.game;
    this.undoButton.textContent = t('yut.play.undo');
    this.restartButton.textContent = t('yut.play.restart');
    const position = game?.current ?? initialPosition(this.board, PIECES);
    this.pieceButtons.forEach((pieceButton, piece) => {
      pieceButton.textContent = '';
      pieceButton.append(
        h('span', { class: 'badge' }, String(piece + 1)),
        h(
          'span',
          {},
          t('yut.pieceAt', { piece: piece + 1, cell: this.cellName(position[piece]!) }),
        ),
      );
      pieceButton.setAttribute('aria-label', t('yut.play.move', { piece: piece + 1 }));
      pieceButton.disabled = game?.isOver ?? true;
    });
    if (game === undefined) {
      // No valid dice: nothing to play, and nothing left from the last dice.
      this.undoButton.disabled = true;
      this.restartButton.disabled = true;
      this.playScore.textContent = '–';
      this.playPrompt.textContent = '';
      this.playMessage.textContent = '';
      this.playMessage.classList.remove('error');
      this.result.replaceChildren();
      return;
    }
    this.playScore.textContent = String(game.score);
    this.restartButton.disabled = false;
    this.undoButton.disabled = game.history.every((turn) => turn.move === null);
    this.playPrompt.textContent = game.isOver
      ? ''
      : t('yut.play.choose', {
          turn: game.turn + 1,
          turns: game.dice.length,
          roll: game.dice[game.turn]!,
        });
    this.playMessage.textContent = this.lastRefusal ? this.refusalText(this.lastRefusal) : '';
    this.playMessage.classList.toggle('error', this.lastRefusal !== undefined);
    this.result.replaceChildren();
    if (!game.isOver) return;
    const review = game.review();
    this.result.append(
      h('p', { class: 'verdict' }, t('yut.play.result', { you: review.score, best: review.best })),
    );
    const loss = review.firstLoss;
    this.result.append(
      h(
        'p',
        {},
        loss === undefined
          ? t('yut.play.perfect')
          : t('yut.play.firstLoss', {
              turn: loss.turn,
              roll: loss.die,
              piece: loss.move.piece + 1,
              from: this.cellName(loss.move.from),
              to: this.cellName(loss.move.to),
              after: loss.after,
              before: loss.before,
              bestPiece: loss.better.piece + 1,
              bestFrom: this.cellName(loss.better.from),
              bestTo: this.cellName(loss.better.to),
            }),
      ),
    );
  }

  private refusalText({
    piece,
    refusal,
    die,
  }: {
    piece: number;
    refusal: Refusal;
    die: number;
  }): string {
    switch (refusal.reason) {
      case 'finished':
        return t('yut.play.finished', { piece: piece + 1 });
      case 'occupied':
        return t('yut.play.occupied', {
          piece: piece + 1,
          roll: die,
          cell: this.cellName(refusal.cell),
          by: refusal.by + 1,
        });
    }
  }
}

function button(
  id: string,
  key: 'yut.first' | 'yut.prev' | 'yut.next',
  name: IconName,
): HTMLButtonElement {
  return h(
    'button',
    { id, type: 'button' },
    icon(name),
    h('span', { class: 'label', 'data-i18n': key }),
  );
}

function pieceBadge(piece: number): HTMLElement {
  return h('span', { class: `badge piece-${piece}` }, String(piece));
}

function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((die, index) => die === b[index]);
}

/** Ten fair dice from the browser's cryptographic generator. */
function rollDice(count: number): number[] {
  const dice: number[] = [];
  while (dice.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count))) {
      // 250 is a multiple of 5: dropping bytes from 250 up keeps every face equally likely.
      if (byte < 250 && dice.length < count) dice.push((byte % 5) + 1);
    }
  }
  return dice;
}

/** The parser's error in the page's language (the parser's own message is English). */
function diceErrorText(error: DiceError, text: string): string {
  const tokens = text.split(/\s+/).filter((token) => token !== '');
  const token = error.token ?? 0;
  const found = JSON.stringify((tokens[token - 1] ?? '').slice(0, 20));
  switch (error.code) {
    case 'empty':
      return t('yut.err.empty');
    case 'count':
      return t('yut.err.count', { found: tokens.length });
    case 'not-a-number':
    case 'out-of-range':
      return t(`yut.err.${error.code}`, { token, found });
    case 'extra-line':
      return t('yut.err.extra-line');
  }
}
