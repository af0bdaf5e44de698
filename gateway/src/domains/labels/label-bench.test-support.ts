/**
 * Renders 1,000 labels into one PDF and prints {labels, style, ms, cpuMs, bytes} as JSON.
 * Run: `cd gateway && npx tsx src/domains/labels/label-bench.test-support.ts [count] [style]`.
 */
import { performance } from 'node:perf_hooks';
import { billCodeFromBody } from '../../parcel/bill-code';
import { DEMO_ORDERS } from '../../db/seed/orders-data';
import { parsedLabelFonts } from '../../lib/pdf/font';
import { renderLabelsToBuffer, type LabelData } from './label.render';
import { labelStyleOf, type LabelStyleName } from './label-styles.render';

const WARM_UP_LABELS = 200;

/** `count` distinct labels made from the demo orders, each with its own waybill number. */
export function sampleLabels(count: number): LabelData[] {
  return Array.from({ length: count }, (_, i) => {
    const order = DEMO_ORDERS[i % DEMO_ORDERS.length];
    return {
      billCode: billCodeFromBody(String(2027000000 + i)),
      productType: order.productType,
      customerOrderNo: `${order.customerOrderNo}-${i}`,
      orderDate: '2026-11-21 09:30',
      sender: order.sender,
      receiver: order.receiver,
      goodsName: order.goodsName,
      pieces: order.pieces,
      weightKg: order.weightKg,
      codAmount: order.codAmount,
      remark: i % 3 === 0 ? 'Jangan dibanting, barang mudah pecah' : null,
      fees: { freight: 18000, insurance: 2000, codFee: 0, total: 17000 },
    };
  });
}

/**
 * Times one batch render the way a running gateway does it: font loaded, code warmed up by a
 * smaller batch first.
 */
export async function benchmarkLabels(
  count = 1000,
  style: LabelStyleName = 'THERMAL_100x150',
): Promise<{ labels: number; style: LabelStyleName; ms: number; cpuMs: number; bytes: number }> {
  const options = { style, lang: 'id', printCod: true, discountPrint: true } as const;
  parsedLabelFonts();
  await renderLabelsToBuffer(sampleLabels(WARM_UP_LABELS), options);
  const labels = sampleLabels(count);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const pdf = await renderLabelsToBuffer(labels, options);
  const ms = Math.round(performance.now() - started);
  // CPU time: on a shared machine the wall time also counts other processes' turns.
  const cpu = process.cpuUsage(cpuBefore);
  return { labels: count, style, ms, cpuMs: Math.round((cpu.user + cpu.system) / 1000), bytes: pdf.length };
}

if (require.main === module) {
  const count = Number(process.argv[2] ?? 1000);
  const style = labelStyleOf(process.argv[3] ?? 'THERMAL_100x150');
  benchmarkLabels(count, style)
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
