/**
 * The evaluation's worths for one colour (pattern4.ts, `evalWorths`): its points' worths by the
 * combination of their four line shapes (`own` when the colour is to move, `opp` when it is not)
 * and the threat weights when it is to move. One table for both colours under the standard rule
 * and freestyle (eval-table.ts); under renju one for each colour (eval-table-renju.ts), as black's
 * threats there are not white's.
 */
export interface EvalWorths {
  readonly own: readonly number[];
  readonly opp: readonly number[];
  readonly threat: readonly number[];
}
