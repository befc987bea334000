/** A football centred on (x, y). */
export const football = (x: number, y: number, radius = 14) =>
  `<g transform="translate(${x} ${y}) scale(${radius / 14})"><circle r="14" fill="#fff" stroke="#111" stroke-width="1.5"/>` +
  `<path d="M0-6l5.7 4.1-2.2 6.7h-7l-2.2-6.7zM0-6v-8M5.7-1.9l7.6-2.5M3.5 4.8l4.7 6.5M-3.5 4.8l-4.7 6.5M-5.7-1.9l-7.6-2.5" fill="#111" stroke="#111" stroke-width="1.5"/></g>`;

const PITCH_LINES =
  '<path d="M100 36v88M24 58h20v44H24M176 58h-20v44h20" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>' +
  '<circle cx="100" cy="80" r="16" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>';

const field = (colour: string, lines: string) =>
  `<rect x="20" y="34" width="160" height="92" rx="8" fill="${colour}" stroke="#fff" stroke-width="2"/>${lines}`;

const basketball =
  '<g transform="translate(132 98)"><circle r="16" fill="#ea580c" stroke="#431407" stroke-width="1.5"/>' +
  '<path d="M-16 0h32M0-16v32M-11-11q8 11 0 22M11-11q-8 11 0 22" fill="none" stroke="#431407" stroke-width="1.5"/></g>';
const tennisBall =
  '<g transform="translate(132 98)"><circle r="13" fill="#d9f99d" stroke="#65a30d"/>' +
  '<path d="M-9-9q9 9 0 18M9-9q-9 9 0 18" fill="none" stroke="#fff" stroke-width="2"/></g>';
const controller =
  '<path d="M56 62h88q22 0 26 30t-20 26l-18-16H68l-18 16q-24 4-20-26t26-30z" fill="#111827" stroke="#22d3ee" stroke-width="3"/>' +
  '<path d="M70 80v16M62 88h16" stroke="#fff" stroke-width="5"/>' +
  '<circle cx="128" cy="82" r="5" fill="#ef4444"/><circle cx="140" cy="94" r="5" fill="#22c55e"/>';
const trophy =
  '<path d="M76 40h48v22q0 24-24 26-24-2-24-26zM92 88h16v14h12v10H80v-10h12z" fill="#facc15" stroke="#a16207" stroke-width="2"/>' +
  '<path d="M76 46H62q0 20 18 22M124 46h14q0 20-18 22" fill="none" stroke="#facc15" stroke-width="4"/>';

/** Sports lobbies: the pitch and its ball, a court, a track, an e-sports pad or an arena trophy. */
export function sportsMotif(name: string): string {
  if (/sabong|cock/i.test(name))
    return (
      '<circle cx="100" cy="84" r="48" fill="#d6b37a" stroke="#7c2d12" stroke-width="6"/>' + trophy
    );
  if (/basket/i.test(name))
    return (
      field(
        '#c2410c',
        '<path d="M100 34v92M20 80h36M180 80h-36" stroke="#fff" stroke-width="2"/><circle cx="100" cy="80" r="14" fill="none" stroke="#fff" stroke-width="2"/>',
      ) + basketball
    );
  if (/tennis/i.test(name))
    return (
      field(
        '#1d4ed8',
        '<path d="M100 34v92M40 34v92M160 34v92M40 80h120" stroke="#fff" stroke-width="2"/>',
      ) + tennisBall
    );
  if (/horse|racing|derby/i.test(name))
    return (
      '<ellipse cx="100" cy="82" rx="80" ry="44" fill="#a16207"/><ellipse cx="100" cy="82" rx="56" ry="24" fill="#15803d"/>' +
      '<ellipse cx="100" cy="82" rx="68" ry="34" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 6"/>' +
      trophy.replace(/<path d="M76 46[^>]*>/, '')
    );
  if (/e-sports|arena|shooter|league|battle/i.test(name)) return controller;
  return field('#15803d', PITCH_LINES) + football(136, 100);
}
