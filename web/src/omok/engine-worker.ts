/**
 * The Omok engine (src/omok/engine: threat search, then alpha-beta) in a Web Worker, so the page
 * never waits on a search. One question at a time: the best move of the side to move with its
 * evaluation, principal variation and forced win; for an analysis (`deepen`), also the top
 * candidate moves with their scores — the same search's (analysis.ts) — and answers that keep
 * coming as the search goes deeper, each budget twice the last, until the cap or a proven result.
 * The page ends the worker to stop it.
 */
import { analyse, type Board, type Cell, createBoard, setStone } from '../../../src/omok/index.js';
import { deepening } from './analysis.js';
import type { EngineAnswer, EngineQuestion, EngineReply } from './engine-client.js';

function boardOf(size: number, cells: Uint8Array): Board {
  const board = createBoard(size);
  for (let at = 0; at < cells.length; at++) {
    const cell = cells[at]!;
    if (cell !== 0) setStone(board, Math.floor(at / size), at % size, cell as Cell);
  }
  return board;
}

function answerOf(found: ReturnType<typeof analyse>): EngineAnswer {
  return {
    move: found.move,
    score: found.score,
    winIn: found.winIn,
    pv: found.pv,
    forced: found.forced,
    depth: found.depth,
  };
}

/**
 * How long an analysis rests after each answer before it searches deeper: the page draws the
 * answer meanwhile with the processor to itself (on a machine of two cores the search held one,
 * and the page's frames of the answer waited for the other, 30-90 ms past their own time).
 */
const REST_MS = 60;

self.addEventListener('message', async (event: MessageEvent<EngineQuestion>) => {
  const { id, size, cells, rule, toMove, limits, deepen } = event.data;
  const post = (reply: EngineReply) => self.postMessage(reply);
  try {
    const board = boardOf(size, cells);
    if (deepen === undefined) {
      post({ id, ok: true, final: true, answer: answerOf(analyse(board, rule, toMove, limits)) });
      return;
    }
    const { timeMs: _first, ...rest } = limits;
    for (const { answer, final } of deepening(board, rule, toMove, rest, deepen.capMs)) {
      post({ id, ok: true, final, answer });
      if (!final) await new Promise((resolve) => setTimeout(resolve, REST_MS));
    }
  } catch (error) {
    post({ id, ok: false, message: String(error) });
  }
});
