import { ImportFileError } from './import-error';
import { DEFAULT_IMPORT_LIMITS } from './limits';
import { writeTestZip } from './test-zip';
import { SharedStringTokenizer } from './shared-string-tokenizer';
import { SharedStringCollector } from './shared-string-collector';
import { readSharedStrings } from './shared-strings';
import { locateWorkbookParts, resolvePartName } from './workbook-parts';
import { XmlScanner, type XmlEvents } from './xml-scanner';
import type { XmlTag } from './xml-tag';
import { ZipEntries } from './zip-entries';

const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
const RELS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
const relationship = (id: string, type: string, target: string) =>
  `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;

function zipOf(entries: Record<string, string>): ZipEntries {
  return new ZipEntries(
    writeTestZip(Object.entries(entries).map(([name, body]) => ({ name, data: xml(body) }))),
    DEFAULT_IMPORT_LIMITS,
  );
}

describe('workbook parts', () => {
  it('resolve relationship targets relative to the workbook or absolute', () => {
    expect(resolvePartName('xl/workbook.xml', 'worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(resolvePartName('xl/workbook.xml', '/xl/worksheets/sheet3.xml')).toBe('xl/worksheets/sheet3.xml');
    expect(resolvePartName('xl/workbook.xml', '../xl/./sharedStrings.xml')).toBe('xl/sharedStrings.xml');
  });

  it('are the first <sheet> through its r:id, and the shared strings the relationships name', async () => {
    const zip = zipOf({
      'xl/worksheets/data.xml': '<worksheet/>',
      'xl/strings.xml': '<sst/>',
      'xl/workbook.xml':
        '<x:workbook xmlns:x="urn:main" xmlns:rel="urn:rels"><x:sheets><x:sheet name="Orders" rel:id="rId3"/><x:sheet name="B" rel:id="rId1"/></x:sheets></x:workbook>',
      'xl/_rels/workbook.xml.rels': `<Relationships ${RELS}>${relationship('rId1', 'worksheet', 'worksheets/sheet1.xml')}${relationship('rId3', 'worksheet', 'worksheets/data.xml')}${relationship('rId9', 'sharedStrings', '/xl/strings.xml')}</Relationships>`,
    });
    const parts = await locateWorkbookParts(zip);
    expect(parts.firstSheet.name).toBe('xl/worksheets/data.xml');
    expect(parts.sharedStrings?.name).toBe('xl/strings.xml');
  });

  it('fall back to the lowest-numbered sheet without relationships; a missing target is unreadable', async () => {
    const fallback = await locateWorkbookParts(
      zipOf({
        'xl/worksheets/sheet10.xml': '<w/>',
        'xl/worksheets/sheet2.xml': '<w/>',
        'xl/workbook.xml': '<workbook/>',
      }),
    );
    expect(fallback.firstSheet.name).toBe('xl/worksheets/sheet2.xml');
    expect(fallback.sharedStrings).toBeNull();
    const missing = zipOf({
      'xl/workbook.xml': '<workbook xmlns:r="urn:r"><sheets><sheet r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels': `<Relationships ${RELS}>${relationship('rId1', 'worksheet', 'worksheets/gone.xml')}</Relationships>`,
    });
    await expect(locateWorkbookParts(missing)).rejects.toThrow(ImportFileError);
  });
});

describe('shared strings', () => {
  const caps = { maxStrings: 10, maxTotalChars: 1000, maxStringChars: 20 };

  it('join rich-text runs, leave phonetic runs out, decode entities and escapes, cut long strings', async () => {
    const zip = zipOf({
      'xl/sharedStrings.xml':
        '<sst><si><t>plain &amp; simple</t></si><si><r><rPr><b/></rPr><t>Kopi </t></r><r><t>Toraja</t></r><rPh><t>ko</t></rPh></si>' +
        `<si><t>a_x000D_b</t></si><si/><si><t>${'x'.repeat(50)}</t></si></sst>`,
    });
    const strings = await readSharedStrings(
      zip,
      zip.find('xl/sharedStrings.xml')!,
      caps,
      DEFAULT_IMPORT_LIMITS,
    );
    expect(strings).toEqual(['plain & simple', 'Kopi Toraja', 'a\rb', '', 'x'.repeat(20)]);
  });

  it('read the same whatever the chunks, plain items and others mixed', () => {
    const table = Buffer.from(
      '<?xml version="1.0"?><sst count="5"><si><t>plain</t></si><si><t xml:space="preserve"> spaced &amp; </t></si>' +
        '<si><r><t>ri</t></r><r><t>ch</t></r></si><x:si><x:t>prefixed</x:t></x:si><si/><si><t>文字_x000D_</t></si><extLst><ext/></extLst></sst>',
    );
    const strings = (piece: number) => {
      const collector = new SharedStringCollector(
        { maxStrings: 100, maxTotalChars: 1000, maxStringChars: 100 },
        () => new Error('cap'),
      );
      const tokenizer = new SharedStringTokenizer(collector);
      for (let at = 0; at < table.length; at += piece) tokenizer.write(table.subarray(at, at + piece));
      tokenizer.end();
      return collector.strings;
    };
    expect(strings(table.length)).toEqual(['plain', ' spaced & ', 'rich', 'prefixed', '', '文字\r']);
    for (const piece of [1, 2, 3, 7, 29]) expect(strings(piece)).toEqual(strings(table.length));
  });

  it('over their caps (count or characters) are refused as too large to unpack', async () => {
    const many = zipOf({ 'xl/sharedStrings.xml': `<sst>${'<si><t>s</t></si>'.repeat(11)}</sst>` });
    await expect(
      readSharedStrings(many, many.find('xl/sharedStrings.xml')!, caps, DEFAULT_IMPORT_LIMITS),
    ).rejects.toMatchObject({ failureCode: 'import.unpackedTooLarge' });
    const long = zipOf({
      'xl/sharedStrings.xml': `<sst>${`<si><t>${'y'.repeat(20)}</t></si>`.repeat(51)}</sst>`,
    });
    await expect(
      readSharedStrings(long, long.find('xl/sharedStrings.xml')!, caps, DEFAULT_IMPORT_LIMITS),
    ).rejects.toMatchObject({ failureCode: 'import.unpackedTooLarge' });
  });
});

describe('the XML scanner', () => {
  class Recorder implements XmlEvents {
    wantsText = true;
    readonly events: string[] = [];
    open(name: string, tag: XmlTag, selfClosing: boolean): void {
      this.events.push(
        `<${name}${tag.attribute('a') !== undefined ? ` a=${tag.attribute('a')}` : ''}${selfClosing ? '/' : ''}>`,
      );
    }
    close(name: string): void {
      this.events.push(`</${name}>`);
    }
    text(text: string): void {
      const last = this.events.length - 1;
      if (this.events[last]?.startsWith('"')) this.events[last] = `${this.events[last].slice(0, -1)}${text}"`;
      else this.events.push(`"${text}"`);
    }
  }

  const scan = (input: string, piece: number) => {
    const recorder = new Recorder();
    const scanner = new XmlScanner(recorder);
    for (let at = 0; at < input.length; at += piece) scanner.write(input.slice(at, at + piece));
    scanner.end();
    return recorder.events;
  };

  it('reports the same events whatever the chunks: prefixes, quotes holding >, entities, CDATA, comments', () => {
    const input =
      '<?xml version="1.0"?><!DOCTYPE x><p:root a=\'1 > 0\'><!-- c<o>mment --><p:item a="&amp;&#x41;"/>t &lt;1&gt; &#233;<![CDATA[<raw>]]></p:root >';
    const whole = scan(input, input.length);
    expect(whole).toEqual(['<root a=1 > 0>', '<item a=&A/>', '</item>', '"t <1> é<raw>"', '</root>']);
    for (const piece of [1, 2, 3, 5, 8]) expect(scan(input, piece)).toEqual(whole);
  });

  it('refuses input that ends inside a tag or a comment, and a tag over its cap', () => {
    expect(() => scan('<root><item a="1"', 4)).toThrow(ImportFileError);
    expect(() => scan('<root><!-- open', 4)).toThrow(ImportFileError);
    const capped = new XmlScanner(new Recorder(), 100);
    expect(() => capped.write(`<root a="${'z'.repeat(200)}`)).toThrow(ImportFileError);
  });
});
