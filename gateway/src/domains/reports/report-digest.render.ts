import type { Lang } from '../../i18n/language';
import { formatRupiahIn } from '../../i18n/money-text';
import type { OutgoingMail } from '../../mail/mailer';

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

const LABELS: Record<Line, Record<Lang, string>> = {
  created: { zh: '下单', en: 'Orders created', id: 'Pesanan dibuat' },
  pickedUp: { zh: '已揽收', en: 'Picked up', id: 'Dijemput' },
  signed: { zh: '已签收', en: 'Signed (delivered)', id: 'Diterima' },
  returned: { zh: '已退回', en: 'Returned', id: 'Diretur' },
  inTransit: { zh: '运输中', en: 'In transit', id: 'Dalam perjalanan' },
  deliverySuccess: { zh: '妥投率', en: 'Delivery success rate', id: 'Tingkat keberhasilan kirim' },
  onTimeBusiness: {
    zh: '准时率（工作日）',
    en: 'On-time rate (business days)',
    id: 'Tingkat tepat waktu (hari kerja)',
  },
  spendTotal: { zh: '运费支出', en: 'Spend', id: 'Biaya' },
  codInProcess: { zh: '处理中的 COD', en: 'COD in process', id: 'COD dalam proses' },
};

const TEXTS = {
  subject: {
    zh: '每周摘要：{from} 至 {to}',
    en: 'Your weekly summary: {from} to {to}',
    id: 'Ringkasan mingguan: {from} s.d. {to}',
  },
  intro: {
    zh: '过去 7 天（{from} 至 {to}，WIB）的主要数据：',
    en: 'Your headline figures of the last 7 days ({from} to {to}, WIB):',
    id: 'Angka utama 7 hari terakhir ({from} s.d. {to}, WIB):',
  },
  outro: {
    zh: '完整数据看板：登录门户后打开“数据看板”。在个人资料页可取消订阅。',
    en: 'The whole dashboard: sign in to the portal and open Dashboard. Unsubscribe on your profile page.',
    id: 'Dasbor lengkap: masuk ke portal dan buka Dasbor. Berhenti berlangganan di halaman profil Anda.',
  },
  none: { zh: '--', en: '--', id: '--' },
};

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', id: 'id-ID' };
const RATES: readonly Line[] = ['deliverySuccess', 'onTimeBusiness'];
const MONEY: readonly Line[] = ['spendTotal', 'codInProcess'];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** One figure as the reader reads it: a count, a percentage or rupiah. */
function shown(line: Line, value: number | null, lang: Lang): string {
  if (value === null) return TEXTS.none[lang];
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
