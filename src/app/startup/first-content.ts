/**
 * Calls `run` once `root` has a child: at once when it has one, else from a MutationObserver
 * callback, which runs before the browser paints again. Renders that leave `root` empty (texts
 * still loading) do not count.
 */
export function onFirstContent(root: HTMLElement, run: () => void): void {
  if (root.firstChild) return run();
  const observer = new MutationObserver(() => {
    if (!root.firstChild) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { childList: true });
}
