import { routeById } from '../../src/registry/routes';

/** The routes the preview frames can open, in the order the picker lists them (paths from the registry). */
export const PREVIEW_ROUTES = [
  { id: 'home', label: 'Home', path: routeById('home').path },
  { id: 'member-centre', label: 'Member centre', path: routeById('mine').path },
  { id: 'login', label: 'Log in', path: routeById('login').path },
  { id: 'register', label: 'Register', path: routeById('register').path },
  { id: 'deposit', label: 'Deposit', path: routeById('voucherCenter').path },
  { id: 'agent-home', label: 'Agent home', path: routeById('agentHome').path },
] as const;

/** The viewer id of a player who is not logged in; every other id is a demo account's user name. */
export const GUEST_VIEWER = 'guest';

/** Query parameter the preview page reads to pick the language (stored as the site's `wl_lang`). */
export const PREVIEW_LANGUAGE_PARAM = 'studioLang';
