import { BarcodeWorker } from './barcode-worker';
import { sampleLabels } from './bench-labels';
import { PdfProbe } from './pdf-probe';
import { renderLabelsToBuffer } from './render';

describe('label renderer', () => {
  const encoder = new BarcodeWorker();
  afterAll(() => encoder.close());

  it('renders a large batch with barcodes encoded on the worker, one waybill per page', async () => {
    const labels = sampleLabels(120);
    const pdf = new PdfProbe(
      await renderLabelsToBuffer(
        labels,
        { style: 'THERMAL_100x150', lang: 'en', printCod: true, discountPrint: false },
        encoder,
      ),
    );
    try {
      expect(pdf.pageSizes()).toHaveLength(120);
      // the first chunk is encoded inline, the later ones on the worker
      for (const page of [1, 75, 120]) {
        const code = labels[page - 1].billCode;
        expect(pdf.barcodes(page)).toEqual([`CODE-128:${code}`, `QR-Code:${code}`]);
      }
    } finally {
      pdf.dispose();
    }
  });

  it('keeps a long address on the label, cut with an ellipsis', async () => {
    const [label] = sampleLabels(1);
    label.receiver = { ...label.receiver, address: 'Jl. Sangat Panjang Sekali '.repeat(30) };
    const pdf = new PdfProbe(
      await renderLabelsToBuffer([label], { style: 'A6', lang: 'id', printCod: false, discountPrint: false }),
    );
    try {
      expect(pdf.pageSizes()).toHaveLength(1);
      expect(pdf.text()).toContain('…');
    } finally {
      pdf.dispose();
    }
  });
});
