// A one-page PDF of an insertion order, so the "download IO" link of the fake opens a real file.
// Written by hand (the format is simple enough): Helvetica, one line of text per entry.

const encoder = new TextEncoder();

/** PDF string literal text: ASCII only, with backslashes and parentheses escaped. */
function pdfText(line: string): string {
  return line
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, (character) => (/[\u0300-\u036f]/.test(character) ? '' : '?'))
    .replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A single-page PDF showing `lines` top to bottom (the first one larger, as a title). */
export function renderPdf(lines: readonly string[]): Uint8Array {
  const [title = '', ...rest] = lines;
  const content = [
    'BT',
    '/F1 18 Tf 72 720 Td 22 TL',
    `(${pdfText(title)}) Tj T*`,
    '/F1 11 Tf 16 TL',
    ...rest.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Everything above is ASCII, so string offsets are byte offsets.
  return encoder.encode(out);
}
