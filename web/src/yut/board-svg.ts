/**
 * The Dice Yut board as SVG. Every cell and every arrow is drawn from the core's board table (the
 * red and blue arrows of each cell); only where a cell sits comes from the layout. Pieces are SVG
 * groups moved with the Web Animations API, hop by hop along the cells the core says a move
 * passes.
 */
import { type Board, type CellId, NO_CELL } from '../../../src/yut/index.js';
import { prefersReducedMotion, s, setAttr } from '../dom.js';
import { lang, t } from '../i18n.js';
import { type CellKind, cellKinds } from './cells.js';
import { CLASSIC_LAYOUT, type Point, RING } from './layout.js';
import { cellName, cellTitle } from './names.js';

/** Pixels (SVG user units) per layout unit. */
const UNIT = 64;
const CELL_RADIUS = 0.27 * UNIT;
const PIECE_RADIUS = 0.15 * UNIT;
/** Start and end are drawn as boxes that hold four pieces side by side. */
const BOX = { width: 1.3 * UNIT, height: 0.9 * UNIT };
const HOP_MS = 170;
/** The smallest target a finger hits reliably, in CSS pixels. */
const TARGET_PX = 44;

/** The labels of `board` that the layout does not place (empty for the classic board). */
export function unplacedLabels(board: Board): string[] {
  return board.labels.filter((label) => !CLASSIC_LAYOUT.has(label));
}

function px(point: Point): Point {
  return { x: point.x * UNIT, y: point.y * UNIT };
}

/** How far from its centre an arrow should stop short of a cell of this kind, towards `toward`. */
function edgeInset(kind: CellKind, centre: Point, toward: Point): number {
  if (kind !== 'start' && kind !== 'end') return CELL_RADIUS + 2;
  const dx = Math.abs(toward.x - centre.x);
  const dy = Math.abs(toward.y - centre.y);
  const length = Math.hypot(dx, dy) || 1;
  // Distance from the centre of a box to its edge along the direction (dx, dy).
  const scale = Math.min(
    dx === 0 ? Number.POSITIVE_INFINITY : BOX.width / 2 / dx,
    dy === 0 ? Number.POSITIVE_INFINITY : BOX.height / 2 / dy,
  );
  return scale * length + 3;
}

/** Handles the page uses to show a position on the board. */
export class YutBoardView {
  readonly element: SVGSVGElement;
  private readonly centres: Point[];
  private readonly cells: SVGGElement[] = [];
  private readonly pieces: SVGGElement[] = [];
  /** The invisible tap area of each piece. */
  private readonly hits: SVGCircleElement[] = [];
  private readonly boxLabels: { text: SVGTextElement; key: 'yut.start' | 'yut.end' }[] = [];
  /** The tooltip of every cell, in the page's language. */
  private readonly titles: SVGTitleElement[] = [];
  /** Each piece's name and cell ("Piece 1 on 13"), for screen readers and as its tooltip. */
  private readonly pieceTitles: SVGTitleElement[] = [];
  private readonly boardTitle: SVGTitleElement;
  private readonly kinds: CellKind[];
  private shown: CellId[] = [];
  /** Each piece's walk under way (an animation this view started), if any. */
  private readonly walking: (Animation | undefined)[] = [];
  /** The picture's width on the page in CSS pixels (0 until it is laid out). */
  private drawnWidth = 0;

  constructor(
    private readonly board: Board,
    pieceCount: number,
    onPiece: (piece: number) => void,
  ) {
    const missing = unplacedLabels(board);
    if (missing.length > 0) throw new Error(`no place on the picture for ${missing.join(', ')}`);
    this.kinds = cellKinds(board);
    this.centres = board.labels.map((label) => px(CLASSIC_LAYOUT.get(label)!));

    const margin = 0.75 * UNIT;
    const width = (RING + 2.15) * UNIT + margin;
    const height = RING * UNIT + 2 * margin;
    this.boardTitle = s('title');
    this.element = s('svg', {
      class: 'yut-board',
      viewBox: `${-margin} ${-margin} ${width} ${height}`,
      role: 'group',
      'aria-labelledby': 'yut-board-title',
    });
    this.boardTitle.id = 'yut-board-title';
    this.element.append(this.boardTitle, this.markers());

    const arrows = s('g', { class: 'arrows' });
    const cells = s('g', { class: 'cells' });
    const pieces = s('g', { class: 'pieces' });
    this.element.append(arrows, cells, pieces);

    board.labels.forEach((_, cell) => {
      if (board.red[cell] !== NO_CELL) arrows.append(this.arrow(cell, board.red[cell]!, 'red'));
    });
    // Blue arrows on top of red ones, so that the shortcut reads clearly where they cross.
    board.labels.forEach((_, cell) => {
      if (board.blue[cell] !== NO_CELL) arrows.append(this.arrow(cell, board.blue[cell]!, 'blue'));
    });
    board.labels.forEach((label, cell) => {
      const group = this.cell(cell, label);
      this.cells.push(group);
      cells.append(group);
    });
    for (let piece = 0; piece < pieceCount; piece++) {
      const title = s('title');
      this.pieceTitles.push(title);
      const group = s(
        'g',
        { class: `piece piece-${piece + 1}`, 'data-piece': piece + 1, role: 'img' },
        title,
        s('circle', { class: 'hit', r: PIECE_RADIUS }),
        s('circle', { class: 'disc', r: PIECE_RADIUS }),
        s('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central' }, String(piece + 1)),
      );
      group.addEventListener('click', () => onPiece(piece));
      this.hits.push(group.querySelector('circle.hit')!);
      this.pieces.push(group);
      pieces.append(group);
    }
    this.translate();
    new ResizeObserver((entries) => {
      this.drawnWidth = entries[0]?.borderBoxSize[0]?.inlineSize ?? 0;
      this.sizeTargets();
    }).observe(this.element);
  }

  private markers(): SVGDefsElement {
    const marker = (kind: 'red' | 'blue') =>
      s(
        'marker',
        {
          id: `yut-arrow-${kind}`,
          viewBox: '0 0 10 10',
          refX: 9,
          refY: 5,
          markerUnits: 'userSpaceOnUse',
          markerWidth: kind === 'blue' ? 13 : 10,
          markerHeight: kind === 'blue' ? 13 : 10,
          orient: 'auto',
          class: `marker-${kind}`,
        },
        s('path', { d: 'M0,0 L10,5 L0,10 z' }),
      );
    return s('defs', {}, marker('red'), marker('blue'));
  }

  private arrow(from: CellId, to: CellId, kind: 'red' | 'blue'): SVGLineElement {
    const a = this.centres[from]!;
    const b = this.centres[to]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    const startInset = edgeInset(this.kinds[from]!, a, b);
    const endInset = edgeInset(this.kinds[to]!, b, a);
    return s('line', {
      class: `arrow arrow-${kind}`,
      x1: a.x + ux * startInset,
      y1: a.y + uy * startInset,
      x2: b.x - ux * endInset,
      y2: b.y - uy * endInset,
      'marker-end': `url(#yut-arrow-${kind})`,
      'data-from': this.board.labels[from],
      'data-to': this.board.labels[to],
    });
  }

  private cell(cell: CellId, label: string): SVGGElement {
    const { x, y } = this.centres[cell]!;
    const kind = this.kinds[cell]!;
    const title = s('title');
    this.titles[cell] = title;
    const group = s('g', { class: `cell cell-${kind}`, 'data-cell': label }, title);
    if (kind === 'start' || kind === 'end') {
      const text = s('text', {
        x,
        y: y - BOX.height / 2 + 15,
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
        class: 'box-label',
      });
      this.boxLabels.push({ text, key: kind === 'start' ? 'yut.start' : 'yut.end' });
      group.append(
        s('rect', {
          x: x - BOX.width / 2,
          y: y - BOX.height / 2,
          width: BOX.width,
          height: BOX.height,
          rx: 10,
        }),
        text,
      );
      return group;
    }
    group.append(
      s('circle', { cx: x, cy: y, r: CELL_RADIUS }),
      s(
        'text',
        { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' },
        String(this.board.numbers[cell]),
      ),
    );
    return group;
  }

  /** The language the picture's texts are in (they are rewritten only when it changes). */
  private language = '';

  /** Re-renders the texts of the picture in the current language (only when it changed). */
  translate(): void {
    if (this.language === lang()) return;
    this.language = lang();
    this.boardTitle.textContent = t('yut.board');
    for (const { text, key } of this.boxLabels) text.textContent = t(key);
    this.titles.forEach((title, cell) => {
      title.textContent = cellTitle(this.board, cell, this.kinds[cell]!);
    });
    this.titlePieces();
  }

  /** Names each piece and the cell it stands on in its title. */
  private titlePieces(): void {
    this.shown.forEach((cell, piece) => {
      const title = this.pieceTitles[piece];
      if (title !== undefined) {
        title.textContent = t('yut.pieceAt', {
          piece: piece + 1,
          cell: cellName(this.board, cell),
        });
      }
    });
  }

  /** Where piece `piece` stands when it is on `cell`: start and end hold the pieces in a row. */
  private spot(piece: number, cell: CellId): Point {
    const centre = this.centres[cell]!;
    const kind = this.kinds[cell]!;
    if (kind === 'start' || kind === 'end') {
      const gap = 2.05 * PIECE_RADIUS;
      const first = -1.5 * gap;
      return { x: centre.x + first + piece * gap, y: centre.y + 0.16 * UNIT };
    }
    // A piece sits on the upper right of its cell so that the cell's number stays readable.
    return { x: centre.x + 0.2 * UNIT, y: centre.y - 0.2 * UNIT };
  }

  private place(group: SVGGElement, point: Point): void {
    group.style.transform = `translate(${point.x}px, ${point.y}px)`;
  }

  /**
   * Shows `position`. When `moving` is given, that piece walks through `path` (the cells its move
   * passes, ending where it stops) instead of jumping.
   */
  show(position: readonly CellId[], moving?: { piece: number; path: readonly CellId[] }): void {
    position.forEach((cell, piece) => {
      const group = this.pieces[piece]!;
      const walks = moving !== undefined && moving.piece === piece;
      // Only what changed is touched: a piece that stays keeps its place (and any walk under way).
      if (this.shown[piece] === cell && !walks) return;
      // The walk this view started, if any (asking the element for its animations made the
      // browser bring its styles up to date in the middle of the render).
      this.walking[piece]?.cancel();
      this.walking[piece] = undefined;
      const target = this.spot(piece, cell);
      this.place(group, target);
      group.classList.toggle('finished', cell === this.board.end);
      if (!walks || prefersReducedMotion()) return;
      const from = this.shown[piece];
      if (from === undefined || moving.path.length === 0) return;
      const points = [from, ...moving.path].map((step) => this.spot(piece, step));
      this.walking[piece] = group.animate(
        points.map((point) => ({ transform: `translate(${point.x}px, ${point.y}px)` })),
        { duration: HOP_MS * moving.path.length, easing: 'ease-in-out' },
      );
    });
    this.shown = position.slice();
    this.titlePieces();
    this.sizeTargets();
  }

  /**
   * On a touch screen each piece takes taps in a circle of at least 44 CSS pixels (an invisible
   * ring around it), whatever size the board is drawn at.
   */
  private sizeTargets(): void {
    // The width the resize observer last gave (reading the box here made every move lay out the
    // page in the middle of its render).
    const width = this.drawnWidth;
    const box = this.element.viewBox.baseVal;
    if (width === 0 || box.width === 0) return;
    const coarse = matchMedia('(pointer: coarse)').matches;
    // A hair more than half of 44 px, so rounding never leaves a target under it.
    const units = ((TARGET_PX + 1) / 2) * (box.width / width);
    const radius = coarse ? Math.max(PIECE_RADIUS, units) : PIECE_RADIUS;
    // Pieces side by side in the start (or end) box are too close for a ring each: the lowest
    // numbered one there takes the taps around the box (pieces at the start are alike), the
    // others their own disc.
    this.hits.forEach((hit, piece) => {
      const cell = this.shown[piece];
      const boxed = cell === this.board.start || cell === this.board.end;
      const first = this.shown.indexOf(cell ?? -1) === piece;
      setAttr(hit, 'r', String(!boxed || first ? radius : PIECE_RADIUS));
    });
  }

  /** Marks cells: the cell a move left, the cell it reached, and pieces that may be chosen. */
  highlight(marks: { from?: CellId; to?: CellId; active?: number }): void {
    this.cells.forEach((group, cell) => {
      group.classList.toggle('is-from', cell === marks.from);
      group.classList.toggle('is-to', cell === marks.to);
    });
    this.pieces.forEach((group, piece) => {
      group.classList.toggle('is-active', piece === marks.active);
    });
  }

  /** Makes the pieces look clickable (in play mode) or not. */
  setPiecesClickable(clickable: boolean): void {
    this.element.classList.toggle('pieces-clickable', clickable);
  }
}
