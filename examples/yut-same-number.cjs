// Dice Yut (BOJ 17825), WRONG on purpose: "is this cell taken?" is decided by the number written
// on the cell, so a piece on the outer 16 blocks the inner 16 (and 22, 24, 26, 28, 30 likewise).
// The search itself is fine: the best total from each (turn, cells of the pieces), memoised.
const dice = require('node:fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);

// Cells 0 (start) to 20 are the outer ring 0, 2, ..., 40; 21 to 31 the inner routes; 32 the end.
const next = [];
const score = [];
for (let i = 0; i <= 20; i++) {
  next[i] = i + 1;
  score[i] = 2 * i;
}
next[20] = 32;
score[32] = 0;
const blue = { 5: 21, 10: 24, 15: 26 }; // from 10, 20 and 30
const inner = [
  [21, 13, 22],
  [22, 16, 23],
  [23, 19, 29],
  [24, 22, 25],
  [25, 24, 29],
  [26, 28, 27],
  [27, 27, 28],
  [28, 26, 29],
  [29, 25, 30],
  [30, 30, 31],
  [31, 35, 20],
];
for (const [cell, number, to] of inner) {
  score[cell] = number;
  next[cell] = to;
}

function move(from, roll) {
  let cell = from;
  let steps = roll;
  if (blue[cell] !== undefined) {
    cell = blue[cell];
    steps--;
  }
  while (steps > 0 && cell !== 32) {
    cell = next[cell];
    steps--;
  }
  return cell;
}

const memo = new Map();
function best(turn, pieces) {
  if (turn === 10) return 0;
  const key = `${turn}:${[...pieces].sort((a, b) => a - b)}`;
  if (memo.has(key)) return memo.get(key);
  let result = -1;
  for (let i = 0; i < 4; i++) {
    if (pieces[i] === 32) continue;
    const to = move(pieces[i], dice[turn]);
    // The bug: compares the numbers on the cells, not the cells.
    const taken = pieces.some(
      (cell, j) => j !== i && cell !== 0 && cell !== 32 && to !== 32 && score[cell] === score[to],
    );
    if (taken) continue;
    const after = pieces.slice();
    after[i] = to;
    result = Math.max(result, score[to] + best(turn + 1, after));
  }
  memo.set(key, result);
  return result;
}

console.log(best(0, [0, 0, 0, 0]));
