import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../../../src/omok/index.js';
import { OmokGame } from './game.js';

describe('OmokGame', () => {
  it('alternates colours, black first, and stops at a win', () => {
    const game = OmokGame.empty(15, 'standard');
    expect(game.toPlay).toBe(BLACK);
    for (let col = 0; col < 5; col++) {
      expect(game.place(0, col)).toBe('placed');
      if (col < 4) {
        expect(game.toPlay).toBe(WHITE);
        expect(game.place(1, col)).toBe('placed');
      }
    }
    expect(game.judgement.kind).toBe('winner');
    expect(game.isOver).toBe(true);
    expect(game.place(5, 5)).toBe('over');
    expect(game.undo()).toBe(true);
    expect(game.isOver).toBe(false);
    expect(game.place(1, 0)).toBe('taken');
  });

  it('judges again when the rule changes', () => {
    const game = OmokGame.empty(15, 'standard');
    // Six black stones in a row (the gap filled last, so no five stands before), whites far away:
    // no win under standard, a win under freestyle, an overline under renju.
    [0, 1, 2, 4, 5, 3].forEach((col, move) => {
      expect(game.place(7, col)).toBe('placed');
      if (move < 5) game.place(14, move * 2);
    });
    expect(game.judgement.kind).toBe('no-winner');
    game.setRule('freestyle');
    expect(game.judgement.kind).toBe('winner');
    game.setRule('renju');
    expect(game.judgement.lines.map((line) => line.kind)).toEqual(['overline']);
  });
});
