import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of my waybills; its title stays in ../i18n.ts for the tabs and menus.
const zh = {
  myWaybill: {
    printCount: '打印次数',
    track: '轨迹',
    printed: '打印状态',
    printedAny: '全部',
    printedYes: '已打印',
    printedNo: '未打印',
  },
};

const en: typeof zh = {
  myWaybill: {
    printCount: 'Prints',
    track: 'Track',
    printed: 'Printed',
    printedAny: 'Any',
    printedYes: 'Printed',
    printedNo: 'Not printed',
  },
};

const id: typeof zh = {
  myWaybill: {
    printCount: 'Dicetak',
    track: 'Lacak',
    printed: 'Status cetak',
    printedAny: 'Semua',
    printedYes: 'Sudah dicetak',
    printedNo: 'Belum dicetak',
  },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  },
);
