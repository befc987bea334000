import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM().window;

/** The SVG parsed as XML; throws on a document that is not well-formed. */
export function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (document.getElementsByTagName('parsererror').length > 0 || !document.documentElement)
    throw new Error(`not well-formed XML: ${svg.slice(0, 120)}…`);
  return document;
}

/** Every text the picture sets in type, one entry per <text> (its lines joined by spaces). */
export const textsOf = (document: Document) =>
  [...document.getElementsByTagName('text')].map((text) =>
    [...text.childNodes].map((node) => node.textContent ?? '').join(' '),
  );
