import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { DocumentText } from './document-text';
import { parsedLabelFonts } from './font';

// DocumentText writes label text into content streams itself and reads pdfkit's private embedded
// font (`_font`: its glyph subset, widths and ToUnicode tables). It was written against pdfkit
// 0.20.2; a pdfkit upgrade must fail here, loudly, before a label prints with wrong glyphs.
describe('the label text writer and the pdfkit it was written for', () => {
  it('runs on pdfkit 0.20.2 exactly: upgrading pdfkit means checking lib/pdf/document-text.ts first', () => {
    // the package exports no package.json: found from its entry point upwards
    let dir = path.dirname(require.resolve('pdfkit'));
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(name).toBe('pdfkit');
    expect({ pdfkit: version }).toEqual({ pdfkit: '0.20.2' });
  });

  it("finds the private tables it writes into on this pdfkit's embedded fonts", () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const fonts = parsedLabelFonts();
    // as the label renderer registers them: the parsed faces, which pdfkit takes as it takes bytes
    doc.registerFont('regular', fonts.regular as unknown as Buffer);
    doc.registerFont('bold', fonts.bold as unknown as Buffer);
    expect(() => new DocumentText(doc)).not.toThrow();
    doc.end();
  });

  it('refuses, with a message naming pdfkit, a document whose font lacks those tables', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const standIn = doc as unknown as { font(name: string): unknown; _font: unknown };
    standIn.font = () => {
      standIn._font = { id: 'F1' };
      return doc;
    };
    expect(() => new DocumentText(doc)).toThrow(/pdfkit's embedded font "regular" lacks the subset/);
    doc.end();
  });
});
