// One jest run, three levels told apart by the file suffix (see ARCHITECTURE.md, "Tests").
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@artisans/domain$': '<rootDir>/libs/domain/src',
    '^@artisans/platform$': '<rootDir>/libs/platform/src',
  },
  testEnvironment: 'node',
  rootDir: __dirname,
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/e2e/'],
  // sanitize-html's parser and kubernetes-models (deploy/) ship as ES modules only (Node loads them
  // with require; Jest needs them compiled).
  transformIgnorePatterns: [
    '/node_modules/(?!(sanitize-html/node_modules/)?(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/|(kubernetes-models|@kubernetes-models/[^/]+|is-cidr|cidr-regex)/)',
  ],
};

/**
 * kubernetes-models (deploy/manifests.unit.spec.ts) exports ES modules for `import` only: Jest,
 * which requires, finds them here and compiles them (transformIgnorePatterns).
 */
const kubernetesModels = {
  '^kubernetes-models/(.*)$': '<rootDir>/node_modules/kubernetes-models/$1.js',
  '^@kubernetes-models/apimachinery/(.*)$': '<rootDir>/node_modules/@kubernetes-models/apimachinery/$1.js',
  '^@kubernetes-models/(base|validate)$': '<rootDir>/node_modules/@kubernetes-models/$1/dist/index.js',
};

module.exports = {
  // Jest 30 reads the timeout here only, not per project. Integration tests wait on real services.
  testTimeout: 60000,
  projects: [
    {
      ...shared,
      moduleNameMapper: { ...shared.moduleNameMapper, ...kubernetesModels },
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,apps,deploy}/**/*.unit.spec.ts?(x)'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,apps}/**/*.int.spec.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/apps/{api,worker}/**/*.e2e.spec.ts'],
    },
  ],
};
