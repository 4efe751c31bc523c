/**
 * The omok board as a grid of buttons, one per point, with row and column numbers around it as
 * Baekjoon counts them. One point is in the tab order at a time; the arrow keys move between
 * points, Home and End to the ends of a row, and Enter or Space (a button's own keys) place a
 * stone. Stones, grid lines and marks are drawn with CSS.
 */
import { BLACK, type Board, type Color, WHITE } from '../../../src/omok/index.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';

/** What to mark on the board besides the stones. Indices are `row * size + col`. */
export interface BoardMarks {
  readonly win: ReadonlySet<number>;
  readonly last: number | undefined;
  readonly forbidden: ReadonlySet<number>;
  readonly toPlay: Color;
  readonly over: boolean;
}

/** Star points (hoshi) of the usual boards; other sizes get the centre when it exists. */
function starPoints(size: number): Set<number> {
  const at = (row: number, col: number) => row * size + col;
  if (size === 19) {
    const lines = [3, 9, 15];
    return new Set(lines.flatMap((row) => lines.map((col) => at(row, col))));
  }
  if (size === 15) return new Set([at(3, 3), at(3, 11), at(7, 7), at(11, 3), at(11, 11)]);
  return size % 2 === 1 ? new Set([at((size - 1) / 2, (size - 1) / 2)]) : new Set();
}

export class OmokBoardView {
  readonly element = h('div', { class: 'omok-board-wrap' });
  private readonly grid = h('div', { class: 'omok-board', id: 'omok-board', role: 'group' });
  private points: HTMLButtonElement[] = [];
  private size = 0;
  private focused = 0;

  constructor(private readonly onPlace: (row: number, col: number) => void) {
    this.element.append(this.grid);
    this.grid.addEventListener('keydown', (event) => this.onKey(event));
  }

  /** Rebuilds the grid for a board of `size` (only when the size changes). */
  private build(size: number): void {
    if (size === this.size) return;
    this.size = size;
    this.grid.style.setProperty('--n', String(size + 1));
    const stars = starPoints(size);
    const children: HTMLElement[] = [h('span', { class: 'coord corner', 'aria-hidden': 'true' })];
    for (let col = 0; col < size; col++) {
      children.push(h('span', { class: 'coord', 'aria-hidden': 'true' }, String(col + 1)));
    }
    this.points = [];
    for (let row = 0; row < size; row++) {
      children.push(h('span', { class: 'coord', 'aria-hidden': 'true' }, String(row + 1)));
      for (let col = 0; col < size; col++) {
        const point = h(
          'button',
          {
            type: 'button',
            class: 'point',
            'data-row': row + 1,
            'data-col': col + 1,
            tabindex: -1,
          },
          h('span', { class: 'dot' }),
          h('span', { class: 'stone' }),
          h('span', { class: 'mark' }),
        );
        point.classList.toggle('edge-top', row === 0);
        point.classList.toggle('edge-bottom', row === size - 1);
        point.classList.toggle('edge-left', col === 0);
        point.classList.toggle('edge-right', col === size - 1);
        point.classList.toggle('star', stars.has(row * size + col));
        point.addEventListener('click', () => {
          this.focused = row * size + col;
          this.updateTabStop();
          this.onPlace(row, col);
        });
        this.points.push(point);
        children.push(point);
      }
    }
    this.grid.replaceChildren(...children);
    const centre = Math.floor(size / 2);
    this.focused = centre * size + centre;
    this.updateTabStop();
  }

  private updateTabStop(): void {
    this.points.forEach((point, index) => {
      point.tabIndex = index === this.focused ? 0 : -1;
    });
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

  /** Shows `board` with `marks`. */
  render(board: Board, marks: BoardMarks): void {
    this.build(board.size);
    const n = board.size;
    this.grid.setAttribute('aria-label', t('omok.board', { size: n }));
    this.grid.classList.toggle('white-to-play', marks.toPlay === WHITE);
    this.grid.classList.toggle('is-over', marks.over);
    const names = { empty: t('omok.empty'), black: t('omok.black'), white: t('omok.white') };
    this.points.forEach((point, index) => {
      const cell = board.cells[index];
      const stone = cell === BLACK ? 'black' : cell === WHITE ? 'white' : 'empty';
      point.classList.toggle('black', stone === 'black');
      point.classList.toggle('white', stone === 'white');
      point.classList.toggle('win', marks.win.has(index));
      point.classList.toggle('last', marks.last === index);
      const forbidden = stone === 'empty' && marks.forbidden.has(index);
      point.classList.toggle('forbidden', forbidden);
      // Every mark drawn on a point is also in its name, so that a screen reader hears the
      // winning line and the last stone, not only the colour.
      const notes = [names[stone]];
      if (marks.win.has(index)) notes.push(t('omok.winMark'));
      if (marks.last === index) notes.push(t('omok.lastMark'));
      if (forbidden) notes.push(t('omok.forbiddenMark'));
      const label = t('omok.cell', {
        row: Math.floor(index / n) + 1,
        col: (index % n) + 1,
        stone: notes.join(', '),
      });
      point.setAttribute('aria-label', label);
    });
  }
}
