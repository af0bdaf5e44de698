import type { Lang, Translated } from '../../i18n/language';
import { formatRupiahIn } from '../../i18n/money-text';
import type { OutgoingMail } from '../../mail/mailer';
import { digestLabels, digestTexts } from './report-digest.messages';

// The weekly digest e-mail (issue 31 item 7c): the dashboard's headline figures of the last 7 days,
// in the reader's language, without amounts for a hide-money reader.

/** The digest's figures: the dashboard's KPI values of the last 7 days (money ones absent when hidden). */
export interface DigestFigures {
  from: string;
  to: string;
  created: number;
  pickedUp: number;
  signed: number;
  returned: number;
  inTransit: number;
  deliverySuccess: number | null;
  onTimeBusiness: number | null;
  spendTotal?: number;
  codInProcess?: number | null;
}

type Line = Exclude<keyof DigestFigures, 'from' | 'to'>;

const LABELS: Record<Line, Translated> = digestLabels;
const TEXTS = digestTexts;
const NONE = '--';

const LOCALES: Record<Lang, string> = {
  zh: 'zh-CN',
  en: 'en-US',
  id: 'id-ID',
  th: 'th-TH',
  km: 'km-KH',
  ms: 'ms-MY',
  vi: 'vi-VN',
};
const RATES: readonly Line[] = ['deliverySuccess', 'onTimeBusiness'];
const MONEY: readonly Line[] = ['spendTotal', 'codInProcess'];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** One figure as the reader reads it: a count, a percentage or rupiah. */
function shown(line: Line, value: number | null, lang: Lang): string {
  if (value === null) return NONE;
  if (RATES.includes(line))
    return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 1 }).format(value);
  if (MONEY.includes(line)) return formatRupiahIn(value, lang);
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** The digest mail to `to`: a line per figure present (a hide-money reader's have no amounts). */
export function digestMail(to: string, figures: DigestFigures, lang: Lang): OutgoingMail {
  const range = { from: figures.from, to: figures.to };
  const lines = (Object.keys(LABELS) as Line[])
    .filter((line) => line in figures)
    .map((line) => `- ${LABELS[line][lang]}: ${shown(line, figures[line] ?? null, lang)}`);
  return {
    to,
    kind: 'weekly-digest',
    subject: fill(TEXTS.subject[lang], range),
    body: [fill(TEXTS.intro[lang], range), '', ...lines, '', TEXTS.outro[lang]].join('\n'),
    payload: { figures, lang },
  };
}
