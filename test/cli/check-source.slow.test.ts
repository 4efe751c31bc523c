/**
 * The fixture solutions check-source.test.ts leaves out (npm run test:slow), in every language:
 * the same test over more programs. Compiling one takes seconds (a Java one more), about three
 * minutes for all of them on a first run (then cached).
 */
import { DEFAULT_FIXTURES, describeFixtures } from './fixtures.test-helper.js';

describeFixtures((_lang, name) => !DEFAULT_FIXTURES.has(name));
