import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** httpOnly cookie of a browser where the address has signed in successfully before. */
export const DEVICE_COOKIE = 'avala_dev';
export const DEVICE_COOKIE_DAYS = 180;

/**
 * A trusted-device token is `nonce.mac(nonce, email)`: it is bound to one address, cannot be
 * forged without the server secret, and needs no table. It does not sign anybody in; it only
 * moves that browser's failed attempts onto their own streak (see login-delay.ts).
 */
export function createDeviceTokens(secret: string) {
  const mac = (nonce: string, email: string) => createHmac('sha256', `device:${secret}`).update(`${nonce}\n${email}`).digest('base64url');
  return {
    issue(email: string): string {
      const nonce = randomBytes(12).toString('base64url');
      return `${nonce}.${mac(nonce, email)}`;
    },
    /** The throttle key of this device for the address, or undefined when the token is not valid for it. */
    throttleKey(email: string, token: string | undefined): string | undefined {
      const [nonce, given, extra] = (token ?? '').split('.');
      if (!nonce || !given || extra !== undefined) return undefined;
      const expected = Buffer.from(mac(nonce, email));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
      return `device:${nonce}:${email}`;
    },
  };
}
export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
