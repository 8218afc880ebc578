/** DESIGN §3 operation names, e.g. `allMenuCategories`, `_allMenuCategoriesMeta`, `createMenu`. */

/** English plural of a PascalCase type name (Menu → Menus, MenuCategory → MenuCategories, PrinterClass → PrinterClasses). */
export function pluralType(type: string): string {
  if (/[^aeiou]y$/.test(type)) return `${type.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(type)) return `${type}es`;
  return `${type}s`;
}

export const operationNames = (type: string) => ({
  list: `all${pluralType(type)}`,
  meta: `_all${pluralType(type)}Meta`,
  one: type,
  create: `create${type}`,
  update: `update${type}`,
  delete: `delete${type}`,
  updateMany: `update${pluralType(type)}`,
  deleteMany: `delete${pluralType(type)}`,
});
