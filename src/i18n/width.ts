/**
 * The width of a text in a terminal's columns, for tables and help that line up in Korean too: a
 * Hangul (or other wide) character takes two columns, a colour code none.
 */

/** Columns a text takes in a terminal: a Hangul or other wide character takes two. */
export function displayWidth(value: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes take no column
  const plain = value.replace(/\u001b\[[0-9;]*m/g, '');
  let width = 0;
  for (const char of plain) {
    const code = char.codePointAt(0)!;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6);
    width += wide ? 2 : 1;
  }
  return width;
}

/** `value` padded with spaces on the right to `width` columns. */
export function padEndWidth(value: string, width: number): string {
  return value + ' '.repeat(Math.max(0, width - displayWidth(value)));
}

/** `value` padded with spaces on the left to `width` columns. */
export function padStartWidth(value: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(value))) + value;
}
