/** Messages of settlement matching (/codMatching), registered with the finance domain. */
export const codMatchingMessages = {
  'codMatching.hideMoney': {
    zh: '您的账号不显示金额，不能进行COD结算核对（核对结果会透露COD金额）',
    en: 'your account does not show amounts, so it cannot match settlement files (the results would reveal COD amounts)',
    id: 'akun Anda tidak menampilkan nilai uang, sehingga tidak dapat mencocokkan file settlement (hasilnya akan mengungkap nilai COD)',
  },
  'codMatching.emptyReference': {
    zh: '运单号或客户订单号为空',
    en: 'the waybill or customer order number is empty',
    id: 'no. resi atau no. pesanan kosong',
  },
  'codMatching.nonNumericAmount': {
    zh: '预期COD金额不是整数金额',
    en: 'the expected COD amount is not a whole rupiah number',
    id: 'nilai COD yang diharapkan bukan angka rupiah bulat',
  },
  'codMatching.emptyAmount': {
    zh: '预期COD金额为空',
    en: 'the expected COD amount is empty',
    id: 'nilai COD yang diharapkan kosong',
  },
  'codMatching.formula': {
    zh: '单元格不能包含公式',
    en: 'cells must not hold formulas',
    id: 'sel tidak boleh berisi rumus',
  },
  'codMatching.duplicateReference': {
    zh: '与第 {firstRowNo} 行重复',
    en: 'the same reference as row {firstRowNo}',
    id: 'referensi sama dengan baris {firstRowNo}',
  },
  'codMatching.matched': {
    zh: '已核对 {total} 行：{paid} 行按预期已付，{different} 行金额不符，{unpaid} 行未付，{unknown} 行快递未知，{errors} 行有误',
    en: '{total} rows matched: {paid} paid as expected, {different} paid a different amount, {unpaid} not paid yet, {unknown} unknown to the courier, {errors} rows with errors',
    id: '{total} baris dicocokkan: {paid} dibayar sesuai, {different} dibayar dengan nilai berbeda, {unpaid} belum dibayar, {unknown} tidak dikenal kurir, {errors} baris bermasalah',
  },
  'codMatching.templateName': {
    zh: 'COD结算核对模板',
    en: 'cod-settlement-matching-template',
    id: 'templat-pencocokan-settlement-cod',
  },
  'codMatching.compared': {
    zh: '比较的是您预期的金额与运单的COD金额（收件人支付的金额，未扣手续费和增值税）；"已付"指该行已随其批次付款（批次中有异议的行不算）',
    en: 'Compared: your expected amount with the waybill\'s COD amount (what the receiver pays, before commission and VAT); "paid" means the line was paid out with its batch (a line disputed in it was held back)',
    id: 'Yang dibandingkan: nilai yang Anda harapkan dengan nilai COD resi (yang dibayar penerima, sebelum komisi dan PPN); "dibayar" berarti baris itu sudah dibayarkan bersama batch-nya (baris yang disanggah di batch itu ditahan)',
  },
};
