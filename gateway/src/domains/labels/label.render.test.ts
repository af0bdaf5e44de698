import { sampleLabels } from './label-bench.test-support';
import { PdfProbe } from '../../lib/pdf/pdf-probe';
import { renderLabelsToBuffer } from './label.render';

describe('label renderer', () => {
  it('renders a large batch, one waybill per page, each with its own barcodes', async () => {
    const labels = sampleLabels(120);
    const pdf = new PdfProbe(
      await renderLabelsToBuffer(labels, {
        style: 'THERMAL_100x150',
        lang: 'en',
        printCod: true,
        discountPrint: false,
      }),
    );
    try {
      expect(pdf.pageSizes()).toHaveLength(120);
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

  it("maps cached word layouts to each document's own glyph subset: a second document shows its own text", async () => {
    const [first] = sampleLabels(1);
    first.receiver = { ...first.receiver, name: 'Budi Santoso', address: 'Jl. Melati No. 5' };
    const firstPdf = new PdfProbe(
      await renderLabelsToBuffer([first], { style: 'A6', lang: 'id', printCod: true, discountPrint: true }),
    );
    // Other words, in another order: the cached layouts of 'Budi' and 'Santoso' must be written with
    // this document's subset ids, which differ from the first document's.
    const [second] = sampleLabels(2).slice(1);
    second.receiver = { ...second.receiver, name: '王芳 Budi Santoso', address: '浦东新区世纪大道100号' };
    const secondPdf = new PdfProbe(
      await renderLabelsToBuffer([second], { style: 'A6', lang: 'zh', printCod: true, discountPrint: true }),
    );
    try {
      const firstText = firstPdf.text();
      expect(firstText).toContain('Budi Santoso');
      expect(firstText).toContain('Penerima');
      expect(firstText).toContain('Jl. Melati No. 5');
      const secondText = secondPdf.text();
      expect(secondText).toContain('王芳 Budi Santoso');
      expect(secondText).toContain('浦东新区世纪大道100号');
      expect(secondText).toContain('收件人'); // the shared part is drawn per document, in its language
      expect(secondText).toContain(second.billCode);
      expect(secondText).not.toContain('Penerima');
      expect(secondText).not.toContain('Jl. Melati');
      expect(secondText).not.toContain(first.billCode);
      expect(secondPdf.barcodes(1)).toEqual([`CODE-128:${second.billCode}`, `QR-Code:${second.billCode}`]);
    } finally {
      firstPdf.dispose();
      secondPdf.dispose();
    }
  });

  it('draws a label with and one without the COD box on one page (A4), each with its own frame', async () => {
    const labels = sampleLabels(4).map((label, i) => ({ ...label, codAmount: i % 2 === 0 ? 125000 : 0 }));
    const pdf = new PdfProbe(
      await renderLabelsToBuffer(labels, {
        style: 'A4_4UP',
        lang: 'en',
        printCod: true,
        discountPrint: true,
      }),
    );
    try {
      const text = pdf.text();
      expect(text.match(/\bCOD\b(?! fee)/g)).toHaveLength(2);
      expect(text.match(/Rp 125\.000/g)).toHaveLength(2);
      expect(text.match(/Receiver/g)).toHaveLength(4);
      expect(text.match(/Total/g)).toHaveLength(4);
    } finally {
      pdf.dispose();
    }
  });
});
