import { Utf8Lines } from './utf8-lines';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('Utf8Lines', () => {
  it('keeps lines as UTF-8 in order, growing past its first buffer, with any script', () => {
    const lines = new Utf8Lines();
    const written: string[] = [];
    for (let i = 0; i < 400; i += 1) {
      const line = `${i}\tPenerima ${i}\t收件人 ${'é'.repeat(i % 7)}\t${'x'.repeat(300)}\n`;
      written.push(line);
      expect(lines.add(line)).toBe(i);
    }
    expect(lines.count).toBe(400);
    expect(text(lines.bytes())).toBe(written.join(''));
  });

  it('gives the bytes of the kept lines only', () => {
    const lines = new Utf8Lines();
    const indexes = ['a\n', 'ü\n', '日本\n', 'd\n'].map((line) => lines.add(line));
    expect(text(lines.bytes((index) => index !== indexes[1] && index !== indexes[3]))).toBe('a\n日本\n');
    expect(text(new Utf8Lines().bytes())).toBe('');
  });
});
