import { BILL_CODE_PATTERN } from 'shared';

/** A waybill number of this courier: 'JP' followed by 11 digits (generated from the gateway). */
export { BILL_CODE_PATTERN };
export const MAX_BILL_CODES = 50;

export interface ParsedBillCodes {
  /** Upper-cased, trimmed, de-duplicated, in the order typed. */
  codes: string[];
  /** Entries of `codes` that do not match {@link BILL_CODE_PATTERN}. */
  malformed: string[];
}

/** Splits the textarea's contents on new lines, commas and spaces. */
export function parseBillCodes(text: string): ParsedBillCodes {
  const codes = [
    ...new Set(
      text
        .split(/[\s,，]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  return { codes, malformed: codes.filter((code) => !BILL_CODE_PATTERN.test(code)) };
}

export type BillCodeProblem =
  { kind: 'empty' } | { kind: 'tooMany'; count: number } | { kind: 'malformed'; codes: string[] };

/** The first reason the parsed input cannot be queried, or null when it can. */
export function validateBillCodes({ codes, malformed }: ParsedBillCodes): BillCodeProblem | null {
  if (codes.length === 0) return { kind: 'empty' };
  if (codes.length > MAX_BILL_CODES) return { kind: 'tooMany', count: codes.length };
  if (malformed.length > 0) return { kind: 'malformed', codes: malformed };
  return null;
}
