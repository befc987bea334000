import { isRememberOn, loadCredentials, saveCredentials } from '../../lib/remembered-credentials';
import { storage } from '../../lib/storage';

/** Spec §4: drop the temporary session password and update the remembered one when remembering. */
export async function rememberNewPassword(userName: string, newPassword: string): Promise<void> {
  storage.remove('PSW');
  if (!isRememberOn()) return;
  const saved = await loadCredentials('username');
  if (saved && saved.username.toLowerCase() === userName.toLowerCase())
    await saveCredentials({ ...saved, password: newPassword });
}
