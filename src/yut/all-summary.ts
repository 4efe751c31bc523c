/**
 * What a table of every input looks like, for people: smallest, largest, mean and median answer,
 * the distribution, and the inputs with the lowest and the highest answers.
 *
 * The counting is a tally that merges: tallies of disjoint sets of answers (the blocks of the
 * parts of the table, counted on the threads that solved them) add up to the tally of their union,
 * so the whole table never needs a second pass. Pure: the text is built here, printed by the
 * command.
 */
import { displayWidth, type Lang, padStartWidth, text } from '../i18n/index.js';
import { diceOfIndex } from './all.js';

/** An input of the table, by index, and its answer. */
export interface TallyEntry {
  readonly index: number;
  readonly score: number;
}

/** Counts of a set of answers of the table, and its extreme inputs. */
export interface AnswerTally {
  readonly count: number;
  /** `inputsScoring[score]`: how many of the answers equal score (up to the largest). */
  readonly inputsScoring: Float64Array;
  /** The lowest answers, lowest first, ties by smaller index; at most the examples asked for. */
  readonly lowest: readonly TallyEntry[];
  /** The highest answers, highest first, ties by smaller index. */
  readonly highest: readonly TallyEntry[];
}

/** Where the answers of a tally sit in the table: answer i is at index first + i * step. */
export interface TallyPlace {
  readonly first: number;
  readonly step: number;
}

/**
 * Counts `answers`, keeping the `examples` lowest and highest (two passes, no sorting of the
 * answers). `place` says where they sit in the table, so that examples name their inputs.
 */
export function tallyAnswers(
  answers: Uint16Array,
  examples = 5,
  place: TallyPlace = { first: 0, step: 1 },
): AnswerTally {
  const counts = new Float64Array(0x10000);
  for (let i = 0; i < answers.length; i++) counts[answers[i]!]++;
  let largest = 0xffff;
  while (largest > 0 && counts[largest] === 0) largest--;
  let smallest = 0;
  while (smallest < largest && counts[smallest] === 0) smallest++;

  // The score at which the examples stop, and how many inputs of that score they take.
  const want = Math.min(examples, answers.length);
  const cutoff = (from: number, direction: 1 | -1): { score: number; atScore: number } => {
    let score = from;
    let before = 0;
    while (before + counts[score]! < want) {
      before += counts[score]!;
      score += direction;
    }
    return { score, atScore: want - before };
  };
  const low = cutoff(smallest, 1);
  const high = cutoff(largest, -1);
  const lowest: TallyEntry[] = [];
  const highest: TallyEntry[] = [];
  let lowTaken = 0;
  let highTaken = 0;
  if (want > 0) {
    for (let i = 0; i < answers.length; i++) {
      const score = answers[i]!;
      if (score > low.score && score < high.score) continue;
      const index = place.first + i * place.step;
      if (score < low.score || (score === low.score && lowTaken++ < low.atScore)) {
        lowest.push({ index, score });
      }
      if (score > high.score || (score === high.score && highTaken++ < high.atScore)) {
        highest.push({ index, score });
      }
    }
  }
  lowest.sort((a, b) => a.score - b.score || a.index - b.index);
  highest.sort((a, b) => b.score - a.score || a.index - b.index);
  return { count: answers.length, inputsScoring: counts.slice(0, largest + 1), lowest, highest };
}

/** The tally of the union of disjoint sets of answers, keeping `examples` at each end. */
export function mergeTallies(tallies: readonly AnswerTally[], examples = 5): AnswerTally {
  let length = 0;
  for (const tally of tallies) length = Math.max(length, tally.inputsScoring.length);
  const inputsScoring = new Float64Array(length);
  let count = 0;
  for (const tally of tallies) {
    count += tally.count;
    tally.inputsScoring.forEach((inputs, score) => {
      inputsScoring[score] += inputs;
    });
  }
  // Each set's extremes include every one of the union's extremes that lies in it.
  const lowest = tallies
    .flatMap((tally) => tally.lowest)
    .sort((a, b) => a.score - b.score || a.index - b.index);
  const highest = tallies
    .flatMap((tally) => tally.highest)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return {
    count,
    inputsScoring,
    lowest: lowest.slice(0, examples),
    highest: highest.slice(0, examples),
  };
}

/** One input of the table with its answer. */
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

/** The figures of a tally of a table of `turns` rolls of a `faces`-sided die. */
export function summarizeTally(tally: AnswerTally, turns = 10, faces = 5): TableSummary {
  const { count, inputsScoring } = tally;
  const largest = Math.max(0, inputsScoring.length - 1);
  let smallest = 0;
  while (smallest < largest && inputsScoring[smallest] === 0) smallest++;
  let sum = 0;
  let median = -1;
  let seen = 0;
  inputsScoring.forEach((inputs, score) => {
    sum += inputs * score;
    seen += inputs;
    if (median === -1 && seen * 2 >= count && inputs > 0) median = score;
  });
  const withDice = ({ index, score }: TallyEntry): TableEntry => ({
    index,
    dice: diceOfIndex(index, turns, faces),
    score,
  });
  return {
    count,
    smallest,
    largest,
    mean: count === 0 ? 0 : sum / count,
    median: Math.max(median, 0),
    inputsScoring,
    lowest: tally.lowest.map(withDice),
    highest: tally.highest.map(withDice),
  };
}

/**
 * Summarises a whole `table` (answers of `turns` rolls of a `faces`-sided die, indexed as in
 * docs/cli.md), keeping `examples` inputs at each end.
 */
export function summarizeTable(
  table: Uint16Array,
  turns = 10,
  faces = 5,
  examples = 5,
): TableSummary {
  return summarizeTally(tallyAnswers(table, examples), turns, faces);
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
export function formatTableSummary(
  summary: TableSummary,
  rows = 24,
  barWidth = 40,
  lang: Lang = 'en',
): string {
  const { count, smallest, largest, inputsScoring } = summary;
  if (count === 0) return `${text(lang, 'yut.all.none')}\n`;
  const lines: string[] = [];
  const atSmallest = inputsScoring[smallest]!;
  const atLargest = inputsScoring[largest]!;
  lines.push(
    text(lang, 'yut.all.figures', {
      smallest,
      atSmallest: grouped(atSmallest),
      largest,
      atLargest: grouped(atLargest),
      mean: summary.mean.toFixed(2),
      median: summary.median,
    }),
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
  const answerTitle = text(lang, 'yut.all.answer');
  const inputsTitle = text(lang, 'yut.all.inputs');
  const labelWidth = Math.max(
    displayWidth(answerTitle),
    ...Array.from(bins, (_, bin) => labelOf(bin).length),
  );
  const countWidth = Math.max(displayWidth(inputsTitle), grouped(fullest).length);
  lines.push(
    width === 1
      ? text(lang, 'yut.all.distribution')
      : text(lang, 'yut.all.distribution.bins', { width }),
  );
  lines.push(
    `${padStartWidth(answerTitle, labelWidth)}  ${padStartWidth(inputsTitle, countWidth)}  ${padStartWidth(text(lang, 'yut.all.share'), 6)}`,
  );
  bins.forEach((inputs, bin) => {
    const label = labelOf(bin).padStart(labelWidth);
    const share = `${((100 * inputs) / count).toFixed(1)}%`.padStart(6);
    const shown = `${label}  ${grouped(inputs).padStart(countWidth)}  ${share}  ${bar(inputs / fullest, barWidth)}`;
    lines.push(shown.trimEnd());
  });
  lines.push('');

  const example = ({ score, dice }: TableEntry): string =>
    `  ${String(score).padStart(5)}  ${dice.join(' ')}`;
  lines.push(text(lang, 'yut.all.lowest'));
  lines.push(...summary.lowest.map(example));
  lines.push(text(lang, 'yut.all.highest'));
  lines.push(...summary.highest.map(example));
  return `${lines.join('\n')}\n`;
}
