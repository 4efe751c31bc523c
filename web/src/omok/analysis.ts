/**
 * The Analyse panel's numbers, from one source: the engine's own search (src/omok/engine's
 * `Engine.search` with `multiPv`), whose `candidates` are the root moves it scored exactly, best
 * first. The evaluation, depth and line shown are the same search's, so the best candidate and the
 * main number always agree. Plain functions, without a worker, so they are tested headless
 * (analysis.test.ts); engine-worker.ts runs them.
 */

import { Engine, type EngineResult } from '../../../src/omok/engine/index.js';
import type { Board, Color, Rule } from '../../../src/omok/index.js';
import type { Candidate, EngineAnswer, EngineLimits } from './engine-client.js';

/** Candidates shown in the panel (and scored exactly by the search). */
export const SHOWN = 3;
/** The first budget of a deepening analysis, in milliseconds; each next one is twice the last. */
export const FIRST_MS = 250;

/**
 * The panel's answer from one search: the move, evaluation, depth and line, and the top
 * candidates as the search scored them. The best move is the first candidate; should the search
 * have answered with a move its root list does not put first (a threat search that decided
 * before the alpha-beta), that move leads with the search's own score and line.
 */
export function answerFromSearch(found: EngineResult, shown = SHOWN): EngineAnswer {
  const candidates: Candidate[] = found.candidates.slice(0, shown).map((candidate) => ({
    move: candidate.move,
    score: candidate.score,
    winIn: candidate.winIn,
    pv: candidate.pv,
  }));
  const best = found.move;
  if (best !== null && samePoint(candidates[0]?.move, best)) {
    // The same move: the main number's score, win and line (a search stopped inside an iteration
    // can have moved the main score on from the root list's).
    candidates[0] = { move: best, score: found.score, winIn: found.winIn, pv: found.pv };
  } else if (best !== null) {
    const rest = candidates.filter((candidate) => !samePoint(candidate.move, best));
    candidates.splice(0, candidates.length, {
      move: best,
      score: found.score,
      winIn: found.winIn,
      pv: found.pv,
    });
    candidates.push(...rest.slice(0, shown - 1));
  }
  return {
    move: best,
    score: found.score,
    winIn: found.winIn,
    pv: found.pv,
    forced: found.forced,
    depth: found.depth,
    candidates,
  };
}

function samePoint(a: { row: number; col: number } | undefined, b: { row: number; col: number }) {
  return a !== undefined && a.row === b.row && a.col === b.col;
}

/** One step of a deepening analysis: its answer, and whether it is the last. */
export interface AnalysisStep {
  readonly answer: EngineAnswer;
  readonly final: boolean;
}

/**
 * A deepening analysis of `board` for `toMove`: searches of 250, 500, 1000 ... ms on one engine
 * (its transposition table carries each search's work into the next), an answer per search,
 * until about `capMs` is spent or the result is proven.
 */
export function* deepening(
  board: Board,
  rule: Rule,
  toMove: Color,
  limits: Omit<EngineLimits, 'timeMs'>,
  capMs: number,
): Generator<AnalysisStep> {
  const engine = new Engine({ size: board.size, rule });
  engine.setBoard(board);
  let spent = 0;
  for (let budget = FIRST_MS; ; budget *= 2) {
    const last = spent + budget * 2 >= capMs;
    const found = engine.search({ ...limits, timeMs: budget, multiPv: SHOWN, toMove });
    spent += budget;
    const proven = found.forced !== null || found.winIn !== null;
    yield { answer: answerFromSearch(found), final: last || proven };
    if (last || proven) return;
  }
}
