import { describe, expect, it } from 'vitest';
import {
  MISSED_POSITIONS,
  NPS_POSITIONS,
  positionMoves,
  WIN_POSITIONS,
} from '../bench/omok-positions.js';
import { BLACK } from '../src/omok/board.js';
import { Engine } from '../src/omok/engine/index.js';

/** An engine that has played `moves`, each one checked legal and no five made. */
function played(moves: string, rule: 'standard' | 'renju' = 'standard'): Engine {
  const engine = new Engine({ size: 15, rule, maxMemory: 1 << 16 });
  for (const move of positionMoves(moves)) {
    expect(move.row >= 0 && move.row < 15 && move.col >= 0 && move.col < 15, moves).toBe(true);
    expect(engine.isLegal(move, engine.toMove), `${moves}: ${JSON.stringify(move)}`).toBe(true);
    engine.play(move);
    expect(engine.current.winner, moves).toBe(0);
  }
  return engine;
}

// The engine bench's positions (bench/omok-positions.ts) are what they say they are.
describe("the engine bench's positions", () => {
  it('for nodes per second: games of legal moves, not won', () => {
    for (const moves of NPS_POSITIONS) played(moves);
  });

  it('of proved wins, and of wins nori missed: black to move under its rule, the first move legal', () => {
    const sets = [WIN_POSITIONS, MISSED_POSITIONS];
    expect(new Set(MISSED_POSITIONS.map((p) => p.rule))).toEqual(new Set(['standard', 'renju']));
    for (const positions of sets) {
      expect(positions.length).toBeGreaterThan(0);
      for (const { rule, moves, rapfi, winIn } of positions) {
        const engine = played(moves, rule);
        expect(engine.toMove, moves).toBe(BLACK);
        // Legal: on an empty point, and under renju not forbidden to black.
        const [first] = positionMoves(rapfi);
        expect(engine.isLegal(first!, BLACK), `${moves}: ${rapfi}`).toBe(true);
        // A win of the side to move ends on its own move: an odd number of plies.
        expect(winIn % 2, moves).toBe(1);
      }
    }
  });
});
