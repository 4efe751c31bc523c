/**
 * The computer on the Omok page: who it plays and how strongly, Hint and Analyse, the engine's
 * status (read out by screen readers), and its findings drawn on the board: the hint as a ringed
 * point, the principal variation or forced win as numbered ghost stones. The decisions are
 * opponent.ts's plain functions; this only renders them and talks to the worker.
 */
import { BLACK, type Color, type Point, WHITE } from '../../../src/omok/index.js';
import { h, keepBelowBoard, setAttr, setText, writeWhen } from '../dom.js';
import { lang, type TextKey, t } from '../i18n.js';
import type { Overlay } from './board-view.js';
import {
  type Candidate,
  type EngineAnswer,
  EngineClient,
  type EngineKind,
} from './engine-client.js';
import { pointName } from './names.js';
import {
  askFor,
  blackView,
  boardLocked,
  chooseOpponent,
  chooseStrength,
  type EngineRequest,
  engineFailed,
  focusLine,
  initialOpponent,
  mainLine,
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
  /** The page changed without a person's action (the computer moved, a search failed). */
  changed(push: boolean): void;
  /**
   * Only what the engine shows changed (an answer of a hint or an analysis, a line looked at):
   * the panel and the board's marks are drawn again, not the whole page.
   */
  answered(): void;
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
  /** Hint: placed by the page among its main actions (under the board on a phone). */
  readonly hintButton = h('button', { id: 'omok-hint', type: 'button' });
  private readonly analyseButton = h('button', { id: 'omok-analyse', type: 'button' });
  /**
   * What the computer is doing (thinking, its move, a hint, a worker that failed to load): placed
   * by the page with its own status, under the board on a phone (a browser trial found it far
   * below the first screen, here in the engine's section).
   */
  readonly status = h('p', {
    id: 'omok-engine-status',
    class: 'engine-status',
    'aria-live': 'polite',
  });
  readonly element: HTMLElement;
  /** The analysis: evaluation bar and number, depth, verdict, the line and the candidates. */
  private readonly analysis = h('div', { id: 'omok-analysis', class: 'analysis', hidden: true });
  private readonly barBlack = h('span', { class: 'eval-black' });
  private readonly bar = h('div', { class: 'eval-bar', role: 'img' }, this.barBlack);
  private readonly evalNumber = h('output', { id: 'omok-eval', class: 'eval-number' });
  private readonly depth = h('span', { id: 'omok-depth', class: 'eval-depth' });
  private readonly pvList = h('ol', { id: 'omok-pv', class: 'pv-line' });
  private readonly candidateList = h('ol', { id: 'omok-candidates', class: 'candidates' });
  /** What the analysis shows now, to rebuild only when it changed. */
  private analysisKey = '';
  /**
   * Set by a press of Analyse: its first answer is scrolled into view below the board, which
   * stays on a phone's screen and hid it (a browser trial at 320 x 568 saw only the ghost stones).
   */
  private reveal = false;
  /** The candidates listed (their buttons read the one they show when clicked). */
  private candidates: readonly Candidate[] = [];

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
      h('div', { class: 'controls' }, this.analyseButton),
      this.analysis,
    );
    this.analysis.append(
      this.bar,
      h('p', { class: 'eval-row' }, this.evalNumber, ' ', this.depth),
      h('h4', { id: 'omok-pv-title', 'data-i18n': 'omok.pv' }),
      this.pvList,
      h('h4', { id: 'omok-candidates-title', 'data-i18n': 'omok.candidates' }),
      this.candidateList,
    );
    this.pvList.setAttribute('aria-labelledby', 'omok-pv-title');
    this.candidateList.setAttribute('aria-labelledby', 'omok-candidates-title');
    this.opponentSelect.addEventListener('change', () => {
      chooseOpponent(this.opp, this.opponentSelect.value as Opponent);
      this.host.changed(true);
    });
    this.strengthSelect.addEventListener('change', () => {
      chooseStrength(this.opp, this.strengthSelect.value as Strength);
      this.host.changed(true);
    });
    // The question is asked (and the status written) in a task after the tap's: the tap's own
    // task, with the frame that shows the button pressed, was a long task at 4x slow-down when it
    // also laid out and painted what asking changes.
    this.hintButton.addEventListener('click', () => setTimeout(() => this.ask('hint')));
    this.analyseButton.addEventListener('click', () => {
      this.reveal = true;
      setTimeout(() => this.ask('analyse'));
    });
  }

  /** Starts the engine's worker before it is first needed (see EngineClient.prepare). */
  prepare(): void {
    this.client.prepare();
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
    this.host.answered();
  }

  private send(state: OmokState, request: EngineRequest): void {
    const { game } = state;
    const kind: EngineKind = request.kind;
    const partial = (answer: EngineAnswer) => {
      if (receive(this.host.state(), this.opp, kind, request.key, answer, false)) {
        this.host.answered();
      }
    };
    void this.client
      .ask(
        {
          size: game.size,
          cells: game.board.cells.slice(),
          rule: game.rule,
          toMove: game.toPlay,
          limits: request.limits,
          ...(request.deepen === undefined ? {} : { deepen: request.deepen }),
        },
        request.deepen === undefined ? undefined : partial,
      )
      .then((result) => {
        const now = this.host.state();
        if (result.kind === 'cancelled') return;
        if (result.kind === 'answer') {
          if (!receive(now, this.opp, kind, request.key, result.answer)) return;
          // A hint or an analysis changes what the engine shows, the computer's move the game.
          if (kind !== 'move') {
            this.host.answered();
            return;
          }
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

  /** Settles the engine on the position, starts what it must, and draws its buttons and status. */
  renderFirst(): void {
    const state = this.host.state();
    const { cancel, request } = nextRequest(state, this.opp);
    if (cancel) this.client.cancel();
    if (request !== undefined) this.send(state, request);
    this.renderControls(state);
    this.renderStatus(state);
  }

  /** Draws the analysis (its bar, line and candidates), or hides it. */
  renderRest(): void {
    this.renderAnalysis(this.host.state());
  }

  private renderControls(state: OmokState): void {
    // The selects are rebuilt only when the language or the choice changed (or the select shows
    // another choice than the state's).
    writeWhen(
      this.opponentSelect,
      `${lang()}|${this.opp.opponent}|${this.opponentSelect.value}`,
      () =>
        this.opponentSelect.replaceChildren(
          ...OPPONENTS.map((value) =>
            h('option', { value, selected: value === this.opp.opponent }, t(`omok.vs.${value}`)),
          ),
        ),
    );
    writeWhen(
      this.strengthSelect,
      `${lang()}|${this.opp.strength}|${this.strengthSelect.value}`,
      () =>
        this.strengthSelect.replaceChildren(
          ...STRENGTHS.map((value) =>
            h('option', { value, selected: value === this.opp.strength }, t(`omok.level.${value}`)),
          ),
        ),
    );
    const idle = !this.locked() && !state.game.isOver && this.opp.problem !== 'unavailable';
    setText(this.hintButton, t('omok.hint'));
    setText(this.analyseButton, t('omok.analyse'));
    this.hintButton.disabled = !idle;
    this.analyseButton.disabled = !idle;
    setAttr(this.host.board, 'aria-busy', String(this.locked()));
    this.host.board.classList.toggle('is-thinking', this.locked());
  }

  private renderStatus(state: OmokState): void {
    const { opp } = this;
    const status = this.status;
    status.classList.toggle('error', opp.problem !== undefined);
    if (opp.problem !== undefined) {
      setText(status, t(`omok.engine.${opp.problem}`));
      return;
    }
    const shown = opp.shown;
    // While an analysis deepens, its verdict so far is said, and that it goes on.
    const deepening = opp.pending?.kind === 'analyse' && shown !== undefined;
    if (opp.pending !== undefined && !deepening) {
      setText(status, t(opp.pending.kind === 'move' ? 'omok.thinking' : 'omok.looking'));
      return;
    }
    if (shown === undefined || shown.key !== positionKey(state)) {
      // The computer's move is said (the status is a live region) while its position stands.
      const played = opp.played;
      setText(
        status,
        played !== undefined && played.key === positionKey(state)
          ? t('omok.computerPlayed', {
              color: colorText(played.color),
              at: pointName(state.coords, played.at, state.game.size),
            })
          : '',
      );
      return;
    }
    const move = shown.answer.move;
    const at = (p: Point) => pointName(state.coords, p, state.game.size);
    if (shown.kind === 'hint') {
      setText(status, move === null ? t('omok.noMove') : t('omok.hintAt', { at: at(move) }));
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
    const more = deepening ? ` ${t('omok.deepening', { depth: shown.answer.depth })}` : '';
    setText(status, `${text}${best}${more}`);
  }

  /**
   * What to draw on the board's points: the hint as a ringed point, the line looked at (the
   * forced win, else the principal variation, or a candidate's) as numbered ghost stones.
   */
  overlay(): Map<number, Overlay> {
    const state = this.host.state();
    const marks = new Map<number, Overlay>();
    const shown = this.opp.shown;
    if (shown === undefined || shown.key !== positionKey(state)) return marks;
    const size = state.game.size;
    const { hint, line, focused } = shownPoints(shown, this.opp.focus);
    if (hint !== undefined) {
      marks.set(hint.row * size + hint.col, { kind: 'hint', note: t('omok.hintMark') });
    }
    let color: Color = state.game.toPlay;
    line.forEach((p, index) => {
      const at = p.row * size + p.col;
      if (state.game.board.cells[at] === 0 && !marks.has(at)) {
        marks.set(at, {
          kind: color === BLACK ? 'ghost-black' : 'ghost-white',
          n: index + 1,
          note: t('omok.ghostMark', { n: index + 1, color: colorText(color) }),
          focus: index === focused,
        });
      }
      color = color === BLACK ? WHITE : BLACK;
    });
    return marks;
  }

  /** The analysis panel: written only when what it shows changed. */
  private renderAnalysis(state: OmokState): void {
    const shown = this.opp.shown;
    const visible =
      shown !== undefined && shown.kind === 'analyse' && shown.key === positionKey(state);
    this.analysis.hidden = !visible;
    if (!visible) {
      this.analysisKey = '';
      return;
    }
    if (this.reveal) {
      this.reveal = false;
      const board = this.analysis.closest('.two-columns')?.querySelector('.board-column');
      requestAnimationFrame(() => keepBelowBoard(this.analysis, board));
    }
    const { answer } = shown;
    const toMove = state.game.toPlay;
    const key = JSON.stringify([answer, this.opp.focus, state.coords, t('omok.pv')]);
    if (key === this.analysisKey) return;
    this.analysisKey = key;
    const view = blackView(answer, toMove);
    this.barBlack.style.width = `${Math.round(view.share * 100)}%`;
    const number = evalText(view);
    this.evalNumber.textContent = number;
    this.bar.setAttribute('aria-label', t('omok.evalBar', { value: number }));
    this.depth.textContent = t('omok.depth', { depth: answer.depth });
    const name = (p: Point) => pointName(state.coords, p, state.game.size);
    const line = mainLine(answer);
    let color: Color = toMove;
    // Each deepening answer rewrites the texts of the buttons the lists have (a list rebuilt per
    // answer was restyled and laid out whole, several times a second while the panel is open).
    fillList(
      this.pvList,
      line.length,
      (index) => {
        // The name is the text: "1. White h9" (the colour said, not drawn twice).
        const button = h(
          'button',
          { type: 'button', class: 'pv-move' },
          h('span', {}, `${index + 1}. `),
          h('span', { class: 'visually-hidden' }),
          h('span', {}),
        );
        button.addEventListener('click', () => {
          focusLine(this.opp, 'pv', index + 1);
          this.host.answered();
        });
        return button;
      },
      (button, index) => {
        const black = color === BLACK;
        button.classList.toggle('black', black);
        button.classList.toggle('white', !black);
        setAttr(
          button,
          'aria-pressed',
          String(this.opp.focus?.line === 'pv' && this.opp.focus.upTo === index + 1),
        );
        setText(button.children[1]!, `${colorText(color)} `);
        setText(button.children[2]!, name(line[index]!));
        color = black ? WHITE : BLACK;
      },
    );
    const candidates: readonly Candidate[] = answer.candidates ?? [];
    this.candidates = candidates;
    fillList(
      this.candidateList,
      candidates.length,
      (index) => {
        const button = h(
          'button',
          { type: 'button', class: 'candidate' },
          h('span', { class: 'candidate-move' }),
          ' ',
          h('span', { class: 'candidate-score' }),
        );
        button.addEventListener('click', () => {
          const candidate = this.candidates[index];
          if (candidate === undefined) return;
          focusLine(this.opp, index, candidate.pv.length);
          this.host.answered();
        });
        return button;
      },
      (button, index) => {
        const candidate = candidates[index]!;
        setAttr(button, 'aria-pressed', String(this.opp.focus?.line === index));
        setText(button.children[0]!, name(candidate.move));
        setText(button.children[1]!, evalText(blackView({ ...candidate, forced: null }, toMove)));
      },
    );
  }
}

/**
 * Makes `list` hold `count` items, each a button: the buttons it has are kept (`make` builds the
 * missing ones, extra ones go) and `write` brings each up to date, in order.
 */
function fillList(
  list: HTMLElement,
  count: number,
  make: (index: number) => HTMLButtonElement,
  write: (button: HTMLButtonElement, index: number) => void,
): void {
  while (list.children.length > count) list.lastElementChild!.remove();
  const added: HTMLElement[] = [];
  for (let index = 0; index < count; index++) {
    let button = list.children[index]?.firstElementChild as HTMLButtonElement | null | undefined;
    if (button === undefined || button === null) {
      button = make(index);
      added.push(h('li', {}, button));
    }
    write(button, index);
  }
  list.append(...added);
}

/** An evaluation from black's side: `+120`, `−45`, or a proven win: `Black wins in 3`. */
function evalText(view: { score: number; winIn: number | null }): string {
  if (view.winIn !== null) {
    return t('omok.eval.winsIn', {
      color: colorText(view.winIn > 0 ? BLACK : WHITE),
      moves: Math.abs(view.winIn),
    });
  }
  const rounded = Math.round(view.score);
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
}

function colorText(color: Color): string {
  return color === BLACK ? t('omok.black') : t('omok.white');
}
