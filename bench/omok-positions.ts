// The fixed Omok position set for nodes per second (issue 20): nori's engine (omok-engine.bench.ts)
// and the outside engines (the ladder) search the same positions, 15 x 15, black first, moves in
// gomoku coordinates (column letter from the left, row number from the bottom, `i` not skipped).
// Middle-game positions from engine self-play (seeded openings of three stones): no four on the
// board to block, no forced win found in 300 ms.
export const NPS_POSITIONS: readonly string[] = [
  'h8 i9 g9 i7 i8 g8 j10 h10 k11 f7',
  'h8 g8 i7 g9 g7 h7 f9 f6 i5 i6',
  'h8 f9 g10 f10 e9 f11 f8 f12 f13 g8',
  'h8 f9 g10 f10 e9 f11 f8 f12 f13 g8 h6 g7 e7 h7 e10 e8 i7 j8 i6 g6',
  'h8 g8 h6 h7 i6 g6 g7 f5 i8 e4 d3 i5',
  'h8 j7 i9 h6 g7 f6 g9 g6 e6 j8 j9 h9 i7 j6 i6 i8 f10 e11 j10 k11 g10 i10',
  'h8 g6 f7 h7 f5 i8 f6 f4 e5 g7 g5 d5',
];

/** A move of a position as row and column from 0 at the top left of the 15 x 15 board. */
export function positionMoves(position: string): { row: number; col: number }[] {
  return position
    .split(' ')
    .map((name) => ({ row: 15 - Number(name.slice(1)), col: name.charCodeAt(0) - 97 }));
}
