/**
 * Line icons drawn on a 24×24 grid (stroke, no fill), referenced by id from registry entries.
 * Drawn for this project: simple geometric shapes, no icon library.
 */
export const ICON_PATHS = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  gift: 'M4 10h16v4H4zM5 14v6h14v-6M12 10v10M12 10c-2-4-6-4-6-1 0 1 1 1 6 1 5 0 6 0 6-1 0-3-4-3-6 1',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l12-3v3M16 13h2',
  cash: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5M6 10v4M18 10v4',
  users:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M3 20c0-4 3-6 6-6s6 2 6 6M16 5a3 3 0 0 1 0 6M18 14c2 1 3 3 3 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21c0-5 4-7 8-7s8 2 8 7',
  userPlus: 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M3 21c0-5 3-7 7-7 2 0 3 .5 4 1M18 14v6M15 17h6',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2',
  percent: 'M19 5 5 19M7 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4M17 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  facebook: 'M14 21v-8h3l.5-3H14V8c0-1 .5-1.5 1.5-1.5H18V4h-3c-2.5 0-4 1.5-4 4v2H8v3h3v8',
  telegram: 'M3 11l18-7-3 16-6-5-3 3v-5l9-7-11 6z',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  report: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  dice: 'M4 4h16v16H4zM8.5 8.5h.01M15.5 15.5h.01M12 12h.01M15.5 8.5h.01M8.5 15.5h.01',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  transfer: 'M4 8h14l-3-3M20 16H6l3 3',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4c0 3 2 5 4 5M16 6h4c0 3-2 5-4 5M12 13v4M8 20h8M9 17h6',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3M20 19c0 1-2 2-5 2',
  chat: 'M4 5h16v11H9l-5 4z',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4',
  refresh: 'M20 11a8 8 0 1 0-2 6M20 4v7h-7',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6',
  logout: 'M10 4H4v16h6M15 8l4 4-4 4M19 12H9',
  envelope: 'M5 3h14v18H5zM5 8c4 3 10 3 14 0M12 11v2',
  coins:
    'M8 9c3 0 5-1 5-2s-2-2-5-2-5 1-5 2 2 2 5 2M3 7v8c0 1 2 2 5 2M13 7v3M16 19c3 0 5-1 5-2v-5c0-1-2-2-5-2s-5 1-5 2v5c0 1 2 2 5 2M11 12c0 1 2 2 5 2s5-1 5-2',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  back: 'M15 5l-7 7 7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  chevron: 'M9 5l7 7-7 7',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  /** iOS Safari's Share button: a box with an arrow out of its top. */
  share: 'M12 3v12M8 7l4-4 4 4M8 10H5v11h14V10h-3',
  /** iOS's Add to Home Screen: a plus in a rounded square. */
  addToHome: 'M7 4h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3M12 8v8M8 12h8',
} as const;

export type IconId = keyof typeof ICON_PATHS;
