// A quote or backtick opening an API path, or a regular expression matching one.
const API_PATH = /['"`]\/api\/|\\\/api\\\//;

/** The text with its comments blanked out, line numbers kept (comments may name paths). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');
}

/** The lines of a source file that spell an API path (/api/… in quotes, backticks or a RegExp), as `line: text`. */
export function apiPathLines(text: string): string[] {
  return withoutComments(text)
    .split('\n')
    .flatMap((line, index) => (API_PATH.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}
