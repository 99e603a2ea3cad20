const KEY = 'avala.passwordResetDone';

/** The reset page leaves a one-time note so the sign-in form it goes to can say the reset worked. */
export function notePasswordReset(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the reset page's own success alert already said it.
  }
}

export function hasPasswordResetNote(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearPasswordResetNote(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
