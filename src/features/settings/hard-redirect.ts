/** A full page load (spec §4: settings logs out with a hard redirect, so no member state survives). */
export function hardRedirect(path: string): void {
  window.location.replace(path);
}
