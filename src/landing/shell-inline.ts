/** The shell script's entry: compiled on its own into index.html (landing-build.ts), never imported. */
import { runShell } from './shell';

runShell(window);
