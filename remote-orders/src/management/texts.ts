import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// Registered beside i18n.ts's texts (addResources merges deeply): the address dialog's fee preview.
const zh = {
  orderManagement: {
    address: {
      fees: {
        current: '当前运费',
        next: '新运费',
        difference: '差额 {{amount}}',
        unchanged: '区县未变，运费不变',
        idle: '选择区县后显示新运费',
        failed: '无法计算新运费',
      },
    },
  },
};

const en: typeof zh = {
  orderManagement: {
    address: {
      fees: {
        current: 'Current freight',
        next: 'New freight',
        difference: 'Difference {{amount}}',
        unchanged: 'Same district: the freight stays',
        idle: 'Pick the district to see the new freight',
        failed: 'The new freight could not be computed',
      },
    },
  },
};

const id: typeof zh = {
  orderManagement: {
    address: {
      fees: {
        current: 'Ongkir saat ini',
        next: 'Ongkir baru',
        difference: 'Selisih {{amount}}',
        unchanged: 'Kecamatan sama: ongkir tetap',
        idle: 'Pilih kecamatan untuk melihat ongkir baru',
        failed: 'Ongkir baru tidak dapat dihitung',
      },
    },
  },
};

addResources(NAMESPACE, { zh, en, id });
