import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import type { MountedRow } from './mount-row';
import { visit } from './settle';

const present = (testId: string) => document.querySelector(`[data-testid="${testId}"]`) !== null;

/**
 * Login methods (tabs, or the single form's method when there are no tabs) and social buttons;
 * registration tabs and the form shown first. Guests only: they are the ones who see these.
 */
export async function observeAuthScreens(row: MountedRow): Promise<SurfaceValues> {
  if (present('header-balance') || row.router.state.location.pathname !== '/m/home')
    await visit(row, '/m/home');
  if (present('header-balance')) return {};

  await visit(row, '/m/login');
  const tabs = ['username', 'sms'].filter((id) => present(`login-tab-${id}`));
  const single = document.querySelector('form[data-method]')?.getAttribute('data-method');
  const methods = tabs.length ? tabs : single ? [single] : [];
  const social = ['facebook', 'google'].filter((id) => present(`login-social-${id}`));

  await visit(row, '/m/register');
  const registerTabs = present('register-tab-username') && present('register-tab-mobile');
  const form = present('register-mobile-form')
    ? 'mobile'
    : present('register-username-form')
      ? 'username'
      : 'none';
  return {
    loginOptions: [...methods, ...social],
    registerTabs: [registerTabs ? 'tabs: username, mobile' : 'no tabs', `form: ${form}`],
  };
}
