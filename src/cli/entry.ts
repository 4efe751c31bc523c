/** Entry point of the bundled command: runs `main` on the process's arguments. */
import { main } from './main.js';

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
