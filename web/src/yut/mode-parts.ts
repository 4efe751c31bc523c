/**
 * The parts the two ways of playing Dice Yut on the page share (play-mode.ts with known dice,
 * roll-mode.ts rolling as you go): the row of piece buttons and the status row with the score.
 */
import { h } from '../dom.js';
import { PIECES } from './game.js';

/**
 * One button a piece, numbered from 1 in `attribute` (the tests find them by it); the name is the
 * visible text ("Piece 1 on Start") and the prompt `promptId` says what choosing does.
 */
export function pieceButtons(
  attribute: 'data-piece' | 'data-game-piece',
  promptId: string,
  choose: (piece: number) => void,
  disabled = false,
): HTMLButtonElement[] {
  return Array.from({ length: PIECES }, (_, piece) => {
    const button = h('button', {
      type: 'button',
      class: `piece-button piece-${piece + 1}`,
      [attribute]: piece + 1,
      'aria-describedby': promptId,
      ...(disabled ? { disabled: true } : {}),
    });
    button.addEventListener('click', () => choose(piece));
    return button;
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
