import { randomInt } from 'node:crypto';

/** A waybill number: 'JP', 10 digits, then a Luhn (mod-10) check digit over those 10 digits. */
export const BILL_CODE_PATTERN = /^JP\d{11}$/;

/** The Luhn check digit of a digit string. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Doubling starts from the rightmost digit, since the check digit will follow it.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** 'JP' + the 10-digit body + its check digit. */
export function billCodeFromBody(body: string): string {
  if (!/^\d{10}$/.test(body)) throw new Error(`bill code body must be 10 digits: ${body}`);
  return `JP${body}${luhnCheckDigit(body)}`;
}

export function generateBillCode(nextDigit: () => number = () => randomInt(10)): string {
  let body = '';
  for (let i = 0; i < 10; i += 1) body += String(nextDigit());
  return billCodeFromBody(body);
}

export function isValidBillCode(code: string): boolean {
  if (!BILL_CODE_PATTERN.test(code)) return false;
  return luhnCheckDigit(code.slice(2, 12)) === Number(code[12]);
}
