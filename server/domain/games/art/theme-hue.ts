/** Hues a game's theme word calls for ("Jade Riches" is green, "Volcano Blaze" orange). */
const THEME_HUES: [RegExp, number][] = [
  [/jade|emerald|jungle|lucky|panda|safari/i, 145],
  [/ruby|dragon|volcano|samurai|koi|phoenix|coral|lava|blaze/i, 358],
  [/fortune|golden|gold|pharaoh|desert|aztec|treasure|tiger/i, 40],
  [/sapphire|ocean|viking|thunder|silver|royal|shark/i, 218],
  [/frozen|crystal|arctic|mermaid/i, 192],
  [/mystic|cosmic|galaxy|zodiac|magic|midnight|kraken/i, 268],
  [/candy|lotus|carnival|neon/i, 318],
  [/sunset|pirate|wild/i, 22],
];

/** The theme's hue, or undefined when the name has no theme word. */
export const themeHue = (name: string) => THEME_HUES.find(([pattern]) => pattern.test(name))?.[1];
