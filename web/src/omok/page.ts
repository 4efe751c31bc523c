/**
 * The Omok page: place stones on a 19 x 19 or 15 x 15 board under a chosen rule, see the judge's
 * verdict with the winning line, the Baekjoon answer for the board, and load or copy the board as
 * a Baekjoon grid.
 */
import {
  type Color,
  formatAnswer,
  formatBoard,
  formatParseError,
  isValidSize,
  type JudgedLine,
  type Judgement,
  type LineKind,
  type ParseError,
  parseBoard,
  pointsOf,
  RULES,
  type Rule,
} from '../../../src/omok/index.js';
import { h } from '../dom.js';
import { lang, onLangChange, t } from '../i18n.js';
import { icon } from '../icons.js';
import { OmokBoardView } from './board-view.js';
import { forbiddenPointsFor, hasForbiddenPoints } from './forbidden.js';
import { OmokGame } from './game.js';
import { firstRowLength } from './grid.js';

const SIZES = [19, 15] as const;
/** The largest grid the page will draw (bigger pastes are refused with a message). */
const MAX_SIZE = 32;

/** Builds the page inside `root`. */
export function mountOmok(root: HTMLElement): void {
  const page = new OmokPage(root);
  onLangChange(() => page.render());
}

type Message = {
  key: Parameters<typeof t>[0];
  values?: Record<string, string | number>;
  error?: boolean;
};

class OmokPage {
  private readonly view = new OmokBoardView((row, col) => this.place(row, col));
  private readonly sizeSelect = h('select', { id: 'omok-size' });
  private readonly ruleSelect = h('select', { id: 'omok-rule' });
  private readonly status = h('p', {
    id: 'omok-status',
    class: 'omok-status',
    'aria-live': 'polite',
  });
  private readonly message = h('p', { id: 'omok-message', class: 'message', role: 'status' });
  private readonly undoButton = h('button', { id: 'omok-undo', type: 'button' });
  private readonly clearButton = h('button', { id: 'omok-clear', type: 'button' });
  private readonly answer = h('pre', { id: 'omok-answer', class: 'answer' });
  private readonly lines = h('ul', { id: 'omok-lines', class: 'lines-list' });
  private readonly gridText = h('textarea', {
    id: 'omok-grid',
    spellcheck: 'false',
    autocomplete: 'off',
    rows: 10,
    'aria-describedby': 'omok-grid-help',
  });
  private readonly loadButton = h('button', { id: 'omok-load', type: 'button', class: 'primary' });
  private readonly copyButton = h('button', { id: 'omok-copy', type: 'button' });
  private readonly forbiddenNote = h('p', { class: 'help', id: 'omok-forbidden-note' });

  private rule: Rule = 'standard';
  private game: OmokGame = OmokGame.empty(19, 'standard');
  private note: Message | undefined;
  /** The last refused paste: the parser's error and the size the grid was read as. */
  private parseError: { error: ParseError; size: number } | undefined;

  constructor(root: HTMLElement) {
    root.append(this.layout());
    this.wire();
    this.render();
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
        h('h2', { 'data-i18n': 'omok.title' }),
        h('p', { class: 'intro', 'data-i18n': 'omok.intro' }),
        h(
          'div',
          { class: 'omok-settings' },
          field('omok-size', 'omok.size', this.sizeSelect),
          field('omok-rule', 'omok.rule', this.ruleSelect),
        ),
        this.status,
        h('div', { class: 'controls' }, this.undoButton, this.clearButton),
        this.message,
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
          h('div', { class: 'controls' }, this.loadButton, this.copyButton),
        ),
      ),
    );
  }

  private wire(): void {
    this.sizeSelect.addEventListener('change', () => {
      this.game = OmokGame.empty(Number(this.sizeSelect.value), this.rule);
      this.note = undefined;
      this.render();
    });
    this.ruleSelect.addEventListener('change', () => {
      this.rule = this.ruleSelect.value as Rule;
      this.game.setRule(this.rule);
      this.note = undefined;
      this.render();
    });
    this.undoButton.addEventListener('click', () => {
      this.game.undo();
      this.note = undefined;
      this.render();
    });
    this.clearButton.addEventListener('click', () => {
      this.game = OmokGame.empty(this.game.size, this.rule);
      this.note = undefined;
      this.render();
    });
    this.loadButton.addEventListener('click', () => this.load());
    this.copyButton.addEventListener('click', () => void this.copy());
  }

  private place(row: number, col: number): void {
    const forbidden = this.forbidden();
    const index = row * this.game.size + col;
    if (forbidden.reasons.has(index) && !this.game.isOver) {
      this.note = {
        key: 'omok.forbidden',
        values: { reason: forbidden.reasons.get(index)! },
        error: true,
      };
      this.render();
      return;
    }
    const outcome = this.game.place(row, col);
    switch (outcome) {
      case 'placed':
        this.note = undefined;
        break;
      case 'taken':
        this.note = { key: 'omok.taken', error: true };
        break;
      case 'over':
        this.note = { key: 'omok.over', error: true };
        break;
    }
    this.render();
  }

  /**
   * Loads the pasted grid. Its size is the number of values on its first row (see grid.ts); a
   * first row too short for a board keeps the current size, so the error says how many values a
   * row needs.
   */
  private load(): void {
    const text = this.gridText.value;
    const values = firstRowLength(text) ?? 0;
    if (values > MAX_SIZE) {
      this.parseError = undefined;
      this.note = { key: 'omok.err.too-big', error: true };
      this.render();
      return;
    }
    const size = isValidSize(values) ? values : this.game.size;
    const parsed = parseBoard(text, size);
    if (!parsed.ok) {
      this.parseError = { error: parsed.error, size };
      this.note = undefined;
      this.render();
      return;
    }
    this.parseError = undefined;
    this.game = new OmokGame(parsed.value, this.rule);
    this.note = { key: 'omok.loaded', values: { size } };
    this.render();
  }

  private async copy(): Promise<void> {
    const text = formatBoard(this.game.current);
    this.gridText.value = text;
    this.parseError = undefined;
    try {
      await navigator.clipboard.writeText(text);
      this.note = { key: 'omok.copied' };
    } catch {
      this.gridText.select();
      this.note = { key: 'omok.copyFailed', error: true };
    }
    this.render();
  }

  private forbidden(): { points: Set<number>; reasons: Map<number, string> } {
    if (this.rule !== 'renju' || this.game.isOver || !hasForbiddenPoints()) {
      return { points: new Set(), reasons: new Map() };
    }
    return forbiddenPointsFor(this.game.current, this.game.toPlay);
  }

  /** Re-renders the board and every text (a few hundred class toggles: cheap). */
  render(): void {
    this.renderOptions();
    const game = this.game;
    const judgement = game.judgement;
    const win = new Set<number>();
    for (const line of winningLines(judgement)) {
      for (const { row, col } of pointsOf(line)) win.add(row * game.size + col);
    }
    const last = game.lastMove;
    const forbidden = this.forbidden();
    this.view.render(game.current, {
      win,
      last: last === undefined ? undefined : last.row * game.size + last.col,
      forbidden: forbidden.points,
      toPlay: game.toPlay,
      over: game.isOver,
    });
    this.renderStatus(judgement);
    this.undoButton.replaceChildren(icon('undo'), t('omok.undo'));
    this.undoButton.disabled = !game.canUndo;
    this.clearButton.textContent = t('omok.clear');
    this.loadButton.textContent = t('omok.load');
    this.copyButton.replaceChildren(icon('copy'), t('omok.copy'));
    this.answer.textContent = (formatAnswer(judgement) ?? '–\n').trimEnd();
    this.renderLines(judgement);
    this.forbiddenNote.textContent = forbidden.points.size > 0 ? t('omok.forbiddenShown') : '';
    const text = this.parseError
      ? this.parseErrorText(this.parseError)
      : this.note
        ? t(this.note.key, this.note.values)
        : '';
    this.message.textContent = text;
    this.message.classList.toggle(
      'error',
      this.parseError !== undefined || this.note?.error === true,
    );
  }

  private renderOptions(): void {
    const size = this.game.size;
    const sizes: number[] = [...SIZES];
    if (!sizes.includes(size)) sizes.push(size);
    this.sizeSelect.replaceChildren(
      ...sizes.map((n) => h('option', { value: n, selected: n === size }, `${n} × ${n}`)),
    );
    this.ruleSelect.replaceChildren(
      ...RULES.map((rule) =>
        h('option', { value: rule, selected: rule === this.rule }, t(`omok.rule.${rule}`)),
      ),
    );
  }

  private renderStatus(judgement: Judgement): void {
    const stoneIcon = (color: Color) =>
      h('span', { class: `stone-icon ${color === 1 ? 'black' : 'white'}` });
    this.status.classList.toggle('is-win', judgement.kind === 'winner');
    switch (judgement.kind) {
      case 'winner':
        this.status.replaceChildren(
          stoneIcon(judgement.color),
          t('omok.winsAt', {
            color: colorText(judgement.color),
            row: judgement.at.row + 1,
            col: judgement.at.col + 1,
          }),
        );
        return;
      case 'broken-promise':
        this.status.replaceChildren(
          t('omok.broken', {
            what:
              judgement.reason === 'both-colors'
                ? t('omok.bothColors')
                : t('omok.twoLines', { color: colorText(judgement.winning[0]!.color) }),
          }),
        );
        return;
      case 'no-winner':
        this.status.replaceChildren(
          stoneIcon(this.game.toPlay),
          t('omok.toPlay', { color: colorText(this.game.toPlay) }),
        );
        return;
    }
  }

  private renderLines(judgement: Judgement): void {
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
    // The core's message is English and precise; in Korean the place and the kind are given.
    if (lang() === 'en') return formatParseError(error);
    const where =
      error.column === undefined
        ? t('omok.err.line', { line: error.line })
        : t('omok.err.place', { line: error.line, column: error.column });
    return `${where}: ${t(`omok.err.${error.code}`)}`;
  }
}

function winningLines(judgement: Judgement): readonly JudgedLine[] {
  switch (judgement.kind) {
    case 'winner':
      return [judgement.line];
    case 'broken-promise':
      return judgement.winning;
    case 'no-winner':
      return [];
  }
}

function colorText(color: Color): string {
  return color === 1 ? t('omok.black') : t('omok.white');
}

function kindText(kind: LineKind): string {
  return t(`omok.kind.${kind}`);
}
