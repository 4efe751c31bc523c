/**
 * The optimal plan, turn by turn: buttons to the start, back, forward and to play it through, the
 * running total, what the current turn does, and a table of every turn. The step is state.ts's;
 * this renders it, and the autoplay's timer lives here.
 */
import type { Move } from '../../../src/yut/index.js';
import { h } from '../dom.js';
import { lang, t } from '../i18n.js';
import type { Lang } from '../i18n-language.js';
import { type IconName, icon } from '../icons.js';
import { setText, type YutHost } from './mode-parts.js';
import { cellName } from './names.js';
import { goToStep, type PlanReplay } from './state.js';

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
  private timer: number | undefined;
  private autoLabel = '';

  constructor(private readonly host: YutHost) {
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
      h(
        'div',
        { class: 'table-wrap', tabindex: 0, 'data-i18n-label': 'yut.planTable', role: 'region' },
        this.table(),
      ),
    );
    this.firstButton.addEventListener('click', () => this.goTo(0));
    this.prevButton.addEventListener('click', () => this.goTo(host.state.step - 1));
    this.nextButton.addEventListener('click', () => this.goTo(host.state.step + 1));
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

  /** Shows turn `step` (clamped): moving within the plan replaces the history entry. */
  goTo(step: number): void {
    this.host.act((state) => goToStep(state, step));
    const replay = this.host.state.replay;
    const atEnd = replay === undefined || this.host.state.step >= replay.moves.length;
    // Stopped at the end: the button says Play again (it went on saying Pause, and a press
    // started the plan over).
    if (atEnd && this.timer !== undefined) {
      this.stopAutoplay();
      this.render();
    }
  }

  private toggleAutoplay(): void {
    if (this.timer !== undefined) {
      this.stopAutoplay();
      this.render();
      return;
    }
    const { state } = this.host;
    if (state.replay !== undefined && state.step >= state.replay.moves.length) this.goTo(0);
    this.timer = window.setInterval(() => this.goTo(this.host.state.step + 1), AUTOPLAY_MS);
    this.goTo(state.step + 1);
  }

  /** Stops playing the plan through, if it is. */
  stopAutoplay(): void {
    if (this.timer === undefined) return;
    window.clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Re-renders the texts, the table and the marks on the board. */
  render(): void {
    const { state, board } = this.host;
    const replay = state.replay;
    const step = state.step;
    const playing = this.timer !== undefined;
    const autoLabel = `${lang()}:${playing}`;
    if (autoLabel !== this.autoLabel) {
      this.autoLabel = autoLabel;
      this.autoButton.replaceChildren(
        icon(playing ? 'pause' : 'play'),
        t(playing ? 'yut.pause' : 'yut.play'),
      );
    }
    for (const [control, key] of [
      [this.firstButton, 'yut.first'],
      [this.prevButton, 'yut.prev'],
      [this.nextButton, 'yut.next'],
    ] as const) {
      setText(control.querySelector('.label')!, t(key));
    }
    if (replay === undefined) {
      for (const control of [this.firstButton, this.prevButton, this.nextButton, this.autoButton])
        control.disabled = true;
      setText(this.turnLabel, '');
      setText(this.total, '');
      setText(this.stepText, '');
      this.planBody.replaceChildren();
      this.rows = undefined;
      return;
    }
    this.autoButton.disabled = false;
    const turns = replay.moves.length;
    const focused = document.activeElement;
    this.firstButton.disabled = step === 0;
    this.prevButton.disabled = step === 0;
    this.nextButton.disabled = step === turns;
    // A button that disables itself under the keyboard's focus would drop the focus to the page:
    // it goes to the way back (at the end) or on (at the start) instead.
    if (focused instanceof HTMLButtonElement && focused.disabled) {
      if (focused === this.nextButton) this.prevButton.focus();
      else if (focused === this.firstButton || focused === this.prevButton) this.nextButton.focus();
    }
    setText(
      this.turnLabel,
      step === 0 ? t('yut.beforeFirst') : t('yut.turnOf', { turn: step, turns }),
    );
    const plan = replay.solution.plan;
    setText(this.total, String(step === 0 ? 0 : plan[step - 1]!.total));
    const move = step > 0 ? replay.moves[step - 1] : undefined;
    setText(
      this.stepText,
      move === undefined
        ? ''
        : move === null
          ? t('yut.noMove')
          : t('yut.step', {
              piece: move.piece + 1,
              roll: plan[step - 1]!.die,
              from: cellName(board, move.from),
              to: cellName(board, move.to),
              points: move.points,
            }),
    );
    this.renderTable(replay, step);
  }

  /**
   * The table of turns. Each row's turn number is a button that shows that turn (a click anywhere
   * on the row does too). The rows are built once per plan and language and only restyled on each
   * step, so that the focused button stays in the page while the keyboard moves through the plan.
   */
  private renderTable(replay: PlanReplay, step: number): void {
    if (this.rows?.replay !== replay || this.rows.lang !== lang()) {
      const rows = replay.solution.plan.map((planStep, index) => {
        const stepMove = replay.moves[index];
        const row = h(
          'tr',
          { 'data-turn': planStep.turn },
          h(
            'td',
            {},
            h(
              'button',
              {
                type: 'button',
                class: 'turn-button',
                'aria-label': t('yut.showTurn', { turn: planStep.turn }),
              },
              String(planStep.turn),
            ),
          ),
          h('td', {}, String(planStep.die)),
          h('td', {}, planStep.piece === null ? '–' : pieceBadge(planStep.piece)),
          h('td', {}, stepMove ? this.moveText(stepMove) : t('yut.noMove')),
          h('td', {}, `+${planStep.points}`),
          h('td', {}, String(planStep.total)),
        );
        row.addEventListener('click', () => this.goTo(index + 1));
        return row;
      });
      this.rows = { replay, lang: lang(), rows };
      this.planBody.replaceChildren(...rows);
    }
    this.rows.rows.forEach((row, index) => {
      const current = index + 1 === step;
      row.classList.toggle('is-current', current);
      row.classList.toggle('is-done', index + 1 < step);
      const button = row.querySelector('button')!;
      if (current) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    });
  }

  private moveText(move: Move): string {
    const { board } = this.host;
    return `${cellName(board, move.from)} → ${cellName(board, move.to)}`;
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
