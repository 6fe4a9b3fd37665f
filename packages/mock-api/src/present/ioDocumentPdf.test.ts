import { describe, expect, it } from 'vitest';
import { renderPdf } from './ioDocumentPdf.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('renderPdf', () => {
  it('writes ASCII only: accents dropped, other characters as ?, parentheses escaped', () => {
    const pdf = text(renderPdf(['Zoë (café) \\ 東京', 'line two']));
    expect(pdf).toContain('(Zoe \\(cafe\\) \\\\ ??) Tj');
    expect(pdf).toContain('(line two) Tj');
    expect(/^[\n -~]*$/.test(pdf)).toBe(true);
  });

  it('gives a stream length that matches its content', () => {
    const pdf = text(renderPdf([]));
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)?.[1] ?? '';
    expect(stream.length).toBe(length);
  });
});
