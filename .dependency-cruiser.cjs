/**
 * Where code runs, checked: the folder of a file says which runtime it runs in, and a file may
 * import only its own room, the pure core, the message declarations and (for code that draws UI)
 * the shared UI; extension pages may also use the offscreen document's adapters, which are
 * extension-page code too. `npm test` runs this over src/ and entrypoints/ (test/unit/boundaries.test.ts),
 * beside the core's own type check without DOM or Node types (tsconfig.core.json).
 */
const ROOMS = ['worker', 'content', 'page-world', 'frame', 'offscreen', 'pages', 'ui', 'cli'];

/** Rooms each room may import besides itself (every room may import core and protocol). */
const MAY_IMPORT = {
  worker: [],
  content: ['ui'],
  'page-world': [],
  frame: [],
  offscreen: [],
  // An extension page runs the model runtime as the offscreen document sets it up (one copy).
  pages: ['ui', 'offscreen'],
  ui: [],
  cli: [],
};

/** npm packages the pure core may use: pure data and computation, no runtime objects. */
const CORE_PACKAGES = ['ibantools', 'libphonenumber-js', 'valibot', 'fflate'];
/** Type-only imports of runtime libraries are allowed in the core: the module itself comes in as a parameter. */
const CORE_TYPE_ONLY = ['tesseract.js', 'pdf-lib'];

const pkg = (names) => `^node_modules/(${names.map((n) => n.replace(/[.]/g, '\\.')).join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'src/core runs in every runtime: it imports nothing but itself and a few pure packages.',
      severity: 'error',
      from: { path: '^src/core/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^src/core/', '^policies/[^/]+\\.json$', pkg(CORE_PACKAGES)],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'core-type-only-libraries',
      comment: 'Runtime libraries reach the core as types only.',
      severity: 'error',
      from: { path: '^src/core/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^src/core/', pkg([...CORE_PACKAGES, ...CORE_TYPE_ONLY])], dependencyTypes: ['type-only'] },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^src/core/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'protocol-declares-only',
      comment: 'Message declarations import the core and the schema library only.',
      severity: 'error',
      from: { path: '^src/protocol/' },
      to: { pathNot: ['^src/protocol/', '^src/core/', pkg(['valibot'])] },
    },
    ...ROOMS.map((room) => ({
      name: `${room}-stays-in-its-runtime`,
      comment: `src/${room} may import core, protocol, itself${MAY_IMPORT[room].length ? ` and ${MAY_IMPORT[room].join(', ')}` : ''}: never another runtime's adapters.`,
      severity: 'error',
      from: { path: `^src/${room}/` },
      to: {
        path: '^src/',
        pathNot: ['^src/core/', '^src/protocol/', `^src/${room}/`, ...MAY_IMPORT[room].map((r) => `^src/${r}/`)],
      },
    })),
    {
      name: 'src-never-imports-tooling',
      comment: 'Shipped code never imports entry points, tests, evaluations, benchmarks, training or scripts.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(entrypoints|test|eval|bench|training|scripts|build|fixtures)/' },
    },
    {
      name: 'no-loose-src-files',
      comment: 'Every file under src/ lives in a room that says where it runs.',
      severity: 'error',
      from: { path: `^src/(?!(?:core|protocol|${ROOMS.join('|')})/)` },
      to: {},
    },
    {
      name: 'page-world-has-no-extension-api',
      comment: 'The MAIN world has no extension APIs: the tap must not import them.',
      severity: 'error',
      from: { path: '^src/page-world/' },
      to: { path: pkg(['wxt', 'webextension-polyfill', '@wxt-dev/webextension-polyfill']) },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    exclude: { path: '(^|/)(\\.wxt|\\.output|node_modules)/' },
  },
};
