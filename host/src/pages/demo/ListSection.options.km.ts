import type { Translation } from 'shared';
import type { Texts } from './ListSection.options';

// The Khmer texts of ListSection.options.ts (fetched when Khmer is chosen).
export default {
  listColumns: {
    name: 'ឈ្មោះទំនិញ',
    goodsType: 'ប្រភេទទំនិញ',
    weight: 'ទម្ងន់ (kg)',
    length: 'បណ្ដោយ (cm)',
    width: 'ទទឹង (cm)',
    height: 'កម្ពស់ (cm)',
    declaredValue: 'តម្លៃប្រកាស',
    isEnable: 'ស្ថានភាព',
    enabled: 'បានបើក',
    disabled: 'បានបិទ',
    remark: 'កំណត់សម្គាល់',
    createTime: 'បានបង្កើតនៅ',
    categoryName: 'ឈ្មោះប្រភេទ',
    id: 'ID',
    sizes: 'ទំហំ',
  },
} satisfies Translation<Texts>;
