// Omok (BOJ 2615), WRONG on purpose: "five in a row" is checked by looking five stones ahead from
// each stone, so six or more in a row also count as a win (and the five inside a six is found).
const board = require('node:fs')
  .readFileSync(0, 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/).map(Number));
const N = 19;
const directions = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
];

function fiveFrom(r, c, dr, dc) {
  for (let k = 0; k < 5; k++) {
    const rr = r + dr * k;
    const cc = c + dc * k;
    if (rr < 0 || rr >= N || cc >= N || board[rr][cc] !== board[r][c]) return false;
  }
  return true;
}

for (let c = 0; c < N; c++) {
  for (let r = 0; r < N; r++) {
    if (board[r][c] === 0) continue;
    for (const [dr, dc] of directions) {
      if (fiveFrom(r, c, dr, dc)) {
        console.log(`${board[r][c]}\n${r + 1} ${c + 1}`);
        process.exit(0);
      }
    }
  }
}
console.log(0);
