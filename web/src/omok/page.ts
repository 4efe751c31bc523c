/**
 * The Omok page: place stones on a 19 x 19 or 15 x 15 board under a chosen rule, see the judge's
 * verdict with the winning line, the Baekjoon answer for the board, and load or copy the board as
 * a Baekjoon grid.
 */

import { render } from '../../../src/i18n/index.js';
import { inputErrorMessage } from '../../../src/i18n/input.js';
import {
  type Color,
  formatAnswer,
  formatBoard,
  Game,
  type JudgedLine,
  type Judgement,
  judge,
  type LineKind,
  type ParseError,
  RULES,
  type Rule,
} from '../../../src/omok/index.js';
import { prepareRenju } from '../../../src/omok/renju.js';
import { afterPaint, h, setAttr, setText, whenIdle, writeWhen } from '../dom.js';
import { omokSvg } from '../export-image.js';
import { lang, onLangChange, t } from '../i18n.js';
import { icon } from '../icons.js';
import { isPageKey, stepKey } from '../keys.js';
import {
  CopyLink,
  currentHash,
  type MountedPage,
  SaveButtons,
  shortenedLinkValue,
  syncUrl,
} from '../url-state.js';
import { OmokBoardView, type Overlay, starPoints } from './board-view.js';
import { EnginePanel } from './engine-panel.js';
import { forbiddenWord } from './forbidden.js';
import { pointName } from './names.js';
import { opponentNotes } from './opponent.js';
import {
  COORDS,
  type Coords,
  canUndo,
  chooseCoords,
  chooseRule,
  chooseSize,
  clearBoard,
  copied,
  goToMove,
  initialState,
  type LinkNote,
  loadGrid,
  loadRecord,
  moveLine,
  type Note,
  placeStone,
  recordOf,
  SIZES,
  showNumbers,
  stateFromParams,
  stateParams,
  statusOf,
  winningPoints,
} from './state.js';

/** Builds the page inside `root`. */
export function mountOmok(root: HTMLElement): MountedPage {
  const page = new OmokPage(root);
  onLangChange(() => page.render());
  return { apply: (params) => page.applyUrl(params), refresh: () => page.render() };
}

class OmokPage {
  private readonly view = new OmokBoardView((row, col) => {
    if (!this.engine.locked()) this.update(placeStone, row, col);
  });
  private readonly engine = new EnginePanel({
    state: () => this.state,
    changed: (push) => {
      this.pushNext = push;
      this.renderAction();
    },
    // An analysis deepening answer after answer, a hint, a line looked at: only the panel and
    // the marks on the board change (a whole render per answer made long tasks on a slow phone).
    // The board is drawn again only when its marks changed: asking (Hint, Analyse) or a deeper
    // answer with the same line leaves the 361 points as they are. The marks and the engine's
    // status are written first, the analysis once they are drawn (the first analysis showing
    // both in one frame made a task of over 100 ms at 4x slow-down).
    answered: () => {
      const overlay = this.engine.overlay();
      if (overlayKey(overlay) !== this.overlayDrawn) {
        // Only the points marked before or now can have changed.
        this.renderBoard(overlay, [...this.overlayPoints, ...overlay.keys()]);
      }
      this.engine.renderFirst();
      this.renderRestLater();
    },
    board: this.view.element,
  });
  private readonly sizeSelect = h('select', { id: 'omok-size' });
  private readonly ruleSelect = h('select', { id: 'omok-rule' });
  private readonly status = h('p', {
    id: 'omok-status',
    class: 'omok-status',
    'aria-live': 'polite',
  });
  private readonly message = h('p', { id: 'omok-message', class: 'message', role: 'status' });
  /** What a link asked for that was left out, and why (until the next action). */
  private readonly linkNote = h('p', {
    id: 'omok-link-note',
    class: 'message error',
    role: 'status',
    hidden: true,
  });
  private readonly undoButton = h('button', { id: 'omok-undo', type: 'button' });
  private readonly redoButton = h('button', { id: 'omok-redo', type: 'button' });
  private readonly clearButton = h('button', { id: 'omok-clear', type: 'button' });
  private readonly answer = h('pre', { id: 'omok-answer', class: 'answer' });
  private readonly lines = h('ul', { id: 'omok-lines', class: 'lines-list' });
  private readonly gridText = h('textarea', {
    id: 'omok-grid',
    spellcheck: 'false',
    autocomplete: 'off',
    rows: 10,
    'aria-describedby': 'omok-grid-help omok-grid-error',
  });
  private readonly loadButton = h('button', { id: 'omok-load', type: 'button', class: 'primary' });
  private readonly copyButton = h('button', { id: 'omok-copy', type: 'button' });
  private readonly forbiddenNote = h('p', { class: 'help', id: 'omok-forbidden-note' });
  private readonly moveList = h('ol', { id: 'omok-moves', class: 'move-list' });
  private readonly reviewButtons = {
    first: reviewButton('omok-first', 'first'),
    prev: reviewButton('omok-prev', 'prev'),
    next: reviewButton('omok-next', 'next'),
    last: reviewButton('omok-last', 'last'),
  };
  private readonly position = h('span', { id: 'omok-position', class: 'position' });
  private readonly numbersButton = h('button', { id: 'omok-numbers', type: 'button' });
  private readonly coordsSelect = h('select', { id: 'omok-coords' });
  /** What each button of the move list shows (name, colour, language): kept while equal. */
  private listKeys: string[] = [];
  private listButtons: HTMLButtonElement[] = [];
  private readonly recordText = h('textarea', {
    id: 'omok-record',
    spellcheck: 'false',
    autocomplete: 'off',
    rows: 4,
    'aria-describedby': 'omok-record-help omok-record-error',
  });
  /**
   * A failed Load's reason under its own box too (the status above is off the screen by then, on
   * a phone and a tablet): `loadFrom` says which box the last Load was from, until another action.
   */
  // Not live regions of their own: the status line says the error once (it was said twice), and
  // each box names its line as its description.
  private readonly gridError = h('p', { id: 'omok-grid-error', class: 'error' });
  private readonly recordError = h('p', { id: 'omok-record-error', class: 'error' });
  private loadFrom: 'grid' | 'record' | undefined;
  private readonly recordLoadButton = h('button', { id: 'omok-record-load', type: 'button' });
  private readonly recordCopyButton = h('button', { id: 'omok-record-copy', type: 'button' });

  private state = initialState();
  private readonly copyLink = new CopyLink('omok-copy-link');
  private readonly save = new SaveButtons('omok', 'omok', () =>
    omokSvg(this.state.game.board, starPoints(this.state.game.size)),
  );
  /** Set by a person's action: the next change of the address is a new history entry. */
  private pushNext = false;
  /** The rest of the page waits to be written (renderRestLater). */
  private restWaiting = false;

  constructor(private readonly root: HTMLElement) {
    root.append(this.layout());
    this.wire();
    this.wireKeys(root);
    this.render();
    // The renju checker's line table (3^10 entries) is built at the first idle moment, not by the
    // first click that needs it (a renju move, or a switch to renju).
    whenIdle(() => {
      prepareRenju();
      // Then the checks a move runs (the judge, renju's forbidden points), once on a small board:
      // the first real move finds them compiled instead of paying for it in its click. Then the
      // engine's worker, so that Hint and Analyse find it started.
      whenIdle(() => {
        warmUp();
        whenIdle(() => this.engine.prepare());
      });
    });
  }

  /**
   * Keys anywhere on the page while this panel is shown (not in a text field): U undoes, R redoes,
   * and an arrow key outside the board brings the focus onto it, where the arrows move.
   */
  private wireKeys(root: HTMLElement): void {
    document.addEventListener('keydown', (event) => {
      if (root.hidden || !isPageKey(event) || event.shiftKey) return;
      const target = event.target as HTMLElement;
      const key = event.key.toLowerCase();
      if (key === 'u') this.update((state) => this.engine.undo(state));
      else if (key === 'r') this.update((state) => this.engine.redo(state));
      else if (
        event.key.startsWith('Arrow') &&
        target.closest('#omok-board, [role="tablist"], .segmented') === null
      ) {
        this.view.focus();
      } else return;
      event.preventDefault();
    });
  }

  private layout(): HTMLElement {
    const field = (id: string, key: Parameters<typeof t>[0], control: HTMLElement) =>
      h('div', { class: 'field' }, h('label', { for: id, 'data-i18n': key }), control);
    return h(
      'div',
      { class: 'omok-layout two-columns' },
      h('div', { class: 'board-column card' }, this.view.element),
      h(
        'div',
        { class: 'side-column' },
        // On a phone the status, any refusal, the computer's state and the main actions come
        // right under the board.
        this.status,
        this.message,
        this.linkNote,
        this.engine.status,
        h(
          'div',
          { class: 'controls main-actions' },
          this.undoButton,
          this.redoButton,
          this.engine.hintButton,
          this.clearButton,
        ),
        h(
          'section',
          { class: 'omok-review', 'aria-labelledby': 'omok-review-title' },
          h('h2', { id: 'omok-review-title', 'data-i18n': 'omok.review' }),
          h(
            'div',
            { class: 'controls review-nav' },
            this.reviewButtons.first,
            this.reviewButtons.prev,
            this.position,
            this.reviewButtons.next,
            this.reviewButtons.last,
          ),
          this.moveList,
          h(
            'div',
            { class: 'omok-settings' },
            this.numbersButton,
            field('omok-coords', 'omok.coords', this.coordsSelect),
          ),
        ),
        this.engine.element,
        // The rest is below the first screen on a phone: drawn only when near it (style.css), so
        // that the analysis opening above it does not lay it all out again.
        h(
          'div',
          { class: 'side-more' },
          h('h2', { 'data-i18n': 'omok.title' }),
          h('p', { class: 'intro', 'data-i18n': 'omok.intro' }),
          h(
            'div',
            { class: 'omok-settings' },
            field('omok-size', 'omok.size', this.sizeSelect),
            field('omok-rule', 'omok.rule', this.ruleSelect),
          ),
          h('p', { class: 'link-row' }, this.copyLink.element, this.save.element),
          h('p', { class: 'help keys-help', id: 'omok-keys', 'data-i18n': 'omok.keys' }),
          this.forbiddenNote,
          h('h3', { 'data-i18n': 'omok.answer' }),
          this.answer,
          h('h3', { 'data-i18n': 'omok.lines' }),
          this.lines,
          h(
            'section',
            { class: 'omok-grid' },
            h('label', { for: 'omok-grid', 'data-i18n': 'omok.grid' }),
            h('p', { id: 'omok-grid-help', class: 'help', 'data-i18n': 'omok.gridHelp' }),
            this.gridText,
            this.gridError,
            h('div', { class: 'controls' }, this.loadButton, this.copyButton),
          ),
          h(
            'section',
            { class: 'omok-grid' },
            h('label', { for: 'omok-record', 'data-i18n': 'omok.record' }),
            h('p', { id: 'omok-record-help', class: 'help', 'data-i18n': 'omok.recordHelp' }),
            this.recordText,
            this.recordError,
            h('div', { class: 'controls' }, this.recordLoadButton, this.recordCopyButton),
          ),
        ),
      ),
    );
  }

  private wire(): void {
    this.sizeSelect.addEventListener('change', () =>
      this.update(chooseSize, Number(this.sizeSelect.value)),
    );
    this.ruleSelect.addEventListener('change', () =>
      this.update(chooseRule, this.ruleSelect.value as Rule),
    );
    this.undoButton.addEventListener('click', () => this.update((s) => this.engine.undo(s)));
    this.redoButton.addEventListener('click', () => this.update((s) => this.engine.redo(s)));
    this.clearButton.addEventListener('click', () => this.update(clearBoard));
    this.loadButton.addEventListener('click', () => {
      this.update(loadGrid, this.gridText.value);
      this.loadFrom = 'grid';
      this.renderLoadErrors();
    });
    this.copyButton.addEventListener('click', () => void this.copy());
    this.recordLoadButton.addEventListener('click', () => {
      this.update(loadRecord, this.recordText.value);
      this.loadFrom = 'record';
      this.renderLoadErrors();
    });
    this.recordCopyButton.addEventListener('click', () => void this.copyRecord());
    this.reviewButtons.first.addEventListener('click', () => this.walk(() => 0));
    this.reviewButtons.prev.addEventListener('click', () => this.walk((now) => now - 1));
    this.reviewButtons.next.addEventListener('click', () => this.walk((now) => now + 1));
    this.reviewButtons.last.addEventListener('click', () => this.walk((_, last) => last));
    this.numbersButton.addEventListener('click', () =>
      this.update(showNumbers, !this.state.numbers),
    );
    this.coordsSelect.addEventListener('change', () =>
      this.update(chooseCoords, this.coordsSelect.value as Coords),
    );
    // ← → Home End walk the game from the move list or its buttons.
    this.moveList.parentElement?.addEventListener('keydown', (event) => {
      if (!isPageKey(event) || (event.target as HTMLElement).closest('select, input')) return;
      const { moves, current } = moveLine(this.state);
      const step = stepKey(event.key, current, moves.length);
      if (step === undefined) return;
      event.preventDefault();
      this.walk(() => step);
      if ((event.target as HTMLElement).closest('#omok-moves') !== null) this.focusCurrentMove();
    });
  }

  /**
   * Goes to a move of the line (computed from the current one and the last): moving within a
   * game replaces the history entry.
   */
  private walk(to: (current: number, last: number) => number): void {
    if (this.engine.locked()) return;
    const { moves, current } = moveLine(this.state);
    goToMove(this.state, to(current, moves.length));
    this.pushNext = false;
    this.renderAction();
  }

  /** Marks the move shown (`aria-current`), the moves after it and the list's tab stop. */
  private markMoves(current: number): void {
    this.listButtons.forEach((button, index) => {
      const shown = index + 1 === current;
      if (shown) setAttr(button, 'aria-current', 'step');
      else if (button.hasAttribute('aria-current')) button.removeAttribute('aria-current');
      button.classList.toggle('is-future', index + 1 > current);
      setAttr(button, 'tabindex', shown || (current === 0 && index === 0) ? '0' : '-1');
    });
  }

  private focusCurrentMove(): void {
    const current = moveLine(this.state).current;
    (this.listButtons[current - 1] ?? this.listButtons[0])?.focus();
  }

  /** Applies one of state.ts's transitions, then renders. */
  private update<A extends unknown[]>(
    transition: (state: typeof this.state, ...args: A) => void,
    ...args: A
  ): void {
    const before = this.state.game;
    const start = this.state.start;
    transition(this.state, ...args);
    this.loadFrom = undefined;
    this.state.notes = [];
    // A new game (Clear, Load, another size or rule) is a new history entry; a move within the
    // same game replaces the entry.
    this.pushNext =
      this.state.game !== before || this.state.start !== start || this.state.rule !== before.rule;
    this.renderAction();
  }

  /** Shows the view a link names (size, rule, loaded board, moves). */
  applyUrl(params: URLSearchParams): void {
    const wanted = stateFromParams(params);
    if (stateParams(wanted).toString() !== stateParams(this.state).toString()) {
      this.state = wanted;
    }
    // What the link asked for and did not get is said, whichever state is kept (a browser trial
    // found bad values dropped without a word, where the Dice Yut page says so).
    this.state.notes = [...wanted.notes, ...opponentNotes(params)];
    this.engine.apply(params);
    this.render();
  }

  private copy(): Promise<void> {
    return this.copyText(this.gridText, formatBoard(this.state.game.board));
  }

  private copyRecord(): Promise<void> {
    return this.copyText(this.recordText, recordOf(this.state));
  }

  /** Shows `text` in `area` and copies it; where the clipboard refuses, selects it to copy by hand. */
  private async copyText(area: HTMLTextAreaElement, text: string): Promise<void> {
    area.value = text;
    try {
      await navigator.clipboard.writeText(text);
      copied(this.state, true);
    } catch {
      area.select();
      copied(this.state, false);
    }
    this.render();
  }

  /**
   * The move list: every move of the line (those taken back too, greyed), numbered, black first
   * (a loaded board's stones are not moves). Each is a button that shows the board after it;
   * a button is made again only from the first move whose name, colour or language changed.
   */
  private renderMoves(): void {
    const { moves, current } = moveLine(this.state);
    const atStart = current === 0;
    const { size } = this.state.game;
    const toPlay = this.state.game.toPlay;
    const black = t('omok.black');
    if (moves.length === 0) {
      writeWhen(this.moveList, `empty|${t('omok.noMoves')}`, () => {
        this.listButtons = [];
        this.listKeys = [];
        this.moveList.replaceChildren(h('li', { class: 'empty' }, t('omok.noMoves')));
      });
    } else {
      // Move `current + 1` is the colour to play's; the colours alternate from there.
      const colors = moves.map((_, index) =>
        (Math.abs(index - current) % 2 === 0) === (toPlay === 1) ? 'black' : 'white',
      );
      const names = moves.map((point) => pointName(this.state.coords, point, size));
      const keys = names.map((name, index) => `${name}|${colors[index]}|${black}`);
      writeWhen(this.moveList, 'moves', () => {
        this.listButtons = [];
        this.listKeys = [];
        this.moveList.replaceChildren();
      });
      // The moves the list already shows stay; only those after the first change are made
      // again (a new move appends one button instead of rebuilding the list).
      let same = 0;
      while (same < keys.length && keys[same] === this.listKeys[same]) same++;
      for (let index = this.listButtons.length - 1; index >= same; index--) {
        this.listButtons[index]!.parentElement!.remove();
      }
      this.listButtons.length = same;
      const added: HTMLElement[] = [];
      for (let index = same; index < keys.length; index++) {
        const button = moveButton(index, names[index]!, colors[index]!);
        button.addEventListener('click', () => this.walk(() => index + 1));
        this.listButtons.push(button);
        added.push(h('li', {}, button));
      }
      this.moveList.append(...added);
      this.listKeys = keys;
    }
    // The buttons kept were marked first (renderFocusables); the ones added now.
    this.markMoves(current);
    setAttr(this.moveList, 'aria-label', t('omok.moveList'));
    for (const [name, button] of Object.entries(this.reviewButtons)) {
      const label = t(`omok.${name as 'first' | 'prev' | 'next' | 'last'}`);
      setAttr(button, 'aria-label', label);
      setAttr(button, 'title', label);
    }
    setText(
      this.position,
      atStart
        ? t('omok.startPosition', { moves: moves.length })
        : t('omok.position', { move: current, moves: moves.length }),
    );
  }

  /** The game's forbidden points as indices, made again only for a new list from the core. */
  private forbiddenFrom: readonly unknown[] | undefined;
  private forbiddenIndices: ReadonlySet<number> = new Set();

  /**
   * Black's forbidden points (`row * size + col`). The core keeps its list while the position
   * stands, so a render that changed no stone (a language, a toggle, an engine answer) reuses it.
   */
  private forbiddenSet(): ReadonlySet<number> {
    const game = this.state.game;
    const points = game.forbiddenPoints();
    if (points !== this.forbiddenFrom) {
      this.forbiddenFrom = points;
      this.forbiddenIndices = new Set(points.map((p) => p.row * game.size + p.col));
    }
    return this.forbiddenIndices;
  }

  /**
   * Re-renders the board and every text. Each part writes to the page only what changed (an equal
   * write still costs the browser a new layout): a click touches a few points and texts.
   */
  render(): void {
    this.renderFirst();
    this.renderRest();
  }

  /**
   * After a person's action: what the first screen of a phone shows (the board, the status, any
   * refusal, the buttons' states, the engine) now, the rest of the page once that is drawn.
   */
  private renderAction(): void {
    this.renderFirst();
    this.renderRestLater();
  }

  /** Writes the rest of the page once what the first screen shows is drawn. */
  private renderRestLater(): void {
    if (this.restWaiting) return;
    this.restWaiting = true;
    afterPaint(() => {
      this.restWaiting = false;
      this.renderRest();
    });
  }

  /** The board, the status and any refusal, the main buttons and the engine's. */
  private renderFirst(): void {
    // First what can take the focus away (a button disabled, a tab stop moved): the browser lays
    // the page out when the focused element changes so, which costs little before any other write.
    this.renderFocusables();
    if (!this.root.hidden) {
      const before = currentHash();
      syncUrl('omok', this.engine.params(stateParams(this.state)), this.pushNext);
      if (currentHash() !== before) this.copyLink.reset();
    }
    this.pushNext = false;
    const { note, parseError } = this.state;
    this.renderBoard();
    this.renderStatus();
    this.engine.renderFirst();
    // The buttons' icons and words change with the language only.
    const language = lang();
    writeWhen(this.undoButton, language, () =>
      this.undoButton.replaceChildren(icon('undo'), t('omok.undo')),
    );
    writeWhen(this.redoButton, language, () =>
      this.redoButton.replaceChildren(icon('redo'), t('omok.redo')),
    );
    setText(this.clearButton, t('omok.clear'));
    setText(
      this.message,
      parseError ? this.parseErrorText(parseError) : note ? noteText(note) : '',
    );
    this.message.classList.toggle('error', parseError !== undefined || note?.error === true);
    this.renderLoadErrors();
    const notes = this.state.notes;
    setText(this.linkNote, notes.map(linkNoteText).join(' '));
    this.linkNote.hidden = notes.length === 0;
  }

  /** The last Load's error under its box (and the box marked invalid), or none. */
  private renderLoadErrors(): void {
    const { note, parseError } = this.state;
    const failed = parseError !== undefined || note?.error === true;
    for (const [from, box, line] of [
      ['grid', this.gridText, this.gridError],
      ['record', this.recordText, this.recordError],
    ] as const) {
      const shown = failed && this.loadFrom === from;
      setText(line, shown ? (this.message.textContent ?? '') : '');
      if (shown) box.setAttribute('aria-invalid', 'true');
      else box.removeAttribute('aria-invalid');
    }
  }

  /**
   * The analysis, the move list, the Baekjoon answer and lines, the settings, the links and the
   * texts below.
   */
  private renderRest(): void {
    const { game } = this.state;
    const language = lang();
    this.engine.renderRest();
    this.copyLink.render();
    this.save.render();
    this.renderOptions();
    // The board as it stands: the lines of five or more judged by the rule chosen, and Baekjoon's
    // answer always by Baekjoon's rule, exactly five (a six under freestyle is no answer of 2615).
    const judgement = judge(game.board, game.rule);
    const baekjoon = game.rule === 'standard' ? judgement : judge(game.board, 'standard');
    setText(this.recordLoadButton, t('omok.recordLoad'));
    writeWhen(this.recordCopyButton, language, () =>
      this.recordCopyButton.replaceChildren(icon('copy'), t('omok.recordCopy')),
    );
    this.renderMoves();
    setText(this.loadButton, t('omok.load'));
    writeWhen(this.copyButton, language, () =>
      this.copyButton.replaceChildren(icon('copy'), t('omok.copy')),
    );
    setText(this.answer, (formatAnswer(baekjoon) ?? '–\n').trimEnd());
    this.renderLines(judgement);
    setText(this.forbiddenNote, this.forbiddenSet().size > 0 ? t('omok.forbiddenShown') : '');
  }

  /** The buttons' disabled states and the move list's tab stop, written first (see render). */
  private renderFocusables(): void {
    const { moves, current } = moveLine(this.state);
    const locked = this.engine.locked();
    this.undoButton.disabled = !canUndo(this.state);
    this.redoButton.disabled = !this.state.game.canRedo;
    this.reviewButtons.first.disabled = current === 0 || locked;
    this.reviewButtons.prev.disabled = current === 0 || locked;
    this.reviewButtons.next.disabled = current === moves.length || locked;
    this.reviewButtons.last.disabled = current === moves.length || locked;
    this.markMoves(current);
  }

  /** The engine's marks the board shows (overlayKey), to skip drawing them again. */
  private overlayDrawn = '';
  /** The points the engine's marks are drawn on. */
  private overlayPoints: readonly number[] = [];

  /**
   * Draws the board with its marks and the engine's; returns black's forbidden points. `only`:
   * the points that may have changed, when only the engine's marks did.
   */
  private renderBoard(
    overlay = this.engine.overlay(),
    only?: Iterable<number>,
  ): ReadonlySet<number> {
    const { game } = this.state;
    this.overlayDrawn = overlayKey(overlay);
    this.overlayPoints = [...overlay.keys()];
    const last = game.lastMove;
    const forbidden = this.forbiddenSet();
    this.view.render(
      game.board,
      {
        win: winningPoints(game),
        last: last === undefined ? undefined : last.row * game.size + last.col,
        forbidden,
        toPlay: game.toPlay,
        over: game.isOver,
        numberAt: this.state.numbers
          ? (index) => game.moveAt(Math.floor(index / game.size), index % game.size)
          : () => 0,
        coords: this.state.coords,
        overlay,
      },
      only,
    );
    return forbidden;
  }

  private renderOptions(): void {
    const size = this.state.game.size;
    const sizes: number[] = [...SIZES];
    if (!sizes.includes(size)) sizes.push(size);
    // Each select is rebuilt only when its options or the chosen one change (or it shows another
    // choice than the state's).
    writeWhen(this.sizeSelect, `${size}|${this.sizeSelect.value}`, () =>
      this.sizeSelect.replaceChildren(
        ...sizes.map((n) => h('option', { value: n, selected: n === size }, `${n} × ${n}`)),
      ),
    );
    setText(this.numbersButton, t('omok.numbers'));
    setAttr(this.numbersButton, 'aria-pressed', String(this.state.numbers));
    writeWhen(this.coordsSelect, `${lang()}|${this.state.coords}|${this.coordsSelect.value}`, () =>
      this.coordsSelect.replaceChildren(
        ...COORDS.map((coords) =>
          h(
            'option',
            { value: coords, selected: coords === this.state.coords },
            t(`omok.coords.${coords}`),
          ),
        ),
      ),
    );
    writeWhen(this.ruleSelect, `${lang()}|${this.state.rule}|${this.ruleSelect.value}`, () =>
      this.ruleSelect.replaceChildren(
        ...RULES.map((rule) =>
          h('option', { value: rule, selected: rule === this.state.rule }, t(`omok.rule.${rule}`)),
        ),
      ),
    );
  }

  private renderStatus(): void {
    const stoneIcon = (color: Color) =>
      h('span', { class: `stone-icon ${color === 1 ? 'black' : 'white'}` });
    const status = statusOf(this.state.game);
    // Rebuilt only when the status or the language changed.
    const key = `${lang()}|${JSON.stringify(status)}`;
    writeWhen(this.status, key, () => this.writeStatus(status, stoneIcon));
  }

  private writeStatus(
    status: ReturnType<typeof statusOf>,
    stoneIcon: (color: Color) => HTMLElement,
  ): void {
    this.status.classList.toggle(
      'is-win',
      status.kind === 'five' || status.kind === 'forbidden-loss',
    );
    switch (status.kind) {
      case 'five':
        this.status.replaceChildren(
          stoneIcon(status.color),
          t(status.length > 5 ? 'omok.winsAtLong' : 'omok.winsAt', {
            color: colorText(status.color),
            row: status.at.row + 1,
            col: status.at.col + 1,
            count: status.length,
          }),
        );
        return;
      case 'forbidden-loss':
        this.status.replaceChildren(
          stoneIcon(status.winner),
          t('omok.forbiddenLoss', {
            color: colorText(status.color),
            reason: forbiddenWord(status.reason),
            winner: colorText(status.winner),
          }),
        );
        return;
      case 'broken-promise': {
        const { judgement } = status;
        this.status.replaceChildren(
          t('omok.broken', {
            what:
              judgement.reason === 'both-colors'
                ? t('omok.bothColors')
                : t('omok.twoLines', { color: colorText(judgement.winning[0]!.color) }),
          }),
        );
        return;
      }
      case 'to-play':
        this.status.replaceChildren(
          stoneIcon(status.color),
          t('omok.toPlay', { color: colorText(status.color) }),
        );
        return;
    }
  }

  private renderLines(judgement: Judgement): void {
    writeWhen(this.lines, `${lang()}|${JSON.stringify(judgement.lines)}`, () =>
      this.writeLines(judgement),
    );
  }

  private writeLines(judgement: Judgement): void {
    if (judgement.lines.length === 0) {
      this.lines.replaceChildren(h('li', {}, t('omok.noLines')));
      return;
    }
    this.lines.replaceChildren(
      ...judgement.lines.map((line: JudgedLine) =>
        h(
          'li',
          {},
          `${t('omok.line', {
            color: colorText(line.color),
            length: line.length,
            r1: line.from.row + 1,
            c1: line.from.col + 1,
            r2: line.to.row + 1,
            c2: line.to.col + 1,
          })} — ${kindText(line.kind)}`,
        ),
      ),
    );
  }

  private parseErrorText({ error, size }: { error: ParseError; size: number }): string {
    // Text after a whole board is most often the answer pasted with it: say so in both languages,
    // naming the line where it starts.
    if (error.code === 'extra-text') {
      return `${t('omok.err.line', { line: error.line })}: ${t('omok.err.extra-text', { size })}`;
    }
    // The command line's words: the place in the game's terms (the row and the value on it).
    return render(lang(), inputErrorMessage(error));
  }
}

/**
 * Runs what a move runs on a 9 x 9 renju game of a few stones (a three, a four, a broken three):
 * a warm-up at an idle moment, so that the browser has compiled the checks before the first click.
 */
function warmUp(): void {
  const game = new Game(9, 'renju');
  for (const [row, col] of [
    [4, 4],
    [0, 0],
    [4, 5],
    [0, 2],
    [3, 6],
    [0, 4],
    [5, 4],
    [8, 8],
  ] as const) {
    game.play({ row, col });
    game.forbiddenPoints();
    judge(game.board, 'renju');
  }
}

/** The engine's marks as one string: equal strings draw the same marks. */
function overlayKey(overlay: ReadonlyMap<number, Overlay>): string {
  let key = '';
  for (const [at, mark] of overlay) {
    key += `${at}:${mark.kind}:${mark.n}:${mark.focus}:${mark.note};`;
  }
  return key;
}

/** A note in the page's language (a forbidden move's reason in the players' own word). */
function noteText(note: Note): string {
  const values =
    note.reason === undefined
      ? note.values
      : { ...note.values, reason: forbiddenWord(note.reason) };
  // A record's error: the command line's words, in the page's language (src/i18n).
  if (note.input !== undefined) {
    return t(note.key, { ...values, message: render(lang(), inputErrorMessage(note.input)) });
  }
  return t(note.key, values);
}

/** A button of the move list: "1. Black h8" (the colour said, its stone drawn); shows the board after it. */
function moveButton(index: number, name: string, color: 'black' | 'white'): HTMLButtonElement {
  return h(
    'button',
    { type: 'button', class: 'move', 'data-move': index + 1 },
    h('span', { class: 'move-number' }, `${index + 1}.`),
    ' ',
    h('span', { class: `stone-icon ${color}`, 'aria-hidden': 'true' }),
    h('span', { class: 'visually-hidden' }, `${colorText(color === 'black' ? 1 : 2)} `),
    h('span', {}, name),
  );
}

function reviewButton(id: string, name: 'first' | 'prev' | 'next' | 'last'): HTMLButtonElement {
  return h('button', { id, type: 'button', class: 'icon-button' }, icon(name));
}

function colorText(color: Color): string {
  return color === 1 ? t('omok.black') : t('omok.white');
}

function kindText(kind: LineKind): string {
  return t(`omok.kind.${kind}`);
}

/** A note on a link's value left out, in the page's language. */
function linkNoteText(note: LinkNote): string {
  const value = shortenedLinkValue(note.value);
  if (note.stoppedAt === undefined || note.why === undefined) {
    return t('omok.link.value', { name: note.name, value });
  }
  const reason = t(`omok.link.why.${note.why}`);
  return t('omok.link.stopped', { move: note.stoppedAt, value, reason });
}
