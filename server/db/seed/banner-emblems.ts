/**
 * Pictures of what a banner offers, drawn around (0, 0) within about 110 units, in the fill they
 * inherit (the tenant's accent) with white details.
 */
export const EMBLEMS = {
  gift:
    '<rect x="-80" y="-30" width="160" height="110" rx="10"/><rect x="-90" y="-62" width="180" height="40" rx="8"/>' +
    '<path d="M-14-62h28V80h-28z" fill="#fff" opacity=".85"/><path d="M0-64q-50-60-60-20t60 20q50-60 60-20t-60 20z" fill="none" stroke="#fff" stroke-width="10"/>',
  coins:
    '<ellipse cx="-30" cy="70" rx="62" ry="20"/><ellipse cx="-30" cy="50" rx="62" ry="20" stroke="#fff" stroke-width="4"/>' +
    '<ellipse cx="-30" cy="26" rx="62" ry="20" stroke="#fff" stroke-width="4"/><circle cx="40" cy="-30" r="62" stroke="#fff" stroke-width="6"/>' +
    '<path d="M40-62l9 20 22 3-16 15 4 22-19-11-19 11 4-22-16-15 22-3z" fill="#fff"/>',
  member:
    '<circle cy="-40" r="44"/><path d="M-86 96q0-86 86-86t86 86z"/>' +
    '<circle cx="62" cy="50" r="34" fill="#fff"/><path d="M62 32v36M44 50h36" stroke="#111" stroke-width="9"/>',
  chat:
    '<path d="M-96-70h192q14 0 14 14v100q0 14-14 14H-20l-50 40v-40h-26q-14 0-14-14v-100q0-14 14-14z"/>' +
    '<path d="M-50-18l100-34-30 84-20-30z" fill="#fff"/>',
  trophy:
    '<path d="M-60-90h120v50q0 60-60 64-60-4-60-64zM-16-26h32v60h30v26h-92v-26h30z"/>' +
    '<path d="M-60-74h-34q0 52 40 56M60-74h34q0 52-40 56" fill="none" stroke="#fff" stroke-width="10"/>',
  calendar:
    '<rect x="-90" y="-70" width="180" height="160" rx="14"/><rect x="-90" y="-70" width="180" height="40" rx="14" fill="#fff" opacity=".85"/>' +
    '<path d="M-40 20l28 28 56-60" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>',
  ticket:
    '<path d="M-110-50h220v30a20 20 0 0 0 0 40v30h-220v-30a20 20 0 0 0 0-40z"/><path d="M40-50v100" stroke="#fff" stroke-width="5" stroke-dasharray="10 8"/>' +
    '<path d="M-40-26l8 17 19 2-14 13 4 19-17-10-17 10 4-19-14-13 19-2z" fill="#fff"/>',
  crown:
    '<path d="M-100 60v-110l50 50 50-80 50 80 50-50v110z"/><rect x="-100" y="70" width="200" height="24" rx="6"/>' +
    '<circle cy="10" r="16" fill="#fff"/><circle cx="-56" cy="24" r="10" fill="#fff"/><circle cx="56" cy="24" r="10" fill="#fff"/>',
  clover:
    '<circle cx="-34" cy="-34" r="40"/><circle cx="34" cy="-34" r="40"/><circle cx="-34" cy="34" r="40"/><circle cx="34" cy="34" r="40"/>' +
    '<path d="M0 0q20 60 60 100" fill="none" stroke="#fff" stroke-width="10"/><text y="14" font-size="40" font-weight="900" text-anchor="middle" fill="#fff">88</text>',
} as const;

export type Emblem = keyof typeof EMBLEMS;
