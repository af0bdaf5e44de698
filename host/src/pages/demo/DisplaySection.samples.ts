import { addResources } from 'shared';

const texts = {
  zh: {
    display: {
      cards: '卡片网格',
      newCard: '新增卡片',
      cardTitle: '标题',
      cardInfo: '说明',
      cardImage: '图片',
      previewAll: '预览全部图片',
      backToTop: '回到顶部（向下滚动超过 400 px）',
      scrollLine: '第 {{n}} 行',
      categories: '物品分类（树编辑器）',
      categoryName: '分类名称',
      emptyCheck: '空值判断',
      emptyCheckInput: '输入 JSON 值（如 null、{}、[]、0、"null"）',
      isEmpty: '为空',
      notEmpty: '不为空',
      notJson: '按字符串判断',
      drawerTip: '抽屉在 768 px 及以下的屏幕上占满宽度。',
      sample: {
        parcel: '小包裹',
        box: '纸箱',
        pallet: '托盘',
        parcelInfo: '≤ 1 kg',
        boxInfo: '1–10 kg',
        palletInfo: '> 100 kg',
      },
    },
  },
  en: {
    display: {
      cards: 'Card grid',
      newCard: 'New card',
      cardTitle: 'Title',
      cardInfo: 'Info',
      cardImage: 'Image',
      previewAll: 'Preview all images',
      backToTop: 'Back to top (scroll down past 400 px)',
      scrollLine: 'Line {{n}}',
      categories: 'Goods categories (tree editor)',
      categoryName: 'category name',
      emptyCheck: 'Empty check',
      emptyCheckInput: 'Type a JSON value (e.g. null, {}, [], 0, "null")',
      isEmpty: 'empty',
      notEmpty: 'not empty',
      notJson: 'checked as a string',
      drawerTip: 'The drawer takes the full width at 768 px or less.',
      sample: {
        parcel: 'Small parcel',
        box: 'Carton',
        pallet: 'Pallet',
        parcelInfo: '≤ 1 kg',
        boxInfo: '1–10 kg',
        palletInfo: '> 100 kg',
      },
    },
  },
  id: {
    display: {
      cards: 'Grid kartu',
      newCard: 'Kartu baru',
      cardTitle: 'Judul',
      cardInfo: 'Keterangan',
      cardImage: 'Gambar',
      previewAll: 'Pratinjau semua gambar',
      backToTop: 'Kembali ke atas (gulir lebih dari 400 px)',
      scrollLine: 'Baris {{n}}',
      categories: 'Kategori barang (editor pohon)',
      categoryName: 'nama kategori',
      emptyCheck: 'Cek kosong',
      emptyCheckInput: 'Ketik nilai JSON (mis. null, {}, [], 0, "null")',
      isEmpty: 'kosong',
      notEmpty: 'tidak kosong',
      notJson: 'dicek sebagai teks',
      drawerTip: 'Laci memakai lebar penuh pada layar 768 px atau kurang.',
      sample: {
        parcel: 'Paket kecil',
        box: 'Kardus',
        pallet: 'Palet',
        parcelInfo: '≤ 1 kg',
        boxInfo: '1–10 kg',
        palletInfo: '> 100 kg',
      },
    },
  },
};

export type Texts = (typeof texts)['en'];

addResources('demo', texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './DisplaySection.samples.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './DisplaySection.samples.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './DisplaySection.samples.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './DisplaySection.samples.vi'),
});

/** A card of the demo grid (spec §3 card item: img, title, info). */
export interface DemoCard {
  id: string;
  img: string;
  title: string;
  info: string;
}

/** A plain coloured picture as a data URL, so the sample cards need no image files. */
function swatch(color: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${color}"/><text x="320" y="215" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The three sample cards (titles are text keys of `demo:display.sample.*`). */
export const SAMPLE_CARDS = [
  { id: 'parcel', img: swatch('#d4380d', '1'), titleKey: 'parcel', infoKey: 'parcelInfo' },
  { id: 'box', img: swatch('#096dd9', '2'), titleKey: 'box', infoKey: 'boxInfo' },
  { id: 'pallet', img: swatch('#389e0d', '3'), titleKey: 'pallet', infoKey: 'palletInfo' },
] as const;
