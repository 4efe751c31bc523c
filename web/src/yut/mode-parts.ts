/**
 * What the Dice Yut page's three modes (plan-player.ts, play-mode.ts, roll-mode.ts) share: the
 * page they act through, the row of piece buttons, the status row with the score, and a refused
 * choice in words.
 */
import type { Board } from '../../../src/yut/index.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import type { YutBoardView } from './board-svg.js';
import { cellName } from './names.js';
import type { RefusedChoice, YutState } from './state.js';

/** What a mode needs of the page. */
export interface YutHost {
  readonly state: YutState;
  readonly board: Board;
  readonly view: YutBoardView;
  /**
   * Applies a change of state.ts and renders it. `push`: a new history entry (a new game, another
   * mode); moving within a game replaces the entry.
   */
  act(change: (state: YutState) => unknown, push?: boolean): void;
}

/**
 * One button a piece, numbered from 1 in `attribute` (the tests find them by it); the name is the
 * visible text ("Piece 1 on Start") and the prompt `promptId` says what choosing does.
 */
export function pieceButtons(
  count: number,
  attribute: 'data-piece' | 'data-game-piece',
  promptId: string,
  choose: (piece: number) => void,
  disabled = false,
): HTMLButtonElement[] {
  return Array.from({ length: count }, (_, piece) => {
    const button = h('button', {
      type: 'button',
      class: `piece-button piece-${piece + 1}`,
      [attribute]: piece + 1,
      'aria-describedby': promptId,
      disabled,
    });
    button.addEventListener('click', () => choose(piece));
    return button;
  });
}

/** Renders the piece buttons: "Piece 1 on Start", and whether they can be pressed. */
export function renderPieceButtons(
  buttons: readonly HTMLButtonElement[],
  board: Board,
  position: readonly number[],
  disabled: boolean,
): void {
  buttons.forEach((button, piece) => {
    const text = t('yut.pieceAt', { piece: piece + 1, cell: cellName(board, position[piece]!) });
    if (button.dataset.text !== text) {
      button.dataset.text = text;
      button.replaceChildren(
        h('span', { class: 'badge', 'aria-hidden': 'true' }, String(piece + 1)),
        h('span', {}, text),
      );
    }
    button.disabled = disabled;
  });
}

/** The score so far (its `output`), then the mode's controls. */
export function statusRow(score: HTMLOutputElement, ...controls: HTMLElement[]): HTMLElement {
  return h(
    'div',
    { class: 'status-row' },
    h('span', { class: 'total' }, h('span', { 'data-i18n': 'yut.play.score' }), ' ', score),
    h('span', { class: 'controls' }, ...controls),
  );
}

/** Why a choice was refused, in the page's language. */
export function refusalText(board: Board, { piece, die, refusal }: RefusedChoice): string {
  switch (refusal.reason) {
    case 'finished':
      return t('yut.play.finished', { piece: piece + 1 });
    case 'occupied':
      return t('yut.play.occupied', {
        piece: piece + 1,
        roll: die ?? '',
        cell: cellName(board, refusal.cell),
        by: refusal.by + 1,
      });
    case 'no-such-piece':
      return t('yut.refuse.no-such-piece', { piece: refusal.piece + 1 });
    case 'no-such-face':
      return t('yut.refuse.no-such-face', { die: refusal.die });
    default:
      return t(`yut.refuse.${refusal.reason}`);
  }
}

/** Sets a text only when it changed (a live region re-reads a text set again). */
export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
