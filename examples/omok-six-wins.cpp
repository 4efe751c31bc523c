// Omok (BOJ 2615), WRONG on purpose: "five in a row" is checked by looking five stones ahead from
// each stone, so six or more in a row also count as a win (and the five inside a six is found).
// The same solution in JavaScript: omok-six-wins.cjs.
#include <cstdio>

const int N = 19;
int board[N][N];
const int dr[4] = {0, 1, 1, -1}, dc[4] = {1, 0, 1, 1};

bool fiveFrom(int r, int c, int d) {
    for (int k = 0; k < 5; k++) {
        int rr = r + dr[d] * k, cc = c + dc[d] * k;
        if (rr < 0 || rr >= N || cc >= N || board[rr][cc] != board[r][c]) return false;
    }
    return true;
}

int main() {
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) scanf("%d", &board[r][c]);
    for (int c = 0; c < N; c++)
        for (int r = 0; r < N; r++) {
            if (board[r][c] == 0) continue;
            for (int d = 0; d < 4; d++)
                if (fiveFrom(r, c, d)) {
                    printf("%d\n%d %d\n", board[r][c], r + 1, c + 1);
                    return 0;
                }
        }
    printf("0\n");
    return 0;
}
