/**
 * The optimal plan, turn by turn: buttons to the start, back, forward and to play it through, the
 * running total, what the current turn does, and a table of every turn. It draws on the board
 * shared with the play mode, so the page calls `show` when this mode comes into view.
 */
import type { Board, Move } from '../../../src/yut/index.js';
import { h } from '../dom.js';
import { lang, t } from '../i18n.js';
import type { Lang } from '../i18n-language.js';
import { type IconName, icon } from '../icons.js';
import type { YutBoardView } from './board-svg.js';
import { movePath, type PlanReplay } from './game.js';
import { cellName } from './names.js';

const AUTOPLAY_MS = 900;

export class PlanPlayer {
  readonly element = h('div', { class: 'plan-view' });
  private readonly firstButton = stepButton('yut-first', 'yut.first', 'first');
  private readonly prevButton = stepButton('yut-prev', 'yut.prev', 'prev');
  private readonly nextButton = stepButton('yut-next', 'yut.next', 'next');
  private readonly autoButton = h('button', { id: 'yut-auto', type: 'button', class: 'primary' });
  private readonly turnLabel = h('span', { id: 'yut-turn' });
  private readonly total = h('output', { id: 'yut-total', class: 'big-number' });
  private readonly stepText = h('p', { id: 'yut-step', class: 'step-text', 'aria-live': 'polite' });
  private readonly planBody = h('tbody');
  /** The rows of the table, built once per plan and language (see `renderTable`). */
  private rows: { replay: PlanReplay; lang: Lang; rows: HTMLTableRowElement[] } | undefined;

  private replay: PlanReplay | undefined;
  private step = 0;
  private timer: number | undefined;

  /** `onChange` is called after every step, for the page to re-render. */
  constructor(
    private readonly board: Board,
    private readonly view: YutBoardView,
    private readonly onChange: () => void,
  ) {
    this.element.append(
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
      h('div', { class: 'table-wrap' }, this.table()),
    );
    this.firstButton.addEventListener('click', () => this.goTo(0));
    this.prevButton.addEventListener('click', () => this.goTo(this.step - 1));
    this.nextButton.addEventListener('click', () => this.goTo(this.step + 1, true));
    this.autoButton.addEventListener('click', () => this.toggleAutoplay());
  }

  private table(): HTMLTableElement {
    return h(
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
  }

  /** The turn shown: 0 before the first turn, up to the number of turns. */
  get current(): number {
    return this.step;
  }

  /** True while the plan plays itself through (its steps replace the history entry). */
  get autoplaying(): boolean {
    return this.timer !== undefined;
  }

  /** The best score of the dice, when they are valid. */
  get best(): number | undefined {
    return this.replay?.solution.score;
  }

  /** Takes the plan of new dice (undefined for invalid dice), shown from before the first turn. */
  setReplay(replay: PlanReplay | undefined): void {
    this.stopAutoplay();
    this.replay = replay;
    this.step = 0;
  }

  /** Draws the current turn on the board (when the mode comes into view). */
  show(): void {
    this.goTo(this.step);
  }

  /** Shows turn `step` (clamped); `animate` walks the piece when that is one turn forward. */
  goTo(step: number, animate = false): void {
    const replay = this.replay;
    if (replay === undefined) return;
    const last = replay.moves.length;
    const next = Math.max(0, Math.min(last, step));
    const forward = animate && next === this.step + 1;
    this.step = next;
    const move = next > 0 ? replay.moves[next - 1] : null;
    const position = replay.positions[next]!;
    if (forward && move !== null && move !== undefined) {
      const die = replay.solution.plan[next - 1]!.die;
      this.view.show(position, { piece: move.piece, path: movePath(this.board, move.from, die) });
    } else {
      this.view.show(position);
    }
    if (next === last) this.stopAutoplay();
    this.onChange();
  }

  private toggleAutoplay(): void {
    if (this.timer !== undefined) {
      this.stopAutoplay();
      this.onChange();
      return;
    }
    if (this.replay !== undefined && this.step >= this.replay.moves.length) this.goTo(0);
    this.timer = window.setInterval(() => this.goTo(this.step + 1, true), AUTOPLAY_MS);
    this.goTo(this.step + 1, true);
  }

  /** Stops playing the plan through, if it is. */
  stopAutoplay(): void {
    if (this.timer === undefined) return;
    window.clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Re-renders the texts, the table and the marks on the board. */
  render(): void {
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
      this.rows = undefined;
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
              from: cellName(this.board, move.from),
              to: cellName(this.board, move.to),
              points: move.points,
            });
    this.view.highlight(move ? { from: move.from, to: move.to, active: move.piece } : {});
    this.renderTable(replay);
  }

  /**
   * The table of turns. Each row's turn number is a button that shows that turn (a click anywhere
   * on the row does too). The rows are built once per plan and language and only restyled on each
   * step, so that the focused button stays in the page while the keyboard moves through the plan.
   */
  private renderTable(replay: PlanReplay): void {
    if (this.rows?.replay !== replay || this.rows.lang !== lang()) {
      const rows = replay.solution.plan.map((step, index) => {
        const stepMove = replay.moves[index];
        const row = h(
          'tr',
          { 'data-turn': step.turn },
          h(
            'td',
            {},
            h(
              'button',
              {
                type: 'button',
                class: 'turn-button',
                'aria-label': t('yut.showTurn', { turn: step.turn }),
              },
              String(step.turn),
            ),
          ),
          h('td', {}, String(step.die)),
          h('td', {}, step.piece === null ? '–' : pieceBadge(step.piece)),
          h('td', {}, stepMove ? this.moveText(stepMove) : t('yut.noMove')),
          h('td', {}, `+${step.points}`),
          h('td', {}, String(step.total)),
        );
        row.addEventListener('click', () => this.goTo(index + 1));
        return row;
      });
      this.rows = { replay, lang: lang(), rows };
      this.planBody.replaceChildren(...rows);
    }
    this.rows.rows.forEach((row, index) => {
      const current = index + 1 === this.step;
      row.classList.toggle('is-current', current);
      row.classList.toggle('is-done', index + 1 < this.step);
      const button = row.querySelector('button')!;
      if (current) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    });
  }

  private moveText(move: Move): string {
    return `${cellName(this.board, move.from)} → ${cellName(this.board, move.to)}`;
  }
}

function stepButton(
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
