/** Keyboard helpers both pages share. */

/**
 * True when a key press is the page's to take: no modifier, and not typed into a field (where the
 * keys edit text).
 */
export function isPageKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  return target?.closest?.('input, textarea, select, [contenteditable]') == null;
}

/** The step a navigation key asks for in a list of `last + 1` places, or undefined. */
export function stepKey(key: string, current: number, last: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'ArrowRight':
      return Math.min(last, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
