/** The colours of `nori yut`'s pictures and reports, when the output wants colour (io/output.ts). */
import pc from 'picocolors';
import type { Paint } from '../../yut/index.js';
import { wantsColor } from '../io/output.js';

/** The yut core's `Paint` in terminal colours: pieces bold yellow, blue corners cyan. */
export function yutPaint(): Paint {
  const colors = pc.createColors(wantsColor());
  return {
    piece: (text) => colors.bold(colors.yellow(text)),
    blue: colors.cyan,
    dim: colors.dim,
    bold: colors.bold,
  };
}
