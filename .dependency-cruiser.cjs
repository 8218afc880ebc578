/**
 * The import graph of src/ has no circle and no import up a layer (`npm run lint` checks it): a module reads
 * only what is below it, so each can be understood, tested and loaded without the ones that use it. Type-only
 * imports count too. The layers (docs/architecture.md §2): `domain` at the bottom, shared by every side;
 * `web`, what both browser apps share; the admin (`admin`) and the guest's menu (`guest`) apps on it; the
 * `server` beside them, reading `domain` only, and composed at its top (main.ts → startServer.ts →
 * requestListener.ts), which no handler imports.
 */
const layer = (name, from, to, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that imports, directly or not, a module importing it: move what both need below both.',
      from: {},
      to: { circular: true },
    },
    layer(
      'domain-is-the-base',
      '^src/domain/',
      '^src/(admin|guest|web|server)/',
      'The rules both sides share import neither side.',
    ),
    layer(
      'server-serves-no-browser-code',
      '^src/server/',
      '^src/(admin|guest|web)/',
      'The server shares the domain with the browser apps, nothing else.',
    ),
    layer(
      'browser-code-never-reads-the-server',
      '^src/(admin|guest|web)/',
      '^src/server/',
      'The browser apps speak to the server over HTTP only.',
    ),
    layer(
      'the-guest-page-loads-no-admin',
      '^src/guest/',
      '^src/admin/',
      "A guest's phone loads the guest's menu and what web/ shares, none of the admin.",
    ),
    {
      name: 'the-server-is-composed-at-its-top',
      severity: 'error',
      comment: 'main → startServer → requestListener put the handlers together; no handler reaches back up to them.',
      from: { path: '^src/server/', pathNot: '^src/server/(main|startServer)[.]ts$' },
      to: { path: '^src/server/(main|startServer|requestListener|readiness)[.]ts$' },
    },
    layer(
      'web-is-below-both-apps',
      '^src/web/',
      '^src/(admin|guest)/',
      'What both apps share cannot depend on either.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
