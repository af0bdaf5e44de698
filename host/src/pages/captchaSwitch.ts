import { getCaptchaSwitch } from '../api/auth';

/**
 * Whether the gateway wants a captcha for this account from this client (the spec's captcha
 * switch: after failed logins, or always when switched on). A failed call answers true: the
 * captcha shows, and the gateway checks one whenever it is sent.
 * @example
 * if (await captchaSwitch('shipper01')) showCaptcha();
 */
export function captchaSwitch(loginCode: string): Promise<boolean> {
  return getCaptchaSwitch(loginCode.trim()).then(
    (answer) => answer?.required ?? true,
    () => true,
  );
}
