import { SHELL_ID } from '../../landing/shell-ids';

/**
 * Removes the first-paint shell once React has put something into `root`. A MutationObserver
 * callback runs before the browser paints again, so the shell and the real header are never on
 * screen together and nothing shifts. Renders that leave `root` empty (texts still loading) keep it.
 */
export function dismissShellOnFirstContent(root: HTMLElement, doc: Document = document): void {
  const shell = doc.getElementById(SHELL_ID);
  if (!shell) return;
  const dismiss = () => {
    if (!root.firstChild) return false;
    shell.remove();
    return true;
  };
  if (dismiss()) return;
  const observer = new MutationObserver(() => {
    if (dismiss()) observer.disconnect();
  });
  observer.observe(root, { childList: true });
}
