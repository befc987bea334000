/** The routes the preview frames can open, in the order the picker lists them. */
export const PREVIEW_ROUTES = [
  { id: 'home', label: 'Home', path: '/m/home' },
  { id: 'member-centre', label: 'Member centre', path: '/m/mine' },
  { id: 'login', label: 'Log in', path: '/m/login' },
  { id: 'register', label: 'Register', path: '/m/register' },
  { id: 'deposit', label: 'Deposit', path: '/m/voucherCenter' },
  { id: 'agent-home', label: 'Agent home', path: '/m/agent/home' },
] as const;

/** The viewer id of a player who is not logged in; every other id is a demo account's user name. */
export const GUEST_VIEWER = 'guest';

/** Query parameter the preview page reads to pick the language (stored as the site's `wl_lang`). */
export const PREVIEW_LANGUAGE_PARAM = 'studioLang';
