/**
 * The Omok engine (src/omok/engine: threat search, then alpha-beta) in a Web Worker, so the page
 * never waits on a search. One question at a time: the best move of the side to move with its
 * evaluation, principal variation and forced win; for an analysis (`deepen`), also the top
 * candidate moves with their scores, and answers that keep coming as the search goes deeper, each
 * budget twice the last, until the cap or a proven result. The page ends the worker to stop it.
 */
import {
  type AnalyseOptions,
  analyse,
  type Board,
  type Cell,
  type Color,
  createBoard,
  type Point,
  type Rule,
  setStone,
} from '../../../src/omok/index.js';
import type { Candidate, EngineAnswer, EngineQuestion, EngineReply } from './engine-client.js';

/** The first budget of a deepening analysis, in milliseconds. */
const FIRST_MS = 250;
/** Candidates scored in a first quick pass, and kept for the panel. */
const SCAN_LIMIT = 30;
const SHOWN = 3;

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

/** The empty points next to a stone (all of the centre on an empty board), the nearest first. */
function nearPoints(board: Board): Point[] {
  const n = board.size;
  const points: Point[] = [];
  let stones = 0;
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (board.cells[row * n + col] !== 0) {
        stones++;
        continue;
      }
      let near = false;
      for (let dr = -1; dr <= 1 && !near; dr++) {
        for (let dc = -1; dc <= 1 && !near; dc++) {
          const r = row + dr;
          const c = col + dc;
          if (r >= 0 && c >= 0 && r < n && c < n && board.cells[r * n + c] !== 0) near = true;
        }
      }
      if (near) points.push({ row, col });
    }
  }
  if (stones === 0) {
    const centre = Math.floor(n / 2);
    points.push({ row: centre, col: centre });
  }
  return points;
}

/**
 * The top candidates: each near point played and the position searched for the opponent (its
 * score, negated, is the move's), a short look at every point, then a longer one at the best few.
 * A forbidden point is skipped (the search refuses it for black under renju).
 */
function candidates(board: Board, rule: Rule, toMove: Color, budgetMs: number): Candidate[] {
  const other: Color = toMove === 1 ? 2 : 1;
  const score = (point: Point, options: AnalyseOptions): Candidate | undefined => {
    setStone(board, point.row, point.col, toMove);
    try {
      const reply = analyse(board, rule, other, options);
      const winIn = reply.winIn === null ? null : -reply.winIn;
      return { move: point, score: -reply.score, winIn, pv: [point, ...reply.pv] };
    } catch {
      return undefined;
    } finally {
      setStone(board, point.row, point.col, 0);
    }
  };
  const quick = nearPoints(board)
    .slice(0, SCAN_LIMIT * 4)
    .map((point) => score(point, { timeMs: 20, maxDepth: 1, width: 8, threats: false }))
    .filter((found): found is Candidate => found !== undefined)
    .sort((a, b) => b.score - a.score)
    .slice(0, SHOWN * 2);
  const each = Math.max(50, Math.floor(budgetMs / Math.max(1, quick.length)));
  return quick
    .map((found) => score(found.move, { timeMs: each, threats: true }) ?? found)
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, SHOWN);
}

/** A candidate's worth: a proven win first (the sooner the better), a proven loss last. */
function rank(candidate: Candidate): number {
  if (candidate.winIn !== null && candidate.winIn > 0) return 1e9 - candidate.winIn;
  if (candidate.winIn !== null && candidate.winIn < 0) return -1e9 - candidate.winIn;
  return candidate.score;
}

self.addEventListener('message', (event: MessageEvent<EngineQuestion>) => {
  const { id, size, cells, rule, toMove, limits, deepen } = event.data;
  const post = (reply: EngineReply) => self.postMessage(reply);
  try {
    const board = boardOf(size, cells);
    if (deepen === undefined) {
      post({ id, ok: true, final: true, answer: answerOf(analyse(board, rule, toMove, limits)) });
      return;
    }
    // Deepening: budgets of 250, 500, 1000 ... ms, each answer sent, to the cap.
    let spent = 0;
    for (let budget = FIRST_MS; ; budget *= 2) {
      const last = spent + budget * 3 >= deepen.capMs;
      const found = analyse(board, rule, toMove, { ...limits, timeMs: budget });
      const answer: EngineAnswer = {
        ...answerOf(found),
        candidates: candidates(board, rule, toMove, budget),
      };
      spent += budget * 2;
      const proven = found.forced !== null || found.winIn !== null;
      post({ id, ok: true, final: last || proven, answer });
      if (last || proven) return;
    }
  } catch (error) {
    post({ id, ok: false, message: String(error) });
  }
});
