/**
 * The Omok engine (src/omok/engine: threat search, then alpha-beta) in a Web Worker, so the page
 * never waits on a search: one question at a time, the best move of the side to move with its
 * evaluation, principal variation and forced win. The page ends the worker to stop a search.
 */
import { analyse, type Cell, createBoard, setStone } from '../../../src/omok/index.js';
import type { EngineQuestion, EngineReply } from './engine-client.js';

self.addEventListener('message', (event: MessageEvent<EngineQuestion>) => {
  const { id, size, cells, rule, toMove, limits } = event.data;
  let reply: EngineReply;
  try {
    const board = createBoard(size);
    for (let at = 0; at < cells.length; at++) {
      const cell = cells[at]!;
      if (cell !== 0) setStone(board, Math.floor(at / size), at % size, cell as Cell);
    }
    const found = analyse(board, rule, toMove, limits);
    reply = {
      id,
      ok: true,
      answer: {
        move: found.move,
        score: found.score,
        winIn: found.winIn,
        pv: found.pv,
        forced: found.forced,
        depth: found.depth,
      },
    };
  } catch (error) {
    reply = { id, ok: false, message: String(error) };
  }
  self.postMessage(reply);
});
