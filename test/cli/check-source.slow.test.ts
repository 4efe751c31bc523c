/**
 * The Java fixture solutions check-source.test.ts leaves out (npm run test:slow): compiling one
 * takes seconds, about two minutes for all of them on a first run (then cached).
 */
import { describeFixtures, JAVA_DEFAULT } from './fixtures.test-helper.js';

describeFixtures((lang, name) => lang === 'java' && !JAVA_DEFAULT.has(name));
