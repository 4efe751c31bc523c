/**
 * The computer on the Omok page: who it plays and how strongly, Hint and Analyse, the engine's
 * status (read out by screen readers), and its findings drawn on the board: the hint as a ringed
 * point, the principal variation or forced win as numbered ghost stones. The decisions are
 * opponent.ts's plain functions; this only renders them and talks to the worker.
 */
import { BLACK, type Color, type Point, WHITE } from '../../../src/omok/index.js';
import { h } from '../dom.js';
import { type TextKey, t } from '../i18n.js';
import { EngineClient, type EngineKind } from './engine-client.js';
import {
  askFor,
  boardLocked,
  chooseOpponent,
  chooseStrength,
  type EngineRequest,
  engineFailed,
  initialOpponent,
  nextRequest,
  OPPONENTS,
  type Opponent,
  type OpponentState,
  opponentFromParams,
  opponentParams,
  positionKey,
  receive,
  redoTurn,
  STRENGTHS,
  type Strength,
  shownPoints,
  undoTurn,
  verdictOf,
} from './opponent.js';
import type { OmokState } from './state.js';

/** What the panel needs of the page. */
export interface EngineHost {
  state(): OmokState;
  /** The page changed without a person's action (the computer moved, an answer came). */
  changed(push: boolean): void;
  /** The board's element, to draw on. */
  readonly board: HTMLElement;
}

/** How long after a failed worker the engine is tried again. */
const RETRY_MS = 3000;

export class EnginePanel {
  opp: OpponentState = initialOpponent();
  private readonly client = new EngineClient();
  private readonly opponentSelect = h('select', { id: 'omok-opponent' });
  private readonly strengthSelect = h('select', { id: 'omok-strength' });
  private readonly hintButton = h('button', { id: 'omok-hint', type: 'button' });
  private readonly analyseButton = h('button', { id: 'omok-analyse', type: 'button' });
  private readonly status = h('p', {
    id: 'omok-engine-status',
    class: 'engine-status',
    'aria-live': 'polite',
  });
  readonly element: HTMLElement;
  /** The points drawn on last time, to clear. */
  private drawn: HTMLElement[] = [];

  constructor(private readonly host: EngineHost) {
    const field = (id: string, key: TextKey, control: HTMLElement) =>
      h('div', { class: 'field' }, h('label', { for: id, 'data-i18n': key }), control);
    this.element = h(
      'section',
      { class: 'omok-engine', 'aria-labelledby': 'omok-engine-title' },
      h('h3', { id: 'omok-engine-title', 'data-i18n': 'omok.engine' }),
      h(
        'div',
        { class: 'omok-settings' },
        field('omok-opponent', 'omok.opponent', this.opponentSelect),
        field('omok-strength', 'omok.strength', this.strengthSelect),
      ),
      h('div', { class: 'controls' }, this.hintButton, this.analyseButton),
      this.status,
    );
    this.opponentSelect.addEventListener('change', () => {
      chooseOpponent(this.opp, this.opponentSelect.value as Opponent);
      this.host.changed(true);
    });
    this.strengthSelect.addEventListener('change', () => {
      chooseStrength(this.opp, this.strengthSelect.value as Strength);
      this.host.changed(true);
    });
    this.hintButton.addEventListener('click', () => this.ask('hint'));
    this.analyseButton.addEventListener('click', () => this.ask('analyse'));
  }

  /** True while the computer thinks: the board takes no stone. */
  locked(): boolean {
    return boardLocked(this.host.state(), this.opp);
  }

  /** Undo and Redo take back or replay a whole turn (the person's move and the reply). */
  undo(state: OmokState): void {
    undoTurn(state, this.opp);
  }

  redo(state: OmokState): void {
    redoTurn(state, this.opp);
  }

  /** The computer's settings in the link. */
  params(params: URLSearchParams): URLSearchParams {
    opponentParams(this.opp, params);
    return params;
  }

  /** The computer's settings a link names. */
  apply(params: URLSearchParams): void {
    const wanted = opponentFromParams(params);
    if (wanted.opponent !== this.opp.opponent) chooseOpponent(this.opp, wanted.opponent);
    this.opp.strength = wanted.strength;
  }

  private ask(kind: 'hint' | 'analyse'): void {
    const state = this.host.state();
    const request = askFor(state, this.opp, kind);
    if (request !== undefined) {
      // One search at a time: a hint asked for during an analysis replaces it.
      this.client.cancel();
      this.send(state, request);
    }
    this.host.changed(false);
  }

  private send(state: OmokState, request: EngineRequest): void {
    const { game } = state;
    const kind: EngineKind = request.kind;
    void this.client
      .ask({
        size: game.size,
        cells: game.board.cells.slice(),
        rule: game.rule,
        toMove: game.toPlay,
        limits: request.limits,
      })
      .then((result) => {
        const now = this.host.state();
        if (result.kind === 'cancelled') return;
        if (result.kind === 'answer') {
          if (!receive(now, this.opp, kind, request.key, result.answer)) return;
        } else {
          if (this.opp.pending?.key !== request.key) return;
          engineFailed(now, this.opp, result.kind === 'unavailable');
          // A worker that failed (not loaded, say, before the page was cached) is tried again:
          // the problem is forgotten after a while, and the computer asks again on its turn.
          if (result.kind === 'failed') {
            window.setTimeout(() => {
              if (this.opp.problem !== 'failed') return;
              this.opp.problem = undefined;
              this.opp.problemKey = undefined;
              this.host.changed(false);
            }, RETRY_MS);
          }
        }
        this.host.changed(false);
      });
  }

  /** Settles the engine on the position, starts what it must, and draws. */
  render(): void {
    const state = this.host.state();
    const { cancel, request } = nextRequest(state, this.opp);
    if (cancel) this.client.cancel();
    if (request !== undefined) this.send(state, request);
    this.renderControls(state);
    this.renderStatus(state);
    this.draw(state);
  }

  private renderControls(state: OmokState): void {
    this.opponentSelect.replaceChildren(
      ...OPPONENTS.map((value) =>
        h('option', { value, selected: value === this.opp.opponent }, t(`omok.vs.${value}`)),
      ),
    );
    this.strengthSelect.replaceChildren(
      ...STRENGTHS.map((value) =>
        h('option', { value, selected: value === this.opp.strength }, t(`omok.level.${value}`)),
      ),
    );
    const idle = !this.locked() && !state.game.isOver && this.opp.problem !== 'unavailable';
    this.hintButton.textContent = t('omok.hint');
    this.analyseButton.textContent = t('omok.analyse');
    this.hintButton.disabled = !idle;
    this.analyseButton.disabled = !idle;
    this.host.board.setAttribute('aria-busy', String(this.locked()));
    this.host.board.classList.toggle('is-thinking', this.locked());
  }

  private renderStatus(state: OmokState): void {
    const { opp } = this;
    const status = this.status;
    status.classList.toggle('error', opp.problem !== undefined);
    if (opp.problem !== undefined) {
      status.textContent = t(`omok.engine.${opp.problem}`);
      return;
    }
    if (opp.pending !== undefined) {
      status.textContent = t(opp.pending.kind === 'move' ? 'omok.thinking' : 'omok.looking');
      return;
    }
    const shown = opp.shown;
    if (shown === undefined || shown.key !== positionKey(state)) {
      status.textContent = '';
      return;
    }
    const move = shown.answer.move;
    const at = (p: Point) => t('omok.at', { row: p.row + 1, col: p.col + 1 });
    if (shown.kind === 'hint') {
      status.textContent = move === null ? t('omok.noMove') : t('omok.hintAt', { at: at(move) });
      return;
    }
    const verdict = verdictOf(shown.answer, state.game.toPlay);
    let text: string;
    switch (verdict.kind) {
      case 'forced':
        text = t(verdict.by === 'vcf' ? 'omok.eval.vcf' : 'omok.eval.vct', {
          color: colorText(verdict.winner),
          moves: verdict.moves,
        });
        break;
      case 'wins':
        text = t('omok.eval.wins', { color: colorText(verdict.winner), moves: verdict.moves });
        break;
      case 'better':
        text = t(verdict.much ? 'omok.eval.better' : 'omok.eval.slightly', {
          color: colorText(verdict.color),
        });
        break;
      case 'even':
        text = t('omok.eval.even');
        break;
    }
    const best = move === null ? '' : ` ${t('omok.bestMove', { at: at(move) })}`;
    status.textContent = `${text}${best}`;
  }

  /** Draws the hint and the line on the board's points (after the board view drew the stones). */
  private draw(state: OmokState): void {
    for (const point of this.drawn) {
      point.classList.remove('hint', 'ghost', 'ghost-black', 'ghost-white');
      point.removeAttribute('data-pv');
    }
    this.drawn = [];
    const shown = this.opp.shown;
    if (shown === undefined || shown.key !== positionKey(state)) return;
    const { hint, line } = shownPoints(shown);
    const pointAt = (p: Point) =>
      this.host.board.querySelector<HTMLElement>(
        `.point[data-row="${p.row + 1}"][data-col="${p.col + 1}"]`,
      );
    if (hint !== undefined) {
      const point = pointAt(hint);
      if (point !== null) {
        point.classList.add('hint');
        point.setAttribute(
          'aria-label',
          `${point.getAttribute('aria-label')}, ${t('omok.hintMark')}`,
        );
        this.drawn.push(point);
      }
    }
    let color: Color = state.game.toPlay;
    line.forEach((p, index) => {
      const point = pointAt(p);
      if (
        point !== null &&
        !point.classList.contains('black') &&
        !point.classList.contains('white')
      ) {
        point.classList.add('ghost', color === BLACK ? 'ghost-black' : 'ghost-white');
        point.setAttribute('data-pv', String(index + 1));
        point.setAttribute(
          'aria-label',
          `${point.getAttribute('aria-label')}, ${t('omok.ghostMark', { n: index + 1, color: colorText(color) })}`,
        );
        this.drawn.push(point);
      }
      color = color === BLACK ? WHITE : BLACK;
    });
  }
}

function colorText(color: Color): string {
  return color === BLACK ? t('omok.black') : t('omok.white');
}
