import { hashOf } from './svg';

const fish = (x: number, y: number, scale: number, colour: string, flip = false) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})" fill="${colour}">` +
  '<path d="M-30 0q20-24 44 0-24 24-44 0zM10 0l20-15v30z"/><path d="M-8-12l8-10 6 10z"/>' +
  '<circle cx="-20" cy="-4" r="3.5" fill="#fff"/><circle cx="-20" cy="-4" r="1.6" fill="#111"/></g>';

const COLOURS = ['#f97316', '#facc15', '#f43f5e', '#a855f7', '#22c55e', '#fb7185'];

/**
 * Fish-shooting games: a big fish in a cannon's cross-hair, a smaller one behind it, bubbles and
 * sea grass. Sharks are grey; the other fish take a colour from the name.
 */
export function fishMotif(name: string): string {
  const hash = hashOf(name);
  const big = /shark/i.test(name) ? '#94a3b8' : COLOURS[hash % COLOURS.length]!;
  const small = COLOURS[(hash >>> 5) % COLOURS.length]!;
  const bubbles = [0, 1, 2, 3]
    .map((index) => {
      const x = 30 + ((hash >>> (index * 5)) % 140);
      return `<circle cx="${x}" cy="${40 + index * 22}" r="${3 + index}" fill="none" stroke="#fff" stroke-width="1.5" opacity=".8"/>`;
    })
    .join('');
  return (
    '<path d="M0 48q25-8 50 0t50 0 50 0 50 0" fill="none" stroke="#fff" stroke-width="2" opacity=".25"/>' +
    '<path d="M26 136q-10-20 0-38t0-38M176 136q10-18 0-34" fill="none" stroke="#16a34a" stroke-width="5"/>' +
    fish(146, 54, 0.8, small, true) +
    fish(92, 92, 1.6, big) +
    bubbles +
    '<g transform="translate(70 88)" stroke="#f43f5e" stroke-width="3" fill="none"><circle r="14"/>' +
    '<path d="M0-22v12M0 10v12M-22 0h12M10 0h12"/></g>'
  );
}
