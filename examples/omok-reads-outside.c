/*
 * Omok (BOJ 2615), right on every board, but one read is outside the board: before a line it
 * looks at the point before the first stone, checking the column but not the row, so a line down
 * from row 1 reads row 0 and a rising one from row 19 reads row 20. The struct puts a row of zeros
 * on each side, so the answers are right; the read is undefined behaviour all the same, which
 * `nori check --sanitize` reports with its line (docs/check.md, "Undefined behaviour: --sanitize").
 */
#include <stdio.h>

static struct {
  int above[19];
  int board[19][19];
  int below[19];
} g;

int dr[4] = {0, 1, 1, -1};
int dc[4] = {1, 0, 1, 1};

int stone(int r, int c) {
  if (r < 0 || r >= 19 || c < 0 || c >= 19) return 0;
  return g.board[r][c];
}

int main(void) {
  for (int r = 0; r < 19; r++)
    for (int c = 0; c < 19; c++) scanf("%d", &g.board[r][c]);
  for (int c = 0; c < 19; c++) {
    for (int r = 0; r < 19; r++) {
      int color = g.board[r][c];
      if (color == 0) continue;
      for (int d = 0; d < 4; d++) {
        int pc = c - dc[d];
        if (pc >= 0 && g.board[r - dr[d]][pc] == color) continue;
        int n = 1;
        while (stone(r + n * dr[d], c + n * dc[d]) == color) n++;
        if (n == 5) {
          printf("%d\n%d %d\n", color, r + 1, c + 1);
          return 0;
        }
      }
    }
  }
  printf("0\n");
  return 0;
}
