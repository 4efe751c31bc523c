/**
 * What the Dice Yut page shows, as plain data, and what each control does to it, as plain
 * functions (as the Omok page's state.ts): the dice, the mode, the plan's step, the person's game
 * with known dice and the game rolled as it goes, both the core's one `YutGame`
 * (src/yut/game.ts), the policy's advice, the last refusal and what a link could not use. The
 * modes (plan-player.ts, play-mode.ts, roll-mode.ts) only render this and turn clicks into these
 * calls, so everything here is tested without a browser (state.test.ts).
 */
import {
  BAEKJOON_GAME,
  type Board,
  bestPlan,
  type CellId,
  currentDie,
  type DiceError,
  type DiceResult,
  destinationOf,
  type GameRefusal,
  gameRecord,
  isOver,
  knownDiceGame,
  type Move,
  needsRoll,
  type Position,
  play,
  replayGame,
  roll,
  rolledDiceGame,
  type Solution,
  undo,
  type YutGame,
} from '../../../src/yut/index.js';

export const MODES = ['plan', 'play', 'game'] as const;
export type Mode = (typeof MODES)[number];

/** An optimal plan with the position before each turn and after the last. */
export interface PlanReplay {
  readonly solution: Solution;
  /** `positions[k]`: where the pieces stand after k turns (k = 0 .. turns). */
  readonly positions: readonly Position[];
  /** `moves[k]`: the move of turn k + 1, or null when no piece could move. */
  readonly moves: readonly (Move | null)[];
}

/** Solves `dice` and replays the plan through the core's game, so every step is checked. */
export function solveAndReplay(board: Board, dice: readonly number[]): PlanReplay {
  const solution = bestPlan(board, dice);
  const start = knownDiceGame(board, dice);
  if (!start.ok) throw new Error(`dice out of range: ${start.error.reason}`);
  const pieces = solution.plan.map((step) => step.piece ?? 0);
  const { game, stop } = replayGame(start.value, pieces);
  if (stop !== undefined) throw new Error(`the plan's turn ${stop.at + 1} is refused by the rules`);
  return {
    solution,
    positions: [...game.played.map((turn) => turn.before), game.position],
    moves: game.played.map((turn) => turn.move),
  };
}

/**
 * The cells a move of `die` steps from `from` passes, ending where it stops. The k-th cell is
 * where a move of k steps from the same cell would stop, which the core's table gives directly.
 */
export function movePath(board: Board, from: CellId, die: number): CellId[] {
  const path: CellId[] = [];
  for (let steps = 1; steps <= die; steps++) {
    const cell = destinationOf(board, from, steps);
    if (path[path.length - 1] === cell) break;
    path.push(cell);
  }
  return path;
}

/** The best policy's view of one roll: every legal move with the expected points it leads to. */
export interface RollAdvice {
  readonly choices: readonly { readonly move: Move; readonly expected: number }[];
}

/** A choice refused, kept to say why until the next action. */
export interface RefusedChoice {
  readonly piece: number;
  readonly die: number | undefined;
  readonly refusal: GameRefusal;
}

/** A value of a link the page could not use: its name, and where a record stopped and why. */
export interface LinkNote {
  readonly name: 'dice' | 'mode' | 'step' | 'moves' | 'rolls';
  readonly value: string;
  /** For a record: the 1-based turn refused, and why. */
  readonly turn?: number;
  readonly refusal?: GameRefusal;
}

/** A piece that moved, for the board to walk along its path. */
export interface Moving {
  readonly piece: number;
  readonly path: readonly CellId[];
}

/** Everything the Dice Yut page shows. */
export interface YutState {
  readonly board: Board;
  /** The valid dice shown (none after invalid input), and the parser's error. */
  dice: number[];
  diceError: DiceError | undefined;
  mode: Mode;
  /** The optimal plan of the dice and the turn shown (0 before the first). */
  replay: PlanReplay | undefined;
  step: number;
  /** "Play it yourself": the dice known in advance (undefined without valid dice). */
  known: YutGame | undefined;
  /** "Roll as you go". */
  rolled: YutGame;
  /** The policy's view of each turn of `rolled` when it was moved (by turn index). */
  advice: (RollAdvice | undefined)[];
  /** The policy's view of the die rolled now, once it has come. */
  pendingAdvice: RollAdvice | undefined;
  /** Expected points to the end from the rolled game's position, and from the start. */
  expectedRest: number | undefined;
  expectedStart: number | undefined;
  hint: boolean;
  refused: RefusedChoice | undefined;
  /** What the last link asked that could not be shown. */
  notes: LinkNote[];
  /** Bumped by every change of the rolled game: a late answer about an older one is dropped. */
  version: number;
}

export function initialYutState(board: Board): YutState {
  return {
    board,
    dice: [],
    diceError: undefined,
    mode: 'plan',
    replay: undefined,
    step: 0,
    known: undefined,
    rolled: rolledDiceGame(board),
    advice: [],
    pendingAdvice: undefined,
    expectedRest: undefined,
    expectedStart: undefined,
    hint: false,
    refused: undefined,
    notes: [],
    version: 0,
  };
}

/** Pieces on the board. */
export function pieceCount(state: YutState): number {
  return state.rolled.pieces;
}

/** Turns in a game (Baekjoon: 10). */
export const TURNS = BAEKJOON_GAME.turns;

function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((die, index) => die === b[index]);
}

/**
 * New dice typed or rolled: valid ones are solved and a new game with them starts (the same dice
 * again change nothing); invalid ones clear everything that belonged to the last.
 */
export function setDice(state: YutState, parsed: DiceResult): void {
  if (!parsed.ok) {
    state.diceError = parsed.error;
    state.dice = [];
    state.replay = undefined;
    state.known = undefined;
    state.step = 0;
    state.refused = undefined;
    return;
  }
  state.diceError = undefined;
  if (state.replay !== undefined && sameDice(parsed.value, state.dice)) return;
  state.dice = parsed.value.slice();
  state.replay = solveAndReplay(state.board, state.dice);
  state.step = 0;
  restartKnown(state);
}

export function setMode(state: YutState, mode: Mode): void {
  state.mode = mode;
  state.refused = undefined;
}

/** Shows turn `step` of the plan (clamped); the move to walk when that is one turn forward. */
export function goToStep(state: YutState, step: number): Moving | undefined {
  const replay = state.replay;
  if (replay === undefined) return undefined;
  const next = Math.max(0, Math.min(replay.moves.length, step));
  const forward = next === state.step + 1;
  state.step = next;
  const move = next > 0 ? replay.moves[next - 1] : null;
  if (!forward || move === null || move === undefined) return undefined;
  const die = replay.solution.plan[next - 1]!.die;
  return { piece: move.piece, path: movePath(state.board, move.from, die) };
}

/** The game of the mode shown (undefined in the plan, or without valid dice). */
export function activeGame(state: YutState): YutGame | undefined {
  return state.mode === 'play' ? state.known : state.mode === 'game' ? state.rolled : undefined;
}

/** Where the pieces stand in the mode shown. */
export function shownPosition(state: YutState): Position {
  if (state.mode === 'plan') {
    return state.replay?.positions[state.step] ?? start(state);
  }
  return activeGame(state)?.position ?? start(state);
}

function start(state: YutState): Position {
  return rolledDiceGame(state.board).position;
}

/**
 * The piece `piece` (0-based) chosen in the mode shown: moved by the turn's die, or the refusal
 * kept to be said. Returns the move to walk.
 */
export function choosePiece(state: YutState, piece: number): Moving | undefined {
  const game = activeGame(state);
  if (game === undefined) return undefined;
  const die = currentDie(game);
  const outcome = play(game, piece);
  if (!outcome.ok) {
    state.refused = { piece, die, refusal: outcome.error };
    return undefined;
  }
  state.refused = undefined;
  if (state.mode === 'play') {
    state.known = outcome.value.game;
  } else {
    state.advice[game.played.length] = state.pendingAdvice;
    changeRolled(state, outcome.value.game);
  }
  return { piece, path: movePath(state.board, outcome.value.move.from, die!) };
}

function changeRolled(state: YutState, game: YutGame): void {
  state.rolled = game;
  state.advice.length = Math.min(state.advice.length, game.played.length);
  state.pendingAdvice = undefined;
  state.expectedRest = undefined;
  state.hint = false;
  state.version++;
}

/** Takes back the last move of the mode's game. */
export function undoMove(state: YutState): void {
  const game = activeGame(state);
  if (game === undefined) return;
  const back = undo(game);
  state.refused = undefined;
  if (!back.ok) return;
  if (state.mode === 'play') state.known = back.value;
  else changeRolled(state, back.value);
}

/** A new game with the same known dice. */
export function restartKnown(state: YutState): void {
  state.refused = undefined;
  const game = knownDiceGame(state.board, state.dice);
  state.known = state.dice.length > 0 && game.ok ? game.value : undefined;
}

/** A new rolled game. */
export function newRolledGame(state: YutState): void {
  state.refused = undefined;
  state.advice = [];
  changeRolled(state, rolledDiceGame(state.board));
}

/** The die `die` rolled for the rolled game's next turn (a roll no piece can use passes). */
export function rollDie(state: YutState, die: number): boolean {
  const next = roll(state.rolled, die);
  if (!next.ok) return false;
  state.refused = undefined;
  changeRolled(state, next.value);
  return true;
}

/** Asks for the policy's hint (shown once its view of the roll has come). */
export function askHint(state: YutState): void {
  state.hint = true;
}

/** The policy's answer about the rolled game at `version`: kept unless the game moved on. */
export function receiveAdvice(
  state: YutState,
  version: number,
  answer: {
    start: number;
    expected: number | undefined;
    choices?: readonly { move: Move; expected: number }[] | undefined;
  },
): boolean {
  state.expectedStart = answer.start;
  if (version !== state.version) return false;
  state.expectedRest = answer.expected;
  if (answer.choices !== undefined && !needsRoll(state.rolled) && !isOver(state.rolled)) {
    state.pendingAdvice = { choices: answer.choices };
  }
  return true;
}

/** The policy's best choice among `advice` (the lowest piece among equals), if any. */
export function bestChoice(
  advice: RollAdvice | undefined,
): { readonly move: Move; readonly expected: number } | undefined {
  let best: { move: Move; expected: number } | undefined;
  for (const choice of advice?.choices ?? []) {
    if (best === undefined || choice.expected > best.expected + 1e-9) best = choice;
  }
  return best;
}

/**
 * How the last move of the rolled game compares with the policy: the expected final points of
 * the move made and of the best, as final scores; undefined without the policy's view.
 */
export function lastTurnReview(
  state: YutState,
): { readonly chosen: number; readonly best: Move; readonly bestExpected: number } | undefined {
  const { played } = state.rolled;
  const index = played.findLastIndex((turn) => turn.move !== null);
  if (index === -1) return undefined;
  const move = played[index]!.move!;
  const advice = state.advice[index];
  const best = bestChoice(advice);
  const chosen = advice?.choices.find((choice) => choice.move.piece === move.piece);
  if (best === undefined || chosen === undefined) return undefined;
  let before = 0;
  for (const turn of played.slice(0, index)) before += turn.move?.points ?? 0;
  return {
    chosen: before + chosen.expected,
    best: best.move,
    bestExpected: before + best.expected,
  };
}

/** The view as a link's query: dice, mode, and the plan's step or the game played. */
export function stateParams(state: YutState): URLSearchParams {
  const params = new URLSearchParams();
  // A rolled game has its own dice (rolls=): the typed ones do not belong to its view.
  if (state.dice.length > 0 && state.mode !== 'game') params.set('dice', state.dice.join(''));
  if (state.mode === 'game') {
    params.set('mode', 'game');
    const { dice, pieces } = gameRecord(state.rolled);
    if (dice.length > 0) params.set('rolls', dice.join(''));
    if (pieces.length > 0) params.set('moves', pieces.join(''));
  } else if (state.mode === 'play') {
    params.set('mode', 'play');
    const pieces = state.known === undefined ? [] : gameRecord(state.known).pieces;
    if (pieces.length > 0) params.set('moves', pieces.join(''));
  } else if (state.step > 0) {
    params.set('step', String(state.step));
  }
  return params;
}

/** A record's digits: every character a digit from 0 to 9, else undefined. */
function digits(text: string): number[] | undefined {
  return /^[0-9]*$/.test(text) ? [...text].map(Number) : undefined;
}

/**
 * Shows the view a link's query names, as far as it makes sense: a value out of range (an unknown
 * mode, a step past the plan, a piece that does not exist, a move the rules refuse) is left out
 * with a note saying so, never an exception. `parseDice` is the page's reading of the dice text.
 */
export function applyParams(
  state: YutState,
  params: URLSearchParams,
  parseDice: (text: string) => DiceResult,
): void {
  const notes: LinkNote[] = [];
  const dice = params.get('dice');
  if (dice !== null && dice !== state.dice.join('')) {
    setDice(state, parseDice(dice));
    if (state.diceError !== undefined) notes.push({ name: 'dice', value: dice });
  }
  const mode = params.get('mode');
  const known = MODES.find((value) => value === mode);
  if (mode !== null && known === undefined) notes.push({ name: 'mode', value: mode });
  state.mode = known ?? 'plan';
  state.refused = undefined;
  const moves = params.get('moves') ?? '';
  if (state.mode === 'game') {
    const rollsText = params.get('rolls') ?? '';
    const rolls = digits(rollsText);
    const pieces = digits(moves);
    if (rolls === undefined) notes.push({ name: 'rolls', value: rollsText });
    if (pieces === undefined) notes.push({ name: 'moves', value: moves });
    const replayed = replayGame(rolledDiceGame(state.board), pieces ?? [], rolls ?? []);
    if (replayed.stop !== undefined) {
      // A bad roll, or a roll with no move after it and more rolls still: the rolls' fault.
      const reason = replayed.stop.refusal.reason;
      const name = reason === 'no-such-face' || reason === 'already-rolled' ? 'rolls' : 'moves';
      notes.push({
        name,
        value: name === 'rolls' ? rollsText : moves,
        turn: replayed.stop.at + 1,
        refusal: replayed.stop.refusal,
      });
    }
    if (JSON.stringify(gameRecord(replayed.game)) !== JSON.stringify(gameRecord(state.rolled))) {
      state.advice = [];
      changeRolled(state, replayed.game);
    }
  } else if (state.mode === 'play') {
    const pieces = digits(moves);
    if (pieces === undefined) notes.push({ name: 'moves', value: moves });
    restartKnown(state);
    if (state.known !== undefined) {
      const replayed = replayGame(state.known, pieces ?? []);
      state.known = replayed.game;
      if (replayed.stop !== undefined) {
        notes.push({
          name: 'moves',
          value: moves,
          turn: replayed.stop.at + 1,
          refusal: replayed.stop.refusal,
        });
      }
    } else if (moves !== '') {
      notes.push({ name: 'moves', value: moves });
    }
  } else {
    const stepText = params.get('step');
    const step = stepText === null ? 0 : Number(stepText);
    const last = state.replay?.moves.length ?? 0;
    if (!(Number.isInteger(step) && step >= 0 && step <= last) || stepText === '') {
      notes.push({ name: 'step', value: stepText ?? '' });
      state.step = 0;
    } else {
      state.step = step;
    }
  }
  state.notes = notes;
}
