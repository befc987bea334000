import { SHELL_ID } from '../../landing/shell-ids';
import { onFirstContent } from './first-content';

/**
 * Removes the first-paint shell once React has put something into `root`, before the browser paints
 * again: the shell and the real header are never on screen together and nothing shifts.
 */
export function dismissShellOnFirstContent(root: HTMLElement, doc: Document = document): void {
  const shell = doc.getElementById(SHELL_ID);
  if (shell) onFirstContent(root, () => shell.remove());
}
