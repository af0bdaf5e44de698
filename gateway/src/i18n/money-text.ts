import { pick, type BaseTexts, type Lang } from './language';
import { hasMessage, t } from './messages';

/**
 * An amount of rupiah as a param of a text (a notification's body, a formula): typed as money so
 * that the reader's hide-money flag and language decide at render time how it reads, or whether
 * it reads at all. Stored as is in a notification's params (jsonb).
 * @example
 * notify(db, tenant, { ..., params: { batchNo, amount: money(batch.netPayout) } });
 */
export interface MoneyParam {
  money: number;
}

/** A text param: one value, one per language (a catalogue name), or an amount of money. */
export type TextParam = string | number | MoneyParam | BaseTexts;

/** `amount` as a money param of a text. */
export const money = (amount: number): MoneyParam => ({ money: amount });

/** Whether a param is an amount of money (`money(...)`). */
export function isMoneyParam(value: unknown): value is MoneyParam {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof (value as { money?: unknown }).money === 'number' &&
    Number.isFinite((value as { money: number }).money)
  );
}

const GROUPING: Record<Lang, string> = { id: '.', en: ',', zh: ',', th: ',', km: ',', ms: ',', vi: '.' };

/**
 * Whole rupiah in the reader's language: Indonesian groups thousands with dots, English and
 * Chinese with commas.
 * @example
 * formatRupiahIn(3618442, 'id'); // 'Rp 3.618.442'
 * formatRupiahIn(-1500, 'en'); // '-Rp 1,500'
 */
export function formatRupiahIn(amount: number, lang: Lang): string {
  const sign = amount < 0 ? '-' : '';
  const whole = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, GROUPING[lang]);
  return `${sign}Rp ${whole}`;
}

/** The key of a text's variant that reads without its amounts: `<key>.noAmount`. */
export const noAmountKey = (key: string): string => `${key}.noAmount`;

/** What a hidden amount reads as in a text that has no variant without it. */
export const HIDDEN_AMOUNT = '***';

/**
 * Renders catalogue text `key` with `params` for a reader: money params formatted as rupiah in
 * `lang`; for a hide-money reader, the text's variant without the amount (`<key>.noAmount`) when
 * any param is money (an amount never reaches that reader: without a variant each amount reads
 * `***`). `moneyNames` also treats those plain params as money (rows written before the kind).
 * @example
 * moneyText('id', 'cod.notify.paid.body', { batchNo, amount: money(3618442) }, { hideMoney: false });
 * // '… Rp 3.618.442 …'
 */
export function moneyText(
  lang: Lang,
  key: string,
  params: Record<string, TextParam>,
  reader: { hideMoney: boolean },
  moneyNames: readonly string[] = [],
): string {
  const isMoney = (name: string, value: TextParam) => isMoneyParam(value) || moneyNames.includes(name);
  const anyMoney = Object.entries(params).some(([name, value]) => isMoney(name, value));
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (isMoney(name, value)) {
      if (reader.hideMoney) flat[name] = HIDDEN_AMOUNT;
      else if (isMoneyParam(value)) flat[name] = formatRupiahIn(value.money, lang);
      else if (typeof value === 'number') flat[name] = formatRupiahIn(value, lang);
      else flat[name] = typeof value === 'string' ? value : HIDDEN_AMOUNT;
    } else if (typeof value === 'object') flat[name] = pick(value as BaseTexts, lang);
    else flat[name] = value;
  }
  if (reader.hideMoney && anyMoney && hasMessage(noAmountKey(key))) return t(lang, noAmountKey(key), flat);
  return t(lang, key, flat);
}
