/**
 * makePdf writes with a standard font (WinAnsi), which throws on characters outside it
 * (a customer called Łukasz would turn a download into a 500). Every text goes through
 * this first: accents are dropped where that helps, anything else becomes '?'.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const encodable = (char: string) => (char.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRAS.has(char);

export const pdfText = (text: string) =>
  Array.from(text, (char) => {
    if (encodable(char)) return char;
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return base && Array.from(base).every(encodable) ? base : '?';
  }).join('');

export const pdfLines = (lines: string[]) => lines.map(pdfText);
