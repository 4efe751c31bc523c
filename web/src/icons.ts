/** Small inline icons (drawn here, so no icon font or remote file is needed). */
import { s } from './dom.js';

const PATHS = {
  first: 'M3 3h2v10H3zM13 3 6 8l7 5z',
  last: 'M13 3h-2v10h2zM3 3l7 5-7 5z',
  prev: 'M11.5 3 4.5 8l7 5z',
  next: 'M4.5 3l7 5-7 5z',
  play: 'M4 2.5 13.5 8 4 13.5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  die: 'M3 1.5h10A1.5 1.5 0 0 1 14.5 3v10a1.5 1.5 0 0 1-1.5 1.5H3A1.5 1.5 0 0 1 1.5 13V3A1.5 1.5 0 0 1 3 1.5zm1.8 2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm6.4 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zM8 6.7a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zM4.8 9.9a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm6.4 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z',
  undo: 'M6 3 1.5 7 6 11V8.2c3.6 0 5.8 1 7.5 3.8-.6-4-2.8-6.7-7.5-7.1z',
  redo: 'M10 3 14.5 7 10 11V8.2c-3.6 0-5.8 1-7.5 3.8.6-4 2.8-6.7 7.5-7.1z',
  copy: 'M5 1.5h7A1.5 1.5 0 0 1 13.5 3v8H12V3H5zM3 4.5h6.5A1.5 1.5 0 0 1 11 6v7.5A1.5 1.5 0 0 1 9.5 15H3a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 3 4.5z',
} as const;

/** The name of an icon. */
export type IconName = keyof typeof PATHS;

/** A 16 x 16 icon in the current text colour, hidden from screen readers (its button has a label). */
export function icon(name: IconName): SVGSVGElement {
  return s(
    'svg',
    {
      viewBox: '0 0 16 16',
      width: 16,
      height: 16,
      class: 'icon',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    s('path', { d: PATHS[name], fill: 'currentColor', 'fill-rule': 'evenodd' }),
  );
}
