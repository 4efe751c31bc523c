/**
 * `npm run bench -- check-mistakes`: how soon `nori check`'s default cases catch each mistake of
 * the catalogues (src/yut/mistakes.ts, src/omok/mistakes.ts), over seeds 1 to 100: the median and
 * the largest number of cases drawn before the first case where the wrong model's answer differs
 * from the reference (the target: every one within the default 200, for every seed). The models
 * are run directly, no processes.
 */
import {
  type Board,
  formatAnswer,
  judge,
  mistakenAnswers,
  OMOK_MISTAKES,
} from '../src/omok/index.js';
import { generateBoard } from '../src/stress/omok-gen.js';
import { createRng } from '../src/stress/rng.js';
import { generateDice } from '../src/stress/yut-gen.js';
import { bestScore, classicBoard, mistakenScore, YUT_MISTAKES } from '../src/yut/index.js';

const SEEDS = 100;
const CASES = 200;

function report(name: string, needed: number[]): void {
  const sorted = needed.slice().sort((a, b) => a - b);
  const missed = sorted.filter((n) => n > CASES).length;
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const largest = sorted.at(-1)!;
  console.log(
    `${name.padEnd(22)} median ${String(median).padStart(3)} cases, at most ${largest > CASES ? `>${CASES}` : largest}, missed by ${missed} of ${SEEDS} seeds`,
  );
}

const started = performance.now();
const board = classicBoard();
for (const mistake of YUT_MISTAKES) {
  const needed: number[] = [];
  for (let seed = 1; seed <= SEEDS; seed++) {
    const rng = createRng(seed);
    let n = CASES + 1;
    for (let i = 0; i < CASES; i++) {
      const dice = generateDice(rng);
      if (mistakenScore(board, mistake, dice) !== bestScore(board, dice)) {
        n = i + 1;
        break;
      }
    }
    needed.push(n);
  }
  report(`yut ${mistake}`, needed);
}
const answer = (b: Board): string => formatAnswer(judge(b))!.trim().split(/\s+/).join(' ');
for (const mistake of OMOK_MISTAKES) {
  const needed: number[] = [];
  for (let seed = 1; seed <= SEEDS; seed++) {
    const rng = createRng(seed);
    let n = CASES + 1;
    for (let i = 0; i < CASES; i++) {
      const b = generateBoard(rng);
      if (!mistakenAnswers(b, mistake).includes(answer(b))) {
        n = i + 1;
        break;
      }
    }
    needed.push(n);
  }
  report(`omok ${mistake}`, needed);
}
console.log(`(${Math.round(performance.now() - started)} ms)`);
