/** What the matrix checks, in report column order. Each value is a list of short tokens. */
export const SURFACES = [
  'header',
  'headerMenu',
  'sideMenu',
  'memberCentre',
  'memberCentreTemplate',
  'memberCentreHeader',
  'depositTemplate',
  'access',
  'chrome',
  'loginOptions',
  'registerTabs',
  'agentNav',
  'agentFooter',
  'contractPrompts',
  /** Entries shown in any menu whose page's gate is closed for the row (expected: none). */
  'visibleUsable',
] as const;
export type SurfaceName = (typeof SURFACES)[number];

/** Tokens per surface; a surface that does not apply to the row is left out. */
export type SurfaceValues = Partial<Record<SurfaceName, readonly string[]>>;

/** How a surface was observed: in a rendered DOM (fast level) or in the browser. */
export type SurfaceLevel = 'dom' | 'browser';
