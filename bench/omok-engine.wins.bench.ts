// `npm run bench -- omok-engine.wins`: the wins a strong engine proves in a second, and how many
// of them nori's engine proves in the same time, in two sets of positions (omok-positions.ts):
// - WIN_POSITIONS, from the ladder's games against PentaZen under the standard rule: each is one
//   where PentaZen, playing black, found a forced win against nori (its next moves came at once),
//   kept when Rapfi (its classical evaluation, five seconds, outside the repository) proves the
//   win too (docs/engine.md, the figures of 6 December 2026, says how they were made);
// - MISSED_POSITIONS, from nori's own black games against PentaZen under both rules that it did
//   not win: a forced win Rapfi reported in 100 ms and proved in five seconds, and nori missed.
// Rapfi's win length and first move are recorded beside each. Each position is searched for
// OMOK_WINS_MS milliseconds (default 1000) of the process's CPU time, on a fresh engine. A proved
// win is one the engine scores as won; the move is compared with Rapfi's first move (another
// move may win too).
import { Engine } from '../src/omok/engine/index.js';
import { MISSED_POSITIONS, positionMoves, WIN_POSITIONS } from './omok-positions.js';

const MS = Number(process.env.OMOK_WINS_MS ?? 1000);

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const name = (p: { row: number; col: number }) => `${String.fromCharCode(97 + p.col)}${15 - p.row}`;

const sets = [
  { title: "PentaZen's wins against nori", positions: WIN_POSITIONS },
  { title: 'wins nori missed in its own games', positions: MISSED_POSITIONS },
] as const;
for (const { title, positions } of sets) {
  let proved = 0;
  let same = 0;
  let nodes = 0;
  const started = cpuMs();
  for (const position of positions) {
    const { rule } = position;
    const engine = new Engine({ size: 15, rule, maxMemory: 32 << 20, clock: cpuMs });
    for (const move of positionMoves(position.moves)) engine.play(move);
    const result = engine.search({ turnMs: MS });
    const move = result.move === null ? '-' : name(result.move);
    const won = result.winIn !== null && result.winIn > 0;
    if (won) proved++;
    if (move === position.rapfi) same++;
    nodes += result.nodes;
    console.log(
      `${rule}, ${position.moves.split(' ').length} stones, Rapfi ${position.rapfi} wins in ${position.winIn}: nori ${move}, ${won ? `wins in ${result.winIn}` : `score ${result.score}`}, depth ${result.depth}, ${result.nodes} positions`,
    );
  }
  console.log(
    `omok wins, ${title}: nori proves ${proved} of ${positions.length} wins in ${MS} ms of CPU a position (Rapfi all of them, in five seconds), plays Rapfi's first move in ${same}; ${nodes} positions in ${(cpuMs() - started).toFixed(0)} ms of CPU`,
  );
}
