/**
 * "Play it yourself": the person chooses the piece each turn, the core refuses an illegal choice
 * with its reason, and a finished game is compared with the best. The game is state.ts's; this
 * renders it and turns clicks into its functions.
 */
import {
  type CellId,
  canUndo,
  currentDie,
  isOver,
  reviewGame,
  scoreOf,
} from '../../../src/yut/index.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import {
  pieceButtons,
  refusalText,
  renderPieceButtons,
  setText,
  statusRow,
  type YutHost,
} from './mode-parts.js';
import { cellName } from './names.js';
import { choosePiece, restartKnown, shownPosition, undoMove } from './state.js';

export class PlayMode {
  readonly element = h('div', { class: 'play-view' });
  private readonly prompt = h('p', { id: 'yut-play-prompt', class: 'prompt' });
  private readonly pieceButtons: HTMLButtonElement[];
  private readonly message = h('p', { id: 'yut-message', class: 'message', role: 'status' });
  private readonly score = h('output', { id: 'yut-play-score', class: 'big-number' });
  private readonly undoButton = h('button', { id: 'yut-undo', type: 'button' });
  private readonly restartButton = h('button', { id: 'yut-restart', type: 'button' });
  private readonly result = h('div', { id: 'yut-result', class: 'result', 'aria-live': 'polite' });
  private reviewed: unknown;

  constructor(private readonly host: YutHost) {
    this.pieceButtons = pieceButtons(
      host.state.rolled.pieces,
      'data-piece',
      'yut-play-prompt',
      (piece) => this.choose(piece),
    );
    // The prompt, a refusal's reason and Undo first: on a phone they come right under the board.
    this.element.append(
      this.prompt,
      this.message,
      statusRow(this.score, this.undoButton, this.restartButton),
      h('div', { class: 'piece-buttons' }, ...this.pieceButtons),
      this.result,
    );
    this.undoButton.addEventListener('click', () => host.act(undoMove));
    this.restartButton.addEventListener('click', () => host.act(restartKnown, true));
  }

  choose(piece: number): void {
    this.host.act((state) => choosePiece(state, piece));
  }

  render(): void {
    const { state, board } = this.host;
    const game = state.known;
    this.undoButton.textContent = t('yut.play.undo');
    this.restartButton.textContent = t('yut.play.restart');
    renderPieceButtons(
      this.pieceButtons,
      board,
      shownPosition(state),
      game === undefined || isOver(game),
    );
    setText(this.message, state.refused ? refusalText(board, state.refused) : '');
    this.message.classList.toggle('error', state.refused !== undefined);
    if (game === undefined) {
      // No valid dice: nothing to play, and nothing left from the last dice.
      this.undoButton.disabled = true;
      this.restartButton.disabled = true;
      setText(this.score, '–');
      setText(this.prompt, '');
      this.result.replaceChildren();
      this.reviewed = undefined;
      return;
    }
    setText(this.score, String(scoreOf(game)));
    this.restartButton.disabled = false;
    this.undoButton.disabled = !canUndo(game);
    const die = currentDie(game);
    setText(
      this.prompt,
      die === undefined
        ? ''
        : t('yut.play.choose', { turn: game.played.length + 1, turns: game.turns, roll: die }),
    );
    const key = isOver(game)
      ? `${game.dice.join('')}:${game.played.map((p) => p.move?.piece).join('')}:${t('yut.play.score')}`
      : undefined;
    if (key !== this.reviewed) {
      this.reviewed = key;
      this.result.replaceChildren();
      if (isOver(game)) this.renderReview(game);
    }
  }

  private renderReview(game: Parameters<typeof reviewGame>[0]): void {
    const review = reviewGame(game);
    const name = (cell: CellId) => cellName(this.host.board, cell);
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
}
