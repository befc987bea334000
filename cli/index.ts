/** The `wl` command line (run by cli/bin/wl.js); the command tree is built in cli/program.ts. */
import { createProgram } from './program';

await createProgram().parseAsync(process.argv);
