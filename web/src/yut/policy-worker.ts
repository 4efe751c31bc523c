/**
 * The best policy of Dice Yut (the core's expectimax table, `nori yut --policy`) in a Web Worker:
 * built once (about a second), then each question, the expected points from a position and the
 * value of every move for a roll, is answered at once. The page never waits on it.
 */
import {
  BAEKJOON_GAME,
  classicBoard,
  expectedFrom,
  type Policy,
  type Position,
  policyChoices,
  solvePolicy,
} from '../../../src/yut/index.js';
import type { PolicyAnswer, PolicyQuestion } from './policy-client.js';

let policy: Policy | undefined;

function build(): Policy {
  if (policy !== undefined) return policy;
  const result = solvePolicy(classicBoard(), BAEKJOON_GAME);
  if (!result.ok) throw new Error(result.error.message);
  policy = result.value;
  return policy;
}

self.addEventListener('message', (event: MessageEvent<PolicyQuestion>) => {
  const { id, position, turn, roll } = event.data;
  const table = build();
  const at = position as Position;
  const answer: PolicyAnswer = {
    id,
    start: table.expected,
    expected: expectedFrom(table, at, turn),
    choices: roll === undefined ? undefined : policyChoices(table, at, turn, roll),
  };
  self.postMessage(answer);
});
