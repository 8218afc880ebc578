/**
 * Comment lines of a written file wrapped at the project's width (ESLint's max-len: Prettier wraps code, not
 * comments), keeping each line's indentation and comment marker; a one-line JSDoc too long opens into a block.
 */
const WIDTH = 120;

/** Words onto lines of `first` then `next` prefixes, each at most WIDTH long where a word allows. */
function fill(words: readonly string[], first: string, next: string): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = next;
      empty = true;
    }
    line += (empty ? '' : ' ') + word;
    empty = false;
  }
  return [...lines, line];
}

function wrapLine(line: string): string[] {
  if (line.length <= WIDTH) return [line];
  const oneLineDoc = line.match(/^(\s*)\/\*\* (.*) \*\/$/);
  if (oneLineDoc) {
    const [, indent, text] = oneLineDoc;
    return [`${indent}/**`, ...fill(text.split(' '), `${indent} * `, `${indent} * `), `${indent} */`];
  }
  const comment = line.match(/^(\s*)(\/\/ |\* )(.*)$/);
  if (!comment) return [line];
  const [, indent, marker, text] = comment;
  return fill(text.split(' '), `${indent}${marker}`, `${indent}${marker}`);
}

export const wrapComments = (text: string): string => text.split('\n').flatMap(wrapLine).join('\n');
