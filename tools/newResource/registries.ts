/** The one-line additions to the lists that name every resource (each side's registry, the schema's exports). */
import type { ResourceNames } from './names';

export interface Edit {
  /** The file, from the repository's root. */
  file: string;
  apply(text: string): string;
}

const fail = (file: string, what: string): never => {
  throw new Error(`${file} no longer has ${what}: add the resource there by hand.`);
};

/** Inserts `line` after the last line matching `after`. */
const insertAfterLast = (file: string, text: string, after: RegExp, line: string): string => {
  const lines = text.split('\n');
  const last = lines.findLastIndex((candidate) => after.test(candidate));
  if (last < 0) fail(file, `a line like ${after}`);
  return [...lines.slice(0, last + 1), line, ...lines.slice(last + 1)].join('\n');
};

/** Appends `item` to the array literal `const list = [ … ]`. */
const appendTo = (file: string, text: string, list: string, item: string): string => {
  const pattern = new RegExp(`(const ${list}\\b[^=]*= \\[)([^\\]]*?)(,?\\s*\\])`);
  if (!pattern.test(text)) fail(file, `the array ${list}`);
  return text.replace(
    pattern,
    (_, start: string, items: string, end: string) => `${start}${items}, ${item}${end.replace(/^,/, '')}`,
  );
};

const IMPORT = /^import /;

export function registryEdits(names: ResourceNames): Edit[] {
  const { constant, file, name } = names;
  const edit = (path: string, apply: (text: string, path: string) => string): Edit => ({
    file: path,
    apply: (text) => apply(text, path),
  });
  return [
    edit('src/domain/resources/index.ts', (text, path) =>
      appendTo(
        path,
        insertAfterLast(
          path,
          insertAfterLast(path, text, IMPORT, `import { ${constant} } from './${file}';`),
          /^export \* from /,
          `export * from './${file}';`,
        ),
        'DESCRIPTORS',
        constant,
      ),
    ),
    edit('src/server/db/schema/index.ts', (text, path) =>
      insertAfterLast(path, text, /^export \* from /, `export * from './${file}';`),
    ),
    edit('src/server/graphql/resources/index.ts', (text, path) =>
      appendTo(path, insertAfterLast(path, text, IMPORT, `import ${file} from './${file}';`), 'RESOURCES', file),
    ),
    edit('src/admin/resources/index.ts', (text, path) =>
      appendTo(path, insertAfterLast(path, text, IMPORT, `import ${file} from './${name}';`), 'ADMIN_RESOURCES', file),
    ),
  ];
}
