// Dice Yut (BOJ 17825), WRONG on purpose: "is the cell taken?" compares the numbers written on the cells, so the
// outer 16 blocks the inner 16 and the outer 30 blocks the centre 30.
#include <bits/stdc++.h>
using namespace std;

const int START = 0, END = 32;
int score[50], nxt[50], blue[50];
int dice[10], pos[4], best = 0;

void build() {
    for (int i = 0; i <= 20; i++) { score[i] = 2 * i; nxt[i] = i + 1; }  // 0 = start, i = outer 2i
    nxt[20] = END;
    int inner[] = {13, 16, 19, 22, 24, 28, 27, 26, 25, 30, 35};             // cells 21..31
    for (int i = 0; i < 11; i++) score[21 + i] = inner[i];
    nxt[21] = 22; nxt[22] = 23; nxt[23] = 29;                               // 13 16 19 -> 25
    nxt[24] = 25; nxt[25] = 29;                                             // 22 24 -> 25
    nxt[26] = 27; nxt[27] = 28; nxt[28] = 29;                               // 28 27 26 -> 25
    nxt[29] = 30; nxt[30] = 31; nxt[31] = 20;                               // 25 30 35 -> 40
    score[END] = 0; nxt[END] = END;
    for (int i = 0; i < 50; i++) blue[i] = -1;
    blue[5] = 21; blue[10] = 24; blue[15] = 26;                             // 10, 20, 30
}

int moveFrom(int p, int roll) {
    if (blue[p] >= 0) { p = blue[p]; roll--; }
    while (roll-- > 0 && p != END) p = nxt[p];
    return p;
}

void dfs(int turn, int total) {
    if (turn == 10) { best = max(best, total); return; }
    for (int k = 0; k < 4; k++) {
        if (pos[k] == END) continue;
        int to = moveFrom(pos[k], dice[turn]);
        bool blocked = false;
        for (int j = 0; j < 4; j++)
            if (j != k && to != END && pos[j] != START && pos[j] != END && score[pos[j]] == score[to]) blocked = true;
        if (blocked) continue;
        int from = pos[k];
        pos[k] = to;
        dfs(turn + 1, total + score[to]);
        pos[k] = from;
    }
}

int main() {
    build();
    for (int i = 0; i < 10; i++) cin >> dice[i];
    dfs(0, 0);
    cout << best << '\n';
}
