/** Leaves the site in this tab (the identity provider returns to /m/login); a seam for tests. */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
