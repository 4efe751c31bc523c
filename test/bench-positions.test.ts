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

  it('of proved wins: black to move, with a legal first move of the win', () => {
    expect(WIN_POSITIONS.length).toBeGreaterThan(0);
    for (const { moves, rapfi, winIn } of WIN_POSITIONS) {
      const engine = played(moves);
      expect(engine.toMove, moves).toBe(BLACK);
      const [first] = positionMoves(rapfi);
      expect(engine.isLegal(first!, BLACK), `${moves}: ${rapfi}`).toBe(true);
      // A win of the side to move ends on its own move: an odd number of plies.
      expect(winIn % 2, moves).toBe(1);
    }
  });

  it("of wins nori missed: black to move under its rule, Rapfi's first move legal (not forbidden)", () => {
    expect(new Set(MISSED_POSITIONS.map((p) => p.rule))).toEqual(new Set(['standard', 'renju']));
    for (const { rule, moves, rapfi, winIn } of MISSED_POSITIONS) {
      const engine = played(moves, rule);
      expect(engine.toMove, moves).toBe(BLACK);
      const [first] = positionMoves(rapfi);
      expect(engine.isLegal(first!, BLACK), `${moves}: ${rapfi}`).toBe(true);
      expect(winIn % 2, moves).toBe(1);
    }
  });
});
