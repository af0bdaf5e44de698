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

addResources(NAMESPACE, { zh, en, id }, {
  th: () => import('./texts.th'),
  km: () => import('./texts.km'),
  ms: () => import('./texts.ms'),
  vi: () => import('./texts.vi'),
});
