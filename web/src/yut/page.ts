/**
 * The Dice Yut page: enter or roll ten dice, see the best score, step through an optimal plan on
 * the board (plan-player.ts), play the game yourself and compare with the best (play-mode.ts), or
 * roll as you go (roll-mode.ts). Everything shown is state.ts's plain data, changed only by its
 * functions through `act`; this module is the shell: the board, the dice, the best score, the
 * switch between the modes and the address.
 */
import {
  type Board,
  classicBoard,
  formatDice,
  lastMove,
  parseDice,
} from '../../../src/yut/index.js';
import { h, keepBelowBoard, whenIdle } from '../dom.js';
import { svgWithStyles } from '../export-image.js';
import { onLangChange, t } from '../i18n.js';
import { icon } from '../icons.js';
import { isPageKey, stepKey } from '../keys.js';
import {
  CopyLink,
  currentHash,
  type MountedPage,
  parseHash,
  SaveButtons,
  shortenedLinkValue,
  syncUrl,
} from '../url-state.js';
import { YutBoardView } from './board-svg.js';
import { diceCount, diceErrorText, normalizeDiceText } from './dice-text.js';
import { refusalText, setText, type YutHost } from './mode-parts.js';
import { PlanPlayer } from './plan-player.js';
import { PlayMode } from './play-mode.js';
import { RollMode } from './roll-mode.js';
import {
  activeGame,
  applyParams,
  initialYutState,
  type LinkNote,
  MODES,
  type Mode,
  type Moving,
  pieceCount,
  setDice,
  setMode,
  shownPosition,
  solveAndReplay,
  stateParams,
  type YutState,
} from './state.js';

const EXAMPLE_DICE = '1 2 3 4 1 2 3 4 1 2';

/** Dice of every face, solved once while the page is idle (`warmUp`). */
const WARM_UP_DICE: readonly (readonly number[])[] = [
  [5, 3, 1, 4, 2, 5, 2, 4, 1, 3],
  [2, 4, 5, 1, 3, 3, 5, 2, 1, 4],
  [4, 1, 2, 5, 5, 3, 1, 3, 4, 2],
];

/** Builds the page inside `root`. */
export function mountYut(root: HTMLElement): MountedPage {
  const page = new YutPage(root, classicBoard());
  onLangChange(() => page.render());
  return { apply: (params) => page.applyUrl(params), refresh: () => page.render() };
}

class YutPage implements YutHost {
  readonly state: YutState;
  readonly view: YutBoardView;
  private readonly plan: PlanPlayer;
  private readonly play: PlayMode;
  private readonly game: RollMode;
  private readonly diceInput = h('input', {
    id: 'yut-dice',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': 'yut-dice-error',
  });
  // An alert: a mistake in the rolls is said as it appears, not only when the field is read.
  private readonly diceError = h('p', { id: 'yut-dice-error', class: 'error', role: 'alert' });
  private readonly linkNote = h('p', {
    id: 'yut-link-note',
    class: 'message error',
    role: 'status',
  });
  private readonly diceChips = h('ol', { class: 'dice-chips', 'aria-hidden': 'true' });
  private readonly best = h('output', { id: 'yut-best', class: 'big-number' });
  private readonly modeButtons: Record<Mode, HTMLButtonElement> = {
    plan: h('button', { id: 'yut-mode-plan', type: 'button', class: 'segment' }),
    play: h('button', { id: 'yut-mode-play', type: 'button', class: 'segment' }),
    game: h('button', { id: 'yut-mode-game', type: 'button', class: 'segment' }),
  };
  /** Whether the dice error is said yet: after the field is left, or once it holds ten dice. */
  private errorShown = false;
  private readonly copyLink = new CopyLink('yut-copy-link');
  private readonly save: SaveButtons;
  /**
   * True while a link's view is being applied, and before the first (the address is the link's
   * until the page shows it).
   */
  private applying = true;
  /** What the board shows now, to redraw only what changed. */
  private drawn = '';
  private chipsKey = '';

  constructor(
    private readonly root: HTMLElement,
    readonly board: Board,
  ) {
    this.state = initialYutState(board);
    this.view = new YutBoardView(board, pieceCount(this.state), (piece) => {
      if (this.state.mode === 'play') this.play.choose(piece);
      else if (this.state.mode === 'game') this.game.choose(piece);
    });
    this.plan = new PlanPlayer(this);
    this.play = new PlayMode(this);
    this.game = new RollMode(this);
    this.save = new SaveButtons('yut', 'dice-yut', () => svgWithStyles(this.view.element));
    root.append(this.layout());
    this.wire(root);
    this.diceInput.value = EXAMPLE_DICE;
    this.loadDice();
    this.warmUp();
  }

  /**
   * Solves a few more dice while the page is idle after it opens, one set an idle moment: the
   * solver's first runs are its slowest (the browser compiles it, and the states it meets are
   * added to the board's shared graph), and the first new dice rolled would pay for them in the
   * click (a task of over 100 ms at 4x slow-down).
   */
  private warmUp(): void {
    let next = 0;
    const step = () => {
      const dice = WARM_UP_DICE[next++];
      if (dice === undefined) return;
      solveAndReplay(this.board, dice);
      whenIdle(step);
    };
    whenIdle(step);
  }

  act(change: (state: YutState) => unknown, push = false): void {
    const result = change(this.state);
    // A change that moved a piece returns the move to walk (state.ts's `Moving`).
    const moving =
      typeof result === 'object' && result !== null && 'path' in result
        ? (result as Moving)
        : undefined;
    this.draw(moving);
    this.render(push);
  }

  private layout(): HTMLElement {
    const legendItem = (
      swatch: string,
      key: 'yut.legend.blue' | 'yut.legend.route' | 'yut.legend.red',
    ) => h('li', {}, h('span', { class: `swatch ${swatch}` }), h('span', { 'data-i18n': key }));
    const legend = h(
      'ul',
      { class: 'legend' },
      legendItem('swatch-blue', 'yut.legend.blue'),
      legendItem('swatch-route', 'yut.legend.route'),
      legendItem('swatch-arrow', 'yut.legend.red'),
    );
    const form = h(
      'form',
      { class: 'dice-form', novalidate: true },
      h('label', { for: 'yut-dice', 'data-i18n': 'yut.dice' }),
      h(
        'div',
        { class: 'row' },
        this.diceInput,
        h(
          'button',
          { id: 'yut-roll', type: 'button' },
          icon('die'),
          h('span', { 'data-i18n': 'yut.roll' }),
        ),
      ),
      this.diceError,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.loadDice();
    });
    // On a phone the board comes first, then what acts on it (the mode's status and actions),
    // then the dice and the rest: the first screen holds the board, the status and the actions.
    return h(
      'div',
      { class: 'yut-layout two-columns' },
      h('div', { class: 'board-column card' }, this.view.element),
      h(
        'div',
        { class: 'side-column' },
        h(
          'div',
          { class: 'segmented', role: 'group', 'data-i18n-label': 'yut.mode' },
          this.modeButtons.plan,
          this.modeButtons.play,
          this.modeButtons.game,
        ),
        this.linkNote,
        this.plan.element,
        this.play.element,
        this.game.element,
        h('h2', { 'data-i18n': 'yut.title' }),
        form,
        this.diceChips,
        // Said whole ("Best score: 190") whenever the rolls give a new one.
        h(
          'p',
          { class: 'best', role: 'status', 'aria-atomic': 'true' },
          h('span', { 'data-i18n': 'yut.best' }),
          ' ',
          this.best,
        ),
        h('p', { class: 'intro', 'data-i18n': 'yut.intro' }),
        legend,
        h('p', { class: 'link-row' }, this.copyLink.element, this.save.element),
        h('p', { class: 'help keys-help', id: 'yut-keys', 'data-i18n': 'yut.keys' }),
      ),
    );
  }

  /**
   * Scrolls so that the rolls' form (the field and its error) is below the board kept on screen
   * (sticky on a phone) and above the bottom of the window. No change of layout: a board that
   * stopped being sticky while the field had the focus moved the page under a tap on Next.
   */
  private keepDiceFieldInView(): void {
    const form = this.diceInput.closest('form');
    const board = this.diceInput.closest('.two-columns')?.querySelector('.board-column');
    if (form !== null) keepBelowBoard(form, board);
  }

  private wire(root: HTMLElement): void {
    this.diceInput.addEventListener('input', () => {
      this.errorShown = diceCount(this.diceInput.value) >= 10;
      this.loadDice();
      // The plan's table empties while the rolls are not ten and comes back with them, and the
      // page's height with it: the field being typed in and its error are kept on the screen (a
      // browser trial found them scrolled under the board, or above the screen, on a phone).
      this.keepDiceFieldInView();
    });
    this.diceInput.addEventListener('change', () => {
      this.errorShown = true;
      this.render();
    });
    root.querySelector('#yut-roll')!.addEventListener('click', () => {
      this.diceInput.value = formatDice(rollDice(10)).trim();
      this.errorShown = true;
      this.loadDice();
    });
    for (const mode of MODES) {
      this.modeButtons[mode].addEventListener('click', () => {
        this.plan.stopAutoplay();
        this.act((state) => setMode(state, mode), true);
      });
    }
    // Arrow keys step through the plan, and 1 to 4 choose a piece, from anywhere on the page while
    // this panel is shown, but a text field (where they edit the dice), the tabs or the mode switch.
    document.addEventListener('keydown', (event) => {
      if (root.hidden || !isPageKey(event)) return;
      const target = event.target as HTMLElement;
      const { mode } = this.state;
      const count = pieceCount(this.state);
      if (mode === 'plan') {
        if (target.closest('.segmented, [role="tablist"]') !== null) return;
        const last = this.state.replay?.moves.length ?? 0;
        const step = stepKey(event.key, this.state.step, last);
        if (step === undefined) return;
        this.plan.goTo(step);
      } else if (/^[1-9]$/.test(event.key) && Number(event.key) <= count) {
        if (mode === 'play') this.play.choose(Number(event.key) - 1);
        else this.game.choose(Number(event.key) - 1);
      } else if (mode === 'game' && event.key.toLowerCase() === 'r' && !event.shiftKey) {
        this.game.roll();
      } else return;
      event.preventDefault();
    });
  }

  /** Reads the dice from the input; valid dice are solved at once, invalid ones clear the answer. */
  private loadDice(): void {
    this.plan.stopAutoplay();
    this.act((state) => {
      setDice(state, parseDice(normalizeDiceText(this.diceInput.value)));
    });
  }

  /** Shows the view a link names: its dice, mode, plan step and the moves played. */
  applyUrl(params: URLSearchParams): void {
    this.applying = true;
    try {
      this.plan.stopAutoplay();
      const dice = params.get('dice');
      if (dice !== null && dice !== this.state.dice.join('')) {
        this.diceInput.value = normalizeDiceText(dice);
        this.errorShown = true;
      }
      applyParams(this.state, params, (text) => parseDice(normalizeDiceText(text)));
      this.draw(undefined);
    } finally {
      this.applying = false;
    }
    this.render();
  }

  /** Draws the mode's position and marks on the board, when they changed. */
  private draw(moving: Moving | undefined): void {
    const { state } = this;
    const position = shownPosition(state);
    const move =
      state.mode === 'plan'
        ? state.step > 0
          ? (state.replay?.moves[state.step - 1] ?? undefined)
          : undefined
        : lastMove(activeGame(state) ?? state.rolled);
    const key = `${position.join(',')}|${move?.from}-${move?.to}|${state.mode}`;
    if (key === this.drawn && moving === undefined) return;
    this.drawn = key;
    this.view.show(position, moving);
    this.view.highlight(
      move === undefined || move === null
        ? {}
        : { from: move.from, to: move.to, active: state.mode === 'plan' ? move.piece : undefined },
    );
  }

  /**
   * Re-renders what may have changed and puts the view in the address: a change of dice or mode,
   * or `push` (a new game), is a new history entry; moving within a game replaces the entry.
   */
  render(push = false): void {
    const { state } = this;
    if (!this.applying && !this.root.hidden) {
      const before = currentHash();
      const params = stateParams(state);
      const old = parseHash(before).params;
      // A bare `#yut` is a tab just opened, settling on its view: that replaces the entry.
      const settling = old.size === 0;
      const newView =
        !settling &&
        (push || old.get('dice') !== params.get('dice') || old.get('mode') !== params.get('mode'));
      syncUrl('yut', params, newView);
      if (currentHash() !== before) this.copyLink.reset();
    }
    this.copyLink.render();
    this.save.render();
    this.view.translate();
    this.renderDice();
    for (const mode of MODES) {
      setText(this.modeButtons[mode], t(`yut.mode.${mode}`));
      this.modeButtons[mode].setAttribute('aria-pressed', String(state.mode === mode));
    }
    setText(this.linkNote, state.notes.map((note) => this.noteText(note)).join(' '));
    this.linkNote.hidden = state.notes.length === 0;
    this.root.dataset.mode = state.mode;
    this.plan.element.hidden = state.mode !== 'plan';
    this.play.element.hidden = state.mode !== 'play';
    this.game.element.hidden = state.mode !== 'game';
    this.view.setPiecesClickable(state.mode !== 'plan');
    if (state.mode === 'plan') this.plan.render();
    else if (state.mode === 'play') this.play.render();
    else this.game.render();
  }

  private noteText(note: LinkNote): string {
    if (note.refusal === undefined || note.turn === undefined) {
      return t('yut.link.value', { name: note.name, value: shortenedLinkValue(note.value) });
    }
    if (note.name === 'rolls' && note.refusal.reason === 'already-rolled') {
      return t('yut.link.extraRolls', { turn: note.turn });
    }
    const reason = refusalText(this.board, {
      piece: note.refusal.reason === 'no-such-piece' ? note.refusal.piece : 0,
      die: undefined,
      refusal: note.refusal,
    });
    return t('yut.link.stopped', { name: note.name, turn: note.turn, reason });
  }

  private renderDice(): void {
    const { state } = this;
    setText(this.best, String(state.replay?.solution.score ?? '–'));
    const error = this.errorShown ? state.diceError : undefined;
    setText(this.diceError, error ? diceErrorText(error) : '');
    if (error) this.diceInput.setAttribute('aria-invalid', 'true');
    else this.diceInput.removeAttribute('aria-invalid');
    const current = state.mode === 'plan' ? state.step : (state.known?.played.length ?? 0) + 1;
    const key = `${state.dice.join('')}:${current}`;
    if (key === this.chipsKey) return;
    this.chipsKey = key;
    // Without valid dice, ten empty chips keep the row's height: nothing below it jumps.
    if (state.dice.length === 0) {
      this.diceChips.replaceChildren(
        ...Array.from({ length: 10 }, () => h('li', { class: 'die is-empty' })),
      );
      return;
    }
    this.diceChips.replaceChildren(
      ...state.dice.map((die, index) => {
        const chip = h('li', { class: 'die' }, String(die));
        chip.classList.toggle('is-current', index + 1 === current);
        chip.classList.toggle('is-done', index + 1 < current);
        return chip;
      }),
    );
  }
}

/** Ten fair dice from the browser's cryptographic generator. */
function rollDice(count: number): number[] {
  const dice: number[] = [];
  while (dice.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count))) {
      // 250 is a multiple of 5: dropping bytes from 250 up keeps every face equally likely.
      if (byte < 250 && dice.length < count) dice.push((byte % 5) + 1);
    }
  }
  return dice;
}
