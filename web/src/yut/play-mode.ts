/**
 * "Play it yourself": the person chooses the piece each turn, the core refuses an illegal choice
 * with its reason, and a finished game is compared with the best. It draws on the board shared
 * with the plan player, so the page calls `show` when this mode comes into view.
 */
import { type Board, type CellId, initialPosition, type Refusal } from '../../../src/yut/index.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import type { YutBoardView } from './board-svg.js';
import { movePath, PIECES, PlayGame } from './game.js';
import { pieceButtons, statusRow } from './mode-parts.js';
import { cellName } from './names.js';

/** A refused choice, kept to say why until the next choice. */
interface RefusedChoice {
  readonly piece: number;
  readonly refusal: Refusal;
  readonly die: number;
}

export class PlayMode {
  readonly element = h('div', { class: 'play-view' });
  private readonly prompt = h('p', { id: 'yut-play-prompt', class: 'prompt' });
  private readonly pieceButtons: HTMLButtonElement[] = [];
  private readonly message = h('p', { id: 'yut-message', class: 'message', role: 'status' });
  private readonly score = h('output', { id: 'yut-play-score', class: 'big-number' });
  private readonly undoButton = h('button', { id: 'yut-undo', type: 'button' });
  private readonly restartButton = h('button', { id: 'yut-restart', type: 'button' });
  private readonly result = h('div', { id: 'yut-result', class: 'result', 'aria-live': 'polite' });

  private game: PlayGame | undefined;
  private refused: RefusedChoice | undefined;

  /** `onChange` is called after every choice, for the page to re-render. */
  constructor(
    private readonly board: Board,
    private readonly view: YutBoardView,
    private readonly onChange: () => void,
  ) {
    this.pieceButtons.push(
      ...pieceButtons('data-piece', 'yut-play-prompt', (piece) => this.choose(piece)),
    );
    this.element.append(
      this.prompt,
      h('div', { class: 'piece-buttons' }, ...this.pieceButtons),
      this.message,
      statusRow(this.score, this.undoButton, this.restartButton),
      this.result,
    );
    this.undoButton.addEventListener('click', () => {
      this.game?.undo();
      this.refused = undefined;
      this.show();
      this.onChange();
    });
    this.restartButton.addEventListener('click', () => {
      if (this.game === undefined) return;
      this.start(this.game.dice);
      this.show();
      this.onChange();
    });
  }

  /** The 0-based turn to play, or undefined without a game (invalid dice). */
  get turn(): number | undefined {
    return this.game?.turn;
  }

  /** Starts a new game with `dice`, or none when the dice are invalid. */
  start(dice: readonly number[] | undefined): void {
    this.game = dice === undefined ? undefined : new PlayGame(this.board, dice);
    this.refused = undefined;
  }

  /** The pieces moved so far (1-based), for the address. */
  get moves(): number[] {
    return (this.game?.history ?? []).flatMap((turn) => (turn.move ? [turn.move.piece + 1] : []));
  }

  /** Plays `pieces` (1-based) from the start of the game, as far as they are legal. */
  replay(pieces: readonly number[]): void {
    const game = this.game;
    if (game === undefined) return;
    this.start(game.dice);
    for (const piece of pieces) {
      if (this.game!.isOver || !this.game!.choose(piece - 1).ok) break;
    }
    this.show();
  }

  /** Draws the game on the board; `moving` walks that piece along its path. */
  show(moving?: { piece: number; path: CellId[] }): void {
    if (this.game === undefined) return;
    this.view.show(this.game.current, moving);
    const last = this.game.history.at(-1)?.move ?? undefined;
    this.view.highlight(last ? { from: last.from, to: last.to } : {});
  }

  /** Moves `piece` (0-based) by this turn's roll, or keeps the reason it may not. */
  choose(piece: number): void {
    const game = this.game;
    if (game === undefined || game.isOver) return;
    const die = game.dice[game.turn]!;
    const outcome = game.choose(piece);
    if (!outcome.ok) {
      this.refused = { piece, refusal: outcome.error, die };
      this.show();
    } else {
      this.refused = undefined;
      this.show({ piece, path: movePath(this.board, outcome.value.from, die) });
    }
    this.onChange();
  }

  /** Re-renders the texts and buttons. */
  render(): void {
    const game = this.game;
    this.undoButton.textContent = t('yut.play.undo');
    this.restartButton.textContent = t('yut.play.restart');
    const position = game?.current ?? initialPosition(this.board, PIECES);
    this.pieceButtons.forEach((pieceButton, piece) => {
      pieceButton.textContent = '';
      pieceButton.append(
        h('span', { class: 'badge', 'aria-hidden': 'true' }, String(piece + 1)),
        h(
          'span',
          {},
          t('yut.pieceAt', { piece: piece + 1, cell: cellName(this.board, position[piece]!) }),
        ),
      );
      pieceButton.disabled = game?.isOver ?? true;
    });
    this.message.textContent = this.refused ? this.refusalText(this.refused) : '';
    this.message.classList.toggle('error', this.refused !== undefined);
    this.result.replaceChildren();
    if (game === undefined) {
      // No valid dice: nothing to play, and nothing left from the last dice.
      this.undoButton.disabled = true;
      this.restartButton.disabled = true;
      this.score.textContent = '–';
      this.prompt.textContent = '';
      return;
    }
    this.score.textContent = String(game.score);
    this.restartButton.disabled = false;
    this.undoButton.disabled = game.history.every((turn) => turn.move === null);
    this.prompt.textContent = game.isOver
      ? ''
      : t('yut.play.choose', {
          turn: game.turn + 1,
          turns: game.dice.length,
          roll: game.dice[game.turn]!,
        });
    if (game.isOver) this.renderReview(game);
  }

  private renderReview(game: PlayGame): void {
    const review = game.review();
    const name = (cell: CellId) => cellName(this.board, cell);
    const loss = review.firstLoss;
    this.result.append(
      h('p', { class: 'verdict' }, t('yut.play.result', { you: review.score, best: review.best })),
      h(
        'p',
        {},
        loss === undefined
          ? t('yut.play.perfect')
          : t('yut.play.firstLoss', {
              turn: loss.turn,
              roll: loss.die,
              piece: loss.move.piece + 1,
              from: name(loss.move.from),
              to: name(loss.move.to),
              after: loss.after,
              before: loss.before,
              bestPiece: loss.better.piece + 1,
              bestFrom: name(loss.better.from),
              bestTo: name(loss.better.to),
            }),
      ),
    );
  }

  private refusalText({ piece, refusal, die }: RefusedChoice): string {
    switch (refusal.reason) {
      case 'finished':
        return t('yut.play.finished', { piece: piece + 1 });
      case 'occupied':
        return t('yut.play.occupied', {
          piece: piece + 1,
          roll: die,
          cell: cellName(this.board, refusal.cell),
          by: refusal.by + 1,
        });
    }
  }
}
