let locks = 0;
let previousOverflow = '';

/** Stops the page behind open overlays from scrolling; nested overlays share one lock. Returns the release. */
export function lockBodyScroll(): () => void {
  if (locks++ === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) document.body.style.overflow = previousOverflow;
  };
}
