/** The part of jsdom the SVG checks use (jsdom ships no types; its XML parser is strict). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
