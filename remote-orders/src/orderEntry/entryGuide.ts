import type { RefObject } from 'react';
import type { TFunction } from 'i18next';
import { addResources } from 'shared';
import type { GuideStep } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import './texts';

// The texts of the order entry tour (`orderEntry.guide.*`), beside i18n.ts's texts (addResources merges deeply).
const zh = {
  orderEntry: {
    guide: {
      sender: {
        title: '寄件人',
        description: '默认寄件地址已自动填好；可修改，或点击“从地址簿选择”换一个。',
      },
      receiver: {
        title: '收件人',
        description: '填写收件人的姓名、手机号和地址，或从地址簿选择；可勾选保存到地址簿。',
      },
      goods: {
        title: '物品与服务',
        description: '填写物品、件数、重量和尺寸，再选择快递产品、保价和货到付款。',
      },
      fees: {
        title: '运费预览',
        description: '填好两端地区和重量后，这里即时显示运费、保价费、代收手续费和时效。',
      },
      submit: {
        title: '提交订单',
        description: '核对无误后提交。同一张订单只会创建一次，重复点击也不会重复下单。',
      },
    },
  },
};

const en: typeof zh = {
  orderEntry: {
    guide: {
      sender: {
        title: 'Sender',
        description:
          'Your default sender address is filled in; change it, or pick another with "Pick from address book".',
      },
      receiver: {
        title: 'Receiver',
        description:
          "Enter the receiver's name, mobile number and address, or pick them from the address book; you may save them to it.",
      },
      goods: {
        title: 'Goods and service',
        description:
          'Describe the goods, pieces, weight and size, then choose the service, insurance and cash on delivery.',
      },
      fees: {
        title: 'Fee preview',
        description:
          'Once both districts and the weight are in, the freight, insurance, COD fee and service time show here.',
      },
      submit: {
        title: 'Submit the order',
        description: 'Check the order and submit it. It is created once, even if you click twice.',
      },
    },
  },
};

const id: typeof zh = {
  orderEntry: {
    guide: {
      sender: {
        title: 'Pengirim',
        description:
          'Alamat pengirim default Anda sudah terisi; ubah, atau pilih yang lain dengan "Pilih dari buku alamat".',
      },
      receiver: {
        title: 'Penerima',
        description:
          'Isi nama, nomor HP dan alamat penerima, atau pilih dari buku alamat; Anda bisa menyimpannya ke sana.',
      },
      goods: {
        title: 'Barang dan layanan',
        description:
          'Isi barang, jumlah koli, berat dan ukuran, lalu pilih layanan, asuransi dan bayar di tempat (COD).',
      },
      fees: {
        title: 'Perkiraan ongkir',
        description:
          'Setelah kedua kecamatan dan berat terisi, ongkir, biaya asuransi, biaya COD dan waktu layanan tampil di sini.',
      },
      submit: {
        title: 'Kirim pesanan',
        description: 'Periksa pesanan lalu kirim. Pesanan dibuat sekali saja, meski tombol diklik dua kali.',
      },
    },
  },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './entryGuide.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './entryGuide.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './entryGuide.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './entryGuide.vi'),
  },
);

export type EntryGuideTargets = Record<
  'sender' | 'receiver' | 'goods' | 'fees' | 'submit',
  RefObject<HTMLElement | null>
>;

/** The order entry tour: sender, receiver, goods and service, fee preview, submit. */
export function entryGuideSteps(t: TFunction, targets: EntryGuideTargets): GuideStep[] {
  return (['sender', 'receiver', 'goods', 'fees', 'submit'] as const).map((part) => ({
    title: t(`orderEntry.guide.${part}.title`),
    description: t(`orderEntry.guide.${part}.description`),
    target: targets[part],
  }));
}
