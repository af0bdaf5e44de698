import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// Net-off of non-COD freight (COD_NETTING contracts), beside the batch screen that shows it.
const zh = {
  netting: {
    freightNetted: '抵扣非COD运费',
    shortfall: '差额（计入下期月结）',
    freight: '抵扣运费的非COD运单',
  },
};
const en: typeof zh = {
  netting: {
    freightNetted: 'Non-COD freight netted',
    shortfall: 'Shortfall (billed on the next statement)',
    freight: 'Non-COD parcels whose freight was netted',
  },
};
const id: typeof zh = {
  netting: {
    freightNetted: 'Ongkir non-COD dipotong',
    shortfall: 'Kekurangan (ditagih di tagihan berikutnya)',
    freight: 'Paket non-COD yang ongkirnya dipotong',
  },
};

addResources(NAMESPACE, { zh, en, id });
