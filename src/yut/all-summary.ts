/**
 * What a table of every input looks like, for people: smallest, largest, mean and median answer,
 * the distribution, and the inputs with the lowest and the highest answers. Pure: the text is
 * built here and printed by the command.
 */
import { diceOfIndex } from './all.js';

/** One input of the table and its answer. */
export interface TableEntry {
  readonly index: number;
  readonly dice: readonly number[];
  readonly score: number;
}

/** Statistics of a table of answers. */
export interface TableSummary {
  readonly count: number;
  readonly smallest: number;
  readonly largest: number;
  readonly mean: number;
  /** The smallest answer that at least half of the inputs reach or stay under. */
  readonly median: number;
  /** `inputsScoring[score]`: how many inputs have that answer (0..largest). */
  readonly inputsScoring: Float64Array;
  /** The inputs with the lowest answers, lowest first (ties: smaller index first). */
  readonly lowest: readonly TableEntry[];
  /** The inputs with the highest answers, highest first (ties: smaller index first). */
  readonly highest: readonly TableEntry[];
}

/**
 * Summarises `table` (answers of `turns` rolls of a `faces`-sided die, indexed as in cli.md),
 * keeping `examples` inputs at each end. Two passes over the table, no sorting.
 */
export function summarizeTable(
  table: Uint16Array,
  turns = 10,
  faces = 5,
  examples = 5,
): TableSummary {
  const inputsScoring = new Float64Array(0x10000);
  let sum = 0;
  for (let i = 0; i < table.length; i++) {
    const score = table[i]!;
    inputsScoring[score]++;
    sum += score;
  }
  let smallest = 0;
  while (smallest < 0xffff && inputsScoring[smallest] === 0) smallest++;
  let largest = 0xffff;
  while (largest > 0 && inputsScoring[largest] === 0) largest--;
  let median = smallest;
  for (let seen = inputsScoring[median]!; seen * 2 < table.length; ) {
    median++;
    seen += inputsScoring[median]!;
  }

  // The answer below which fewer than `examples` inputs lie, and how many of it to keep.
  const want = Math.min(examples, table.length);
  const cutoff = (from: number, direction: 1 | -1): { score: number; atScore: number } => {
    let score = from;
    let before = 0;
    while (before + inputsScoring[score]! < want) {
      before += inputsScoring[score]!;
      score += direction;
    }
    return { score, atScore: want - before };
  };
  const low = cutoff(smallest, 1);
  const high = cutoff(largest, -1);
  const lowest: TableEntry[] = [];
  const highest: TableEntry[] = [];
  let lowAtCutoff = 0;
  let highAtCutoff = 0;
  for (let index = 0; index < table.length; index++) {
    const score = table[index]!;
    if (score < low.score || (score === low.score && lowAtCutoff++ < low.atScore)) {
      lowest.push({ index, dice: diceOfIndex(index, turns, faces), score });
    }
    if (score > high.score || (score === high.score && highAtCutoff++ < high.atScore)) {
      highest.push({ index, dice: diceOfIndex(index, turns, faces), score });
    }
  }
  lowest.sort((a, b) => a.score - b.score || a.index - b.index);
  highest.sort((a, b) => b.score - a.score || a.index - b.index);
  return {
    count: table.length,
    smallest,
    largest,
    mean: table.length === 0 ? 0 : sum / table.length,
    median,
    inputsScoring: inputsScoring.slice(0, largest + 1),
    lowest,
    highest,
  };
}

/** The width of a histogram bin: a round number giving at most `rows` rows over the range. */
function binWidthFor(smallest: number, largest: number, rows: number): number {
  for (const width of [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000]) {
    if (Math.floor(largest / width) - Math.floor(smallest / width) < rows) return width;
  }
  return 0x10000;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A bar of `fraction` (0..1) of `width` characters, in eighths of a character. */
function bar(fraction: number, width: number): string {
  const eighths = Math.round(fraction * width * 8);
  const text = '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]!;
  // A bin that holds any input shows at least a sliver.
  return text === '' && fraction > 0 ? '▏' : text;
}

const grouped = (value: number): string => value.toLocaleString('en-US');

/** The summary as text: the figures, a histogram of at most `rows` rows, and the examples. */
export function formatTableSummary(summary: TableSummary, rows = 24, barWidth = 40): string {
  const { count, smallest, largest, inputsScoring } = summary;
  if (count === 0) return 'no inputs\n';
  const lines: string[] = [];
  const atSmallest = inputsScoring[smallest]!;
  const atLargest = inputsScoring[largest]!;
  lines.push(
    `smallest ${smallest} (${grouped(atSmallest)} input${atSmallest === 1 ? '' : 's'}), ` +
      `largest ${largest} (${grouped(atLargest)} input${atLargest === 1 ? '' : 's'}), ` +
      `mean ${summary.mean.toFixed(2)}, median ${summary.median}`,
  );
  lines.push('');

  const width = binWidthFor(smallest, largest, rows);
  const firstBin = Math.floor(smallest / width);
  const bins = new Float64Array(Math.floor(largest / width) - firstBin + 1);
  for (let score = smallest; score <= largest; score++) {
    bins[Math.floor(score / width) - firstBin] += inputsScoring[score]!;
  }
  const fullest = Math.max(...bins);
  const labelOf = (bin: number): string => {
    const from = (bin + firstBin) * width;
    return width === 1 ? String(from) : `${from}-${from + width - 1}`;
  };
  const labelWidth = Math.max(...Array.from(bins, (_, bin) => labelOf(bin).length));
  const countWidth = grouped(fullest).length;
  lines.push(`answers        inputs${width === 1 ? '' : ` (bins of ${width} points)`}`);
  bins.forEach((inputs, bin) => {
    const percent = `${((100 * inputs) / count).toFixed(1)}%`.padStart(6);
    lines.push(
      `${labelOf(bin).padStart(labelWidth)}  ${grouped(inputs).padStart(countWidth)} ${percent}  ${bar(inputs / fullest, barWidth)}`.trimEnd(),
    );
  });
  lines.push('');

  const example = ({ score, dice }: TableEntry): string =>
    `  ${String(score).padStart(5)}  ${dice.join(' ')}`;
  lines.push('lowest answers:');
  lines.push(...summary.lowest.map(example));
  lines.push('highest answers:');
  lines.push(...summary.highest.map(example));
  return `${lines.join('\n')}\n`;
}
