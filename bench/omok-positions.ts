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

/** A position with black to move and a win a strong engine proved: `rapfi` its first move. */
export interface WinPosition {
  readonly rule: 'standard' | 'renju';
  readonly moves: string;
  readonly rapfi: string;
  readonly winIn: number;
}

/**
 * Positions where a strong engine proves a win for black, the side to move, within seconds
 * (omok-engine.wins.bench.ts): from the ladder games of 6 December 2026 in which PentaZen,
 * playing black against nori under the standard rule, had found a forced win (its next moves came
 * at once), each kept when Rapfi (classical evaluation, 5 s) proves it too: `winIn` the plies
 * to its five in Rapfi's proof, `rapfi` its first move.
 */
export const WIN_POSITIONS: readonly WinPosition[] = (
  [
    { moves: 'h8 h9 h6 g10', rapfi: 'i7', winIn: 25 },
    { moves: 'h8 h9 h7 f8 i8 j9 i7 i9', rapfi: 'g9', winIn: 27 },
    { moves: 'h8 h9 i8 j8 j9 i7 g7 g8 h6 h7 f9 i9 k7 f8 k6 k5', rapfi: 'j6', winIn: 21 },
    { moves: 'h8 h9 i9 j10 i7 h10 g10 g8 f7 i10 j11 h11', rapfi: 'f6', winIn: 21 },
    {
      moves:
        'h8 h9 i10 j8 k10 k9 i7 j10 i11 i8 g9 f10 j7 l9 j12 h10 k7 l7 i13 i12 k11 l10 l8 j6 m11 g10 l11 j11',
      rapfi: 'j9',
      winIn: 19,
    },
    { moves: 'h8 h9 j7 g7 g9 f7 i7 j6 i10 j8', rapfi: 'f10', winIn: 25 },
    { moves: 'h8 h9 j8 g8 i10 i9', rapfi: 'j9', winIn: 23 },
    {
      moves:
        'h8 h9 j10 i9 g9 i7 k9 i11 i10 k7 j7 j8 l6 g10 g11 f10 f11 e10 d10 d11 h11 l8 m9 k10 m8 j9 m10 m7 l11 n9 j12 m12 h12 f9 g8 i12',
      rapfi: 'j13',
      winIn: 15,
    },
    { moves: 'h8 i9 g6 i8 i6 j9', rapfi: 'g9', winIn: 25 },
    { moves: 'h8 i9 j9 j8 h10 g10 g9 h9 f8 e7 i7 j6 f11 f10', rapfi: 'e10', winIn: 23 },
    {
      moves: 'h8 h9 i8 j8 j9 i10 g8 f8 g9 h7 g7 g10 f10 i7 k9 i9 k7 k10 g5 g6 f6 e7 h4 f5',
      rapfi: 'i5',
      winIn: 21,
    },
    { moves: 'h8 h9 j7 g8 i10 f9 i9 g7 i7 i6 h7 g6 g9 j6', rapfi: 'h6', winIn: 19 },
    { moves: 'h8 h9 j10 i9 g9 i7 k9 h10 g11 i10 i8 g8 j11 h7 j7 i11', rapfi: 'j8', winIn: 25 },
    { moves: 'h8 i9 j9 j8 h10 i10 i11 g9 j12 j11', rapfi: 'k13', winIn: 21 },
    {
      moves:
        'h8 h9 h7 h6 i8 g8 g6 j9 f7 g7 f8 f6 g9 e8 i7 j6 j7 i6 l6 l7 k8 k9 l9 e7 i11 h10 k7 j8 m10 n11 j11 k10 l11 k11 k12 j13 f10 e11',
      rapfi: 'i10',
      winIn: 31,
    },
    { moves: 'h8 h9 i10 j8 k10 k9 i7 j10 i11 i8 g9 f10 j7 l9', rapfi: 'g7', winIn: 37 },
    {
      moves: 'h8 h9 j8 i8 j7 i9 j9 j6 i10 j10 f9 l8 k9 k8 h11 i7 i5 g10 e10 e11 d11 g8 d9 g12',
      rapfi: 'c10',
      winIn: 27,
    },
    { moves: 'h8 h9 j10 i9 g9 i7 i10 h10 j8 k8 j7 j9 k9 k10 g11 g8', rapfi: 'h12', winIn: 25 },
    {
      moves: 'h8 i9 g7 h9 f8 i8 i7 g9 j9 j7 g10 j6 k6 j5 j4 i5 h4 h5 g5 g4',
      rapfi: 'i6',
      winIn: 27,
    },
    { moves: 'h8 i9 h6 h7 g6 i6 g8 i7 i8 f8 f7 e6 j7 j8', rapfi: 'g10', winIn: 23 },
    {
      moves:
        'h8 i9 j7 h9 j8 k8 j9 j6 k10 j10 i11 l11 i7 h7 j11 h6 f8 k6 i6 k7 g8 i8 k5 l8 m9 g9 i5 m8 h5 j5',
      rapfi: 'i4',
      winIn: 25,
    },
    { moves: 'h8 i9 j8 i8 i10 i7 i6 h7 j7 k8 k10 j10 f7 h5 f5 k6', rapfi: 'f6', winIn: 19 },
  ] as const
).map((position) => ({ rule: 'standard', ...position }));

/**
 * Wins nori missed in its own games: positions of nori's black games against PentaZen of 7
 * December 2026 (the ladder's logs of f358c25's engine, both rules) that nori did not win, where
 * Rapfi (classical evaluation) reported a forced win of black's, the side to move, after 100 ms
 * and proved it again after 5 s; nori played another move each time and the game went on without
 * the win. `winIn` the plies to the five in Rapfi's 5-second proof, `rapfi` its first move. Two
 * pairs are one game's consecutive turns. Not all are wins by fours and threes alone: in the third
 * and fourth nori's proof search (`--solve --depth 16`) shows there is none, a quiet move comes in.
 */
export const MISSED_POSITIONS: readonly WinPosition[] = [
  {
    rule: 'standard',
    moves:
      'h8 h9 i9 j10 g8 i8 g10 g9 e8 f9 d8 f8 e7 f6 f7 e6 c7 d7 e9 f10 c8 d6 g6 d9 e11 e10 c9 f12 f11 c10 b10 a11 g4 h5 e4 c5 b6 a5',
    rapfi: 'd3',
    winIn: 29,
  },
  {
    rule: 'standard',
    moves: 'h8 i9 j7 h9 i7 k7 j8 j6 k9 l10 i5 i6 f7 g7 g6 f5',
    rapfi: 'i8',
    winIn: 21,
  },
  {
    rule: 'standard',
    moves: 'h8 i9 j8 i8 i10 i7 i6 k8 h9 h7 g6 g8 h5 f6 g4 j7 k7 f7 g7 g5 h4 f4',
    rapfi: 'f3',
    winIn: 23,
  },
  {
    rule: 'standard',
    moves: 'h8 i9 j8 i8 i10 i7 i6 k8 h9 h7 g6 g8 h5 f6 g4 j7 k7 f7 g7 g5 h4 f4 f3 e2',
    rapfi: 'h6',
    winIn: 21,
  },
  {
    rule: 'renju',
    moves: 'h8 h9 i8 j8 i7 i6 g7 j6 i9 f6 h7 g6 h6 j7 j9 i10 k10 l11 l9 k11 j11 m8 f8 e9 g9 f7',
    rapfi: 'h5',
    winIn: 27,
  },
  { rule: 'renju', moves: 'h8 h9 j8 i8 j7 j6 k7 i9 i7 l7 k9 h6 k8 k10', rapfi: 'i6', winIn: 25 },
  {
    rule: 'renju',
    moves: 'h8 i9 g6 i10 g9 i7 i8 h7 j7 g8 f9 f7 h9 g10 k8 k6 i6 l9 e7 f6',
    rapfi: 'e9',
    winIn: 19,
  },
  {
    rule: 'renju',
    moves: 'h8 i9 g6 i10 g9 i7 i8 h7 j7 g8 f9 f7 h9 g10 k8 k6 i6 l9 e7 f6 e9 d9',
    rapfi: 'f10',
    winIn: 19,
  },
];

/** A move of a position as row and column from 0 at the top left of the 15 x 15 board. */
export function positionMoves(position: string): { row: number; col: number }[] {
  return position
    .split(' ')
    .map((name) => ({ row: 15 - Number(name.slice(1)), col: name.charCodeAt(0) - 97 }));
}
