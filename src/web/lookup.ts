/** A light polyglot-style lookup for the public pages (no react-admin there): `a.b.c` + `%{name}`. */
export function lookupMessage(messages: object, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/%\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
