/**
 * The omok board as a grid of buttons, one per point, with row and column numbers around it as
 * Baekjoon counts them. One point is in the tab order at a time; the arrow keys move between
 * points, Home and End to the ends of a row, and Enter or Space (a button's own keys) place a
 * stone. Stones and marks are drawn with CSS; the grid lines on a canvas under the points, on
 * whole device pixels, so that they are crisp at every size and pixel ratio. On a touch screen
 * where a point is smaller than a finger (44 px), a tap only previews the stone; a second tap
 * there or the Place button (44 px) places it.
 */
import { BLACK, type Board, type Color, WHITE } from '../../../src/omok/index.js';
import { h, setAttr, setText } from '../dom.js';
import { lang, t } from '../i18n.js';
import { COLUMN_LETTERS } from './names.js';

/** What to mark on the board besides the stones. Indices are `row * size + col`. */
export interface BoardMarks {
  readonly win: ReadonlySet<number>;
  readonly last: number | undefined;
  readonly forbidden: ReadonlySet<number>;
  readonly toPlay: Color;
  readonly over: boolean;
  /** The move number of the stone at a point (0: none, or not shown). */
  readonly numberAt: (index: number) => number;
  /** How the edges name the rows and columns: letters and rows from the bottom, or Baekjoon's. */
  readonly coords: 'letters' | 'baekjoon';
  /** What the engine shows on points: a ringed hint, or numbered ghost stones of a line. */
  readonly overlay: ReadonlyMap<number, Overlay>;
}

/** A mark of the engine's on an empty point. */
export interface Overlay {
  readonly kind: 'hint' | 'ghost-black' | 'ghost-white';
  /** The ghost stone's number in its line. */
  readonly n?: number;
  /** Its words for a screen reader, added to the point's name. */
  readonly note: string;
  /** The ghost being looked at (a move of the line clicked). */
  readonly focus?: boolean;
}

/** Star points (hoshi) of the usual boards; other sizes get the centre when it exists. */
export function starPoints(size: number): Set<number> {
  const at = (row: number, col: number) => row * size + col;
  if (size === 19) {
    const lines = [3, 9, 15];
    return new Set(lines.flatMap((row) => lines.map((col) => at(row, col))));
  }
  if (size === 15) return new Set([at(3, 3), at(3, 11), at(7, 7), at(11, 3), at(11, 11)]);
  return size % 2 === 1 ? new Set([at((size - 1) / 2, (size - 1) / 2)]) : new Set();
}

/** The smallest tap target placed at once by a finger, in CSS pixels. */
const FINGER = 44;

export class OmokBoardView {
  readonly element = h('div', { class: 'omok-board-wrap' });
  private readonly grid = h('div', { class: 'omok-board', id: 'omok-board', role: 'group' });
  private readonly lines = h('canvas', { class: 'grid-lines', 'aria-hidden': 'true' });
  private readonly placeButton = h('button', {
    id: 'omok-place',
    type: 'button',
    class: 'primary',
  });
  private readonly placeHelp = h('span', { class: 'help' });
  private readonly placeBar = h(
    'div',
    { class: 'omok-place', hidden: true },
    this.placeButton,
    this.placeHelp,
  );
  private points: HTMLButtonElement[] = [];
  /**
   * What each point shows now, as a number (its stone and marks) and the engine's mark as text,
   * in `drawnLanguage`: a point is touched only when they change. Numbers, not a string per point:
   * making 361 strings was a third of a move's script at 4x slow-down.
   */
  private drawn: number[] = [];
  private drawnMarks: string[] = [];
  private drawnLanguage = '';
  private columnLabels: HTMLElement[] = [];
  private rowLabels: HTMLElement[] = [];
  private coordsShown = '';
  private size = 0;
  private focused = 0;
  /** The previewed point (touch screens), or undefined. */
  private preview: number | undefined;
  /** The point under the mouse, or undefined. */
  private hovered: number | undefined;
  /** The star points of the board's size (their dots are drawn with the lines). */
  private stars: ReadonlySet<number> = new Set();
  /** The colour a stone placed now would have ('' once the game is over). */
  private turn: '' | 'black' | 'white' = 'black';

  constructor(private readonly onPlace: (row: number, col: number) => void) {
    this.element.append(this.grid, this.placeBar);
    this.grid.addEventListener('keydown', (event) => this.onKey(event));
    this.placeButton.addEventListener('click', () => {
      const index = this.preview;
      if (index === undefined) return;
      this.setPreview(undefined);
      this.onPlace(Math.floor(index / this.size), index % this.size);
    });
    // The point under the mouse shows the stone to play (its colour is on that point only: a
    // class on the board, toggled every move, restyled all 361 points' stones).
    this.grid.addEventListener('pointerover', (event) => {
      if (event.pointerType !== 'mouse') return;
      this.setHovered(this.pointAt(event.target));
    });
    this.grid.addEventListener('pointerleave', () => this.setHovered(undefined));
    // One listener for every point's click (a listener per point was made again for 225 to 361
    // points at every change of size).
    this.grid.addEventListener('click', (event) => {
      const index = this.pointAt(event.target);
      if (index === undefined) return;
      this.focused = index;
      this.updateTabStop();
      this.onPointClick(event, index);
    });
    new ResizeObserver(() => this.drawLines()).observe(this.grid);
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => this.drawLines());
  }

  /** The index of the point an event's target is in (or is), or undefined. */
  private pointAt(target: EventTarget | null): number | undefined {
    const point = (target as Element | null)?.closest('.point');
    const index = point ? this.points.indexOf(point as HTMLButtonElement) : -1;
    return index < 0 ? undefined : index;
  }

  /** Shows or hides the preview of a stone at `index`. */
  private setPreview(index: number | undefined): void {
    const before = this.preview;
    if (before !== undefined) this.points[before]?.classList.remove('preview');
    this.preview = index;
    if (before !== undefined) this.markTurn(before);
    if (index !== undefined) {
      this.points[index]?.classList.add('preview');
      this.markTurn(index);
    }
    this.placeBar.hidden = index === undefined;
  }

  private setHovered(index: number | undefined): void {
    if (index === this.hovered) return;
    const before = this.hovered;
    this.hovered = index;
    if (before !== undefined) this.markTurn(before);
    if (index !== undefined) this.markTurn(index);
  }

  /**
   * Writes on the point at `index` the colour to play (`data-turn`) while it is hovered or
   * previewed, and takes it off otherwise: the CSS draws the stone to play from it.
   */
  private markTurn(index: number): void {
    const point = this.points[index];
    if (point === undefined) return;
    const turn = index === this.hovered || index === this.preview ? this.turn : '';
    if (turn === '') point.removeAttribute('data-turn');
    else setAttr(point, 'data-turn', turn);
  }

  /** A tap by a finger on a point smaller than a finger previews; anything else places. */
  private onPointClick(event: MouseEvent, index: number): void {
    const point = this.points[index]!;
    const touch =
      'pointerType' in event &&
      ((event as PointerEvent).pointerType === 'touch' ||
        (event as PointerEvent).pointerType === 'pen');
    const small = point.getBoundingClientRect().width < FINGER;
    if (touch && small && this.preview !== index) {
      this.setPreview(index);
      return;
    }
    this.setPreview(undefined);
    this.onPlace(Math.floor(index / this.size), index % this.size);
  }

  /**
   * Draws the grid lines through the points' centres, each line a whole number of device pixels
   * wide starting on a device pixel, so no pixel is half covered (blurred) at any scale, and the
   * star points' dots on their crossings (under the stones: a stone covers its point's dot).
   */
  private drawLines(): void {
    const canvas = this.lines;
    const box = this.grid.getBoundingClientRect();
    const first = this.points[0];
    const last = this.points.at(-1);
    if (box.width === 0 || first === undefined || last === undefined) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(box.width * ratio);
    canvas.height = Math.round(box.height * ratio);
    const context = canvas.getContext('2d');
    if (context === null) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = getComputedStyle(canvas).color;
    const width = Math.max(1, Math.round(ratio));
    // The device pixel where a line through a CSS coordinate starts.
    const start = (css: number) => Math.round(css * ratio - width / 2);
    const firstBox = first.getBoundingClientRect();
    const lastBox = last.getBoundingClientRect();
    const stepX = (lastBox.left - firstBox.left) / Math.max(1, this.size - 1);
    const stepY = (lastBox.top - firstBox.top) / Math.max(1, this.size - 1);
    const x0 = firstBox.left + firstBox.width / 2 - box.left;
    const y0 = firstBox.top + firstBox.height / 2 - box.top;
    const lefts: number[] = [];
    const tops: number[] = [];
    for (let k = 0; k < this.size; k++) {
      lefts.push(start(x0 + k * stepX));
      tops.push(start(y0 + k * stepY));
    }
    const left = lefts[0]!;
    const right = lefts.at(-1)! + width;
    const top = tops[0]!;
    const bottom = tops.at(-1)! + width;
    for (const y of tops) context.fillRect(left, y, right - left, width);
    for (const x of lefts) context.fillRect(x, top, width, bottom - top);
    // The star points' dots, a fifth of a point across, on the crossing of their lines.
    const radius = (firstBox.width * ratio) / 10;
    for (const star of this.stars) {
      const row = Math.floor(star / this.size);
      const col = star % this.size;
      context.beginPath();
      context.arc(lefts[col]! + width / 2, tops[row]! + width / 2, radius, 0, 2 * Math.PI);
      context.fill();
    }
  }

  /** Rebuilds the grid for a board of `size` (only when the size changes). */
  private build(size: number): void {
    if (size === this.size) return;
    this.size = size;
    this.hovered = undefined;
    this.grid.style.setProperty('--n', String(size + 1));
    const stars = starPoints(size);
    this.stars = stars;
    this.preview = undefined;
    this.placeBar.hidden = true;
    const children: HTMLElement[] = [
      this.lines,
      h('span', { class: 'coord corner', 'aria-hidden': 'true' }),
    ];
    this.columnLabels = [];
    this.rowLabels = [];
    this.coordsShown = '';
    for (let col = 0; col < size; col++) {
      const label = h('span', { class: 'coord', 'aria-hidden': 'true' });
      this.columnLabels.push(label);
      children.push(label);
    }
    this.points = [];
    this.drawn = [];
    this.drawnMarks = [];
    for (let row = 0; row < size; row++) {
      const label = h('span', { class: 'coord', 'aria-hidden': 'true' });
      this.rowLabels.push(label);
      children.push(label);
      for (let col = 0; col < size; col++) {
        // Its classes written at once; its clicks reach the board's one listener (constructor).
        let classes = 'point';
        if (row === 0) classes += ' edge-top';
        if (row === size - 1) classes += ' edge-bottom';
        if (col === 0) classes += ' edge-left';
        if (col === size - 1) classes += ' edge-right';
        if (stars.has(row * size + col)) classes += ' star';
        const point = h(
          'button',
          {
            type: 'button',
            class: classes,
            'data-row': row + 1,
            'data-col': col + 1,
            tabindex: -1,
          },
          h('span', { class: 'stone' }),
        );
        this.points.push(point);
        children.push(point);
      }
    }
    this.grid.replaceChildren(...children);
    this.tabStop = -1;
    this.drawLines();
    const centre = Math.floor(size / 2);
    this.focused = centre * size + centre;
    this.updateTabStop();
  }

  /** Moves the focus onto the board's point in the tab order. */
  focus(): void {
    this.points[this.focused]?.focus();
  }

  /** The point in the tab order now (only the one before and this one are written). */
  private tabStop = -1;

  private updateTabStop(): void {
    if (this.tabStop === this.focused) return;
    const before = this.points[this.tabStop];
    if (before !== undefined) before.tabIndex = -1;
    this.tabStop = this.focused;
    const point = this.points[this.focused];
    if (point !== undefined) point.tabIndex = 0;
  }

  private onKey(event: KeyboardEvent): void {
    const n = this.size;
    const row = Math.floor(this.focused / n);
    const col = this.focused % n;
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowUp':
        next = Math.max(0, row - 1) * n + col;
        break;
      case 'ArrowDown':
        next = Math.min(n - 1, row + 1) * n + col;
        break;
      case 'ArrowLeft':
        next = row * n + Math.max(0, col - 1);
        break;
      case 'ArrowRight':
        next = row * n + Math.min(n - 1, col + 1);
        break;
      case 'Home':
        next = event.ctrlKey ? 0 : row * n;
        break;
      case 'End':
        next = event.ctrlKey ? n * n - 1 : row * n + n - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    this.focused = next;
    this.updateTabStop();
    this.points[next]!.focus();
  }

  /**
   * Shows `board` with `marks`. `only`: the points that may have changed (the engine's marks
   * before and after an answer); the others are not looked at (making all 361 points' keys was
   * most of an answer's script at 4x slow-down).
   */
  render(board: Board, marks: BoardMarks, only?: Iterable<number>): void {
    this.build(board.size);
    const n = board.size;
    setAttr(this.grid, 'aria-label', t('omok.board', { size: n }));
    const turn = marks.over ? '' : marks.toPlay === WHITE ? 'white' : 'black';
    if (turn !== this.turn) {
      this.turn = turn;
      if (this.hovered !== undefined) this.markTurn(this.hovered);
      if (this.preview !== undefined) this.markTurn(this.preview);
    }
    setText(this.placeButton, t('omok.place'));
    setText(this.placeHelp, t('omok.placeHelp'));
    // A preview lasts while its point is empty and the game goes on.
    if (this.preview !== undefined && (board.cells[this.preview] !== 0 || marks.over)) {
      this.setPreview(undefined);
    }
    if (this.coordsShown !== marks.coords) {
      this.coordsShown = marks.coords;
      const letters = marks.coords === 'letters';
      this.columnLabels.forEach((label, col) => {
        label.textContent = letters ? (COLUMN_LETTERS[col] ?? String(col + 1)) : String(col + 1);
      });
      this.rowLabels.forEach((label, row) => {
        label.textContent = String(letters ? n - row : row + 1);
      });
    }
    const names = { empty: t('omok.empty'), black: t('omok.black'), white: t('omok.white') };
    const language = lang();
    if (language !== this.drawnLanguage) {
      this.drawnLanguage = language;
      this.drawn = [];
      this.drawnMarks = [];
    }
    const draw = (index: number) => {
      const point = this.points[index];
      if (point === undefined) return;
      const cell = board.cells[index];
      const stone = cell === BLACK ? 'black' : cell === WHITE ? 'white' : 'empty';
      const forbidden = stone === 'empty' && marks.forbidden.has(index);
      const number = stone === 'empty' ? 0 : marks.numberAt(index);
      const overlay = stone === 'empty' ? marks.overlay.get(index) : undefined;
      // Everything the point shows and says, its name included (the name is made from these, the
      // board's size and the language, whose change starts the drawn lists afresh): a point whose
      // code and mark are unchanged is left alone, so a move costs a few names, not one per point.
      const code =
        (stone === 'black' ? 1 : stone === 'white' ? 2 : 0) +
        (marks.win.has(index) ? 4 : 0) +
        (marks.last === index ? 8 : 0) +
        (forbidden ? 16 : 0) +
        number * 32;
      const mark =
        overlay === undefined
          ? ''
          : `${overlay.kind}|${overlay.n}|${overlay.focus}|${overlay.note}`;
      if (this.drawn[index] === code && this.drawnMarks[index] === mark) return;
      this.drawn[index] = code;
      this.drawnMarks[index] = mark;
      // Every mark drawn on a point is also in its name, so that a screen reader hears the
      // winning line and the last stone, not only the colour.
      const notes = [names[stone]];
      if (marks.win.has(index)) notes.push(t('omok.winMark'));
      if (marks.last === index) notes.push(t('omok.lastMark'));
      if (forbidden) notes.push(t('omok.forbiddenMark'));
      if (number > 0) notes.push(t('omok.moveNumber', { n: number }));
      if (overlay !== undefined) notes.push(overlay.note);
      const row = Math.floor(index / n);
      const col = index % n;
      const letter = COLUMN_LETTERS[col];
      const values = { row: row + 1, col: col + 1, stone: notes.join(', ') };
      const label =
        letter === undefined
          ? t('omok.cell', values)
          : t('omok.cellNamed', { ...values, name: `${letter}${n - row}` });
      point.classList.toggle('black', stone === 'black');
      point.classList.toggle('white', stone === 'white');
      point.classList.toggle('win', marks.win.has(index));
      point.classList.toggle('last', marks.last === index);
      point.classList.toggle('forbidden', forbidden);
      point.classList.toggle('hint', overlay?.kind === 'hint');
      point.classList.toggle('ghost', overlay !== undefined && overlay.kind !== 'hint');
      point.classList.toggle('ghost-black', overlay?.kind === 'ghost-black');
      point.classList.toggle('ghost-white', overlay?.kind === 'ghost-white');
      point.classList.toggle('ghost-focus', overlay?.focus === true);
      if (overlay?.n !== undefined) point.dataset.pv = String(overlay.n);
      else delete point.dataset.pv;
      const stoneMark = point.firstElementChild as HTMLElement;
      if (number > 0) stoneMark.dataset.n = String(number);
      else delete stoneMark.dataset.n;
      point.setAttribute('aria-label', label);
    };
    if (only === undefined) for (let index = 0; index < this.points.length; index++) draw(index);
    else for (const index of only) draw(index);
  }
}
