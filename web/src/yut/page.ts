/**
 * The Dice Yut page: enter or roll ten dice, see the best score, step through an optimal plan on
 * the board (plan-player.ts), or play the game yourself and compare with the best (play-mode.ts).
 * This module is the shell: the board, the dice, the best score and the switch between the modes.
 */
import {
  type Board,
  classicBoard,
  type DiceError,
  formatDice,
  initialPosition,
  parseDice,
} from '../../../src/yut/index.js';
import { h } from '../dom.js';
import { svgWithStyles } from '../export-image.js';
import { onLangChange, t } from '../i18n.js';
import { icon } from '../icons.js';
import { CopyLink, type MountedPage, SaveButtons, syncUrl } from '../url-state.js';
import { YutBoardView } from './board-svg.js';
import { diceCount, diceErrorText, normalizeDiceText } from './dice-text.js';
import { PIECES, solveAndReplay } from './game.js';
import { PlanPlayer } from './plan-player.js';
import { PlayMode } from './play-mode.js';
import { RollMode } from './roll-mode.js';

const EXAMPLE_DICE = '1 2 3 4 1 2 3 4 1 2';

type Mode = 'plan' | 'play' | 'game';
const MODES: readonly Mode[] = ['plan', 'play', 'game'];

/** Builds the page inside `root`. */
export function mountYut(root: HTMLElement): MountedPage {
  const board = classicBoard();
  const page = new YutPage(root, board);
  onLangChange(() => page.render());
  return { apply: (params) => page.applyUrl(params), refresh: () => page.render() };
}

class YutPage {
  private readonly view: YutBoardView;
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
  private readonly diceError = h('p', { id: 'yut-dice-error', class: 'error' });
  private readonly diceChips = h('ol', { class: 'dice-chips', 'aria-hidden': 'true' });
  private readonly best = h('output', { id: 'yut-best', class: 'big-number' });
  private readonly modeButtons: Record<Mode, HTMLButtonElement> = {
    plan: h('button', { id: 'yut-mode-plan', type: 'button', class: 'segment' }),
    play: h('button', { id: 'yut-mode-play', type: 'button', class: 'segment' }),
    game: h('button', { id: 'yut-mode-game', type: 'button', class: 'segment' }),
  };

  /** The valid dice shown (none after invalid input). */
  private dice: number[] = [];
  private error: DiceError | undefined;
  /** Whether the error is said yet: after the field is left, or once it holds ten dice. */
  private errorShown = false;
  private mode: Mode = 'plan';
  private readonly copyLink = new CopyLink('yut-copy-link');
  private readonly save: SaveButtons;
  /** Set by a person's action: the next change of the address is a new history entry. */
  private pushNext = false;
  /**
   * True while a link's view is being applied, and before the first (the address is the link's
   * until the page shows it).
   */
  private applying = true;

  constructor(
    private readonly root: HTMLElement,
    private readonly board: Board,
  ) {
    this.view = new YutBoardView(board, PIECES, (piece) => {
      if (this.mode === 'play') {
        this.pushNext = true;
        this.play.choose(piece);
      } else if (this.mode === 'game') {
        this.game.choose(piece);
      }
    });
    const onChange = () => this.render();
    this.plan = new PlanPlayer(board, this.view, onChange);
    this.play = new PlayMode(board, this.view, onChange);
    this.game = new RollMode(board, this.view, onChange);
    this.save = new SaveButtons('yut', 'dice-yut', () => svgWithStyles(this.view.element));
    root.append(this.layout());
    this.wire(root);
    this.diceInput.value = EXAMPLE_DICE;
    this.loadDice();
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
    return h(
      'div',
      { class: 'yut-layout two-columns' },
      h('div', { class: 'board-column card' }, this.view.element, legend),
      h(
        'div',
        { class: 'side-column' },
        h('h2', { 'data-i18n': 'yut.title' }),
        h('p', { class: 'intro', 'data-i18n': 'yut.intro' }),
        form,
        this.diceChips,
        h('p', { class: 'best' }, h('span', { 'data-i18n': 'yut.best' }), ' ', this.best),
        h(
          'div',
          { class: 'segmented', role: 'group', 'data-i18n-label': 'yut.mode' },
          this.modeButtons.plan,
          this.modeButtons.play,
          this.modeButtons.game,
        ),
        this.plan.element,
        this.play.element,
        this.game.element,
        h('p', { class: 'link-row' }, this.copyLink.element, this.save.element),
        h('p', { class: 'help keys-help', id: 'yut-keys', 'data-i18n': 'yut.keys' }),
      ),
    );
  }

  private wire(root: HTMLElement): void {
    this.diceInput.addEventListener('input', () => {
      this.errorShown = diceCount(this.diceInput.value) >= 10;
      this.pushNext = true;
      this.loadDice();
    });
    // Every click on a control is a person's action (the next address change is pushed); the
    // autoplay and the page settling are not.
    root.addEventListener(
      'click',
      (event) => {
        if ((event.target as HTMLElement).closest('button') !== null) this.pushNext = true;
      },
      true,
    );
    this.diceInput.addEventListener('change', () => {
      this.errorShown = true;
      this.render();
    });
    root.querySelector('#yut-roll')!.addEventListener('click', () => {
      this.diceInput.value = formatDice(rollDice(10)).trim();
      this.errorShown = true;
      this.loadDice();
    });
    this.modeButtons.plan.addEventListener('click', () => this.setMode('plan'));
    this.modeButtons.play.addEventListener('click', () => this.setMode('play'));
    this.modeButtons.game.addEventListener('click', () => this.setMode('game'));
    // Arrow keys step through the plan, and 1 to 4 choose a piece, from anywhere on the page while
    // this panel is shown, but a text field (where they edit the dice), the tabs or the mode switch.
    document.addEventListener('keydown', (event) => {
      if (root.hidden || !isPageKey(event)) return;
      const target = event.target as HTMLElement;
      const stepKeys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
      this.pushNext = true;
      if (this.mode === 'plan' && stepKeys.includes(event.key)) {
        if (target.closest('.segmented, [role="tablist"]') !== null) return;
        const forward = event.key === 'ArrowRight';
        // goTo clamps: End is "as far as the plan goes".
        const step =
          event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? Number.MAX_SAFE_INTEGER
              : this.plan.current + (forward ? 1 : -1);
        this.plan.goTo(step, forward);
        event.preventDefault();
      } else if (this.mode === 'play' && /^[1-4]$/.test(event.key)) {
        this.play.choose(Number(event.key) - 1);
        event.preventDefault();
      } else if (this.mode === 'game' && /^[1-4]$/.test(event.key)) {
        this.game.choose(Number(event.key) - 1);
        event.preventDefault();
      } else if (this.mode === 'game' && event.key.toLowerCase() === 'r' && !event.shiftKey) {
        this.game.roll();
        event.preventDefault();
      }
    });
  }

  /** Reads the dice from the input; valid dice are solved at once, invalid ones clear the answer. */
  private loadDice(): void {
    const parsed = parseDice(normalizeDiceText(this.diceInput.value));
    this.plan.stopAutoplay();
    if (!parsed.ok) {
      this.error = parsed.error;
      // Nothing on screen may belong to the last valid dice.
      this.dice = [];
      this.plan.setReplay(undefined);
      this.play.start(undefined);
      this.view.show(initialPosition(this.board, PIECES));
      this.view.highlight({});
      this.render();
      return;
    }
    this.error = undefined;
    if (this.dice.length > 0 && sameDice(parsed.value, this.dice)) {
      this.render();
      return;
    }
    this.dice = parsed.value;
    this.plan.setReplay(solveAndReplay(this.board, this.dice));
    this.play.start(this.dice);
    this.showMode();
    this.render();
  }

  private setMode(mode: Mode): void {
    this.plan.stopAutoplay();
    this.mode = mode;
    this.showMode();
    this.render();
  }

  /** Lets the mode in view draw on the board. */
  private showMode(): void {
    if (this.mode === 'plan') this.plan.show();
    else if (this.mode === 'play') this.play.show();
    else this.game.show();
  }

  /** Shows the view a link names: its dice, mode, plan step and the moves played. */
  applyUrl(params: URLSearchParams): void {
    this.applying = true;
    try {
      const dice = params.get('dice');
      if (dice !== null && dice !== this.dice.join('')) {
        this.diceInput.value = normalizeDiceText(dice);
        this.errorShown = true;
        this.loadDice();
      }
      const mode = params.get('mode');
      this.mode = MODES.find((known) => known === mode) ?? 'plan';
      if (this.mode === 'game') {
        this.game.restore(params.get('rolls') ?? '', params.get('moves') ?? '');
      } else if (this.mode === 'play') {
        this.play.replay([...(params.get('moves') ?? '')].map(Number).filter((p) => p >= 1));
      } else {
        this.plan.goTo(Number(params.get('step') ?? 0) || 0);
      }
      this.showMode();
    } finally {
      this.applying = false;
    }
    this.render();
  }

  /** The view as a query: dice, mode, and the plan's step or the moves played. */
  private urlParams(): URLSearchParams {
    const params = new URLSearchParams();
    // A rolled game has its own dice (rolls=): the typed ones do not belong to its view.
    if (this.dice.length > 0 && this.mode !== 'game') params.set('dice', this.dice.join(''));
    if (this.mode === 'game') {
      params.set('mode', 'game');
      const { rolls, moves } = this.game.record;
      if (rolls !== '') params.set('rolls', rolls);
      if (moves !== '') params.set('moves', moves);
    } else if (this.mode === 'play') {
      params.set('mode', 'play');
      const moves = this.play.moves.join('');
      if (moves !== '') params.set('moves', moves);
    } else if (this.plan.current > 0) {
      params.set('step', String(this.plan.current));
    }
    return params;
  }

  /** Re-renders every text and state of the page (cheap: a few dozen elements). */
  render(): void {
    if (!this.applying && !this.root.hidden) {
      const before = location.hash;
      syncUrl('yut', this.urlParams(), this.pushNext && !this.plan.autoplaying);
      if (location.hash !== before) this.copyLink.reset();
    }
    this.pushNext = false;
    this.copyLink.render();
    this.save.render();
    this.view.translate();
    this.renderDice();
    for (const mode of MODES) {
      this.modeButtons[mode].textContent = t(`yut.mode.${mode}`);
      this.modeButtons[mode].setAttribute('aria-pressed', String(this.mode === mode));
    }
    this.root.dataset.mode = this.mode;
    this.plan.element.hidden = this.mode !== 'plan';
    this.play.element.hidden = this.mode !== 'play';
    this.game.element.hidden = this.mode !== 'game';
    this.view.setPiecesClickable(this.mode !== 'plan');
    if (this.mode === 'plan') this.plan.render();
    else if (this.mode === 'play') this.play.render();
    else this.game.render();
  }

  private renderDice(): void {
    this.best.textContent = String(this.plan.best ?? '–');
    const error = this.errorShown ? this.error : undefined;
    this.diceError.textContent = error ? diceErrorText(error) : '';
    if (error) this.diceInput.setAttribute('aria-invalid', 'true');
    else this.diceInput.removeAttribute('aria-invalid');
    const current = this.mode === 'plan' ? this.plan.current : (this.play.turn ?? 0) + 1;
    // Without valid dice, ten empty chips keep the row's height: nothing below it jumps.
    if (this.dice.length === 0) {
      this.diceChips.replaceChildren(
        ...Array.from({ length: 10 }, () => h('li', { class: 'die is-empty' })),
      );
      return;
    }
    this.diceChips.replaceChildren(
      ...this.dice.map((die, index) => {
        const chip = h('li', { class: 'die' }, String(die));
        chip.classList.toggle('is-current', index + 1 === current);
        chip.classList.toggle('is-done', index + 1 < current);
        return chip;
      }),
    );
  }
}

/**
 * True when a key press is the page's to take: no modifier, and not typed into a field (where the
 * keys edit text). Exported for the Omok page.
 */
export function isPageKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  return target?.closest?.('input, textarea, select, [contenteditable]') == null;
}

function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((die, index) => die === b[index]);
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
