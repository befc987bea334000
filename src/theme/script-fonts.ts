/**
 * System fonts per script, so that every language renders with what Android (Noto) and iOS already have:
 * nothing is downloaded. Listed before the tenant's stack: CJK needs the language's own glyph shapes
 * (han unification), and fonts without Latin letters fall through to the tenant's font for those.
 */
const SCRIPT_FONTS: Record<string, string> = {
  zh: '"PingFang SC", "Noto Sans SC", "Noto Sans CJK SC", "Microsoft YaHei"',
  'zh-TW': '"PingFang TC", "Noto Sans TC", "Noto Sans CJK TC", "Microsoft JhengHei"',
  ja: '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", Meiryo',
  ko: '"Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic"',
  th: '"Noto Sans Thai UI", "Noto Sans Thai", Thonburi, "Leelawadee UI", Tahoma',
  lo: '"Noto Sans Lao UI", "Noto Sans Lao", "Lao Sangam MN", "Lao UI"',
  km: '"Noto Sans Khmer UI", "Noto Sans Khmer", "Khmer Sangam MN", "Leelawadee UI"',
  my: '"Noto Sans Myanmar UI", "Noto Sans Myanmar", "Myanmar Sangam MN", "Myanmar Text"',
  hi: '"Noto Sans Devanagari UI", "Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI"',
  ne: '"Noto Sans Devanagari UI", "Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI"',
  bn: '"Noto Sans Bengali UI", "Noto Sans Bengali", "Kohinoor Bangla", "Nirmala UI"',
  ta: '"Noto Sans Tamil UI", "Noto Sans Tamil", "Tamil Sangam MN", "Nirmala UI"',
  te: '"Noto Sans Telugu UI", "Noto Sans Telugu", "Kohinoor Telugu", "Nirmala UI"',
  ar: '"Noto Sans Arabic UI", "Noto Sans Arabic", "Geeza Pro", "Segoe UI"',
  fa: '"Noto Sans Arabic UI", "Noto Sans Arabic", "Geeza Pro", "Segoe UI"',
  ur: '"Noto Nastaliq Urdu", "Noto Sans Arabic UI", "Noto Sans Arabic", "Geeza Pro", "Segoe UI"',
};

/** `:lang()` rules giving each script its font stack in front of the tenant's `font`. */
export function scriptFontCss(tenantFont: string): string {
  return Object.entries(SCRIPT_FONTS)
    .map(([language, fonts]) => `html:lang(${language}) body{font-family:${fonts},${tenantFont}}`)
    .join('');
}
