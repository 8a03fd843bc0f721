// The jest transformer of DTOs, entities and controllers: ts-jest with the @nestjs/swagger plugin
// (swagger-transformer.js), which reads their types; every other file is compiled on its own.
const { join } = require('node:path');
const { TsJestTransformer } = require('ts-jest');

const tsJest = new TsJestTransformer({
  tsconfig: 'tsconfig.json',
  // Types are checked by `npm run typecheck`; here they only feed the plugin.
  diagnostics: false,
  astTransformers: { before: [join(__dirname, 'swagger-transformer.js')] },
});

// ts-jest keeps one compiler per jest project config whatever each transform entry's options: a config of its own
// gives this entry its own compiler beside the isolated one. One for every project (the same object): the compiler
// parses the whole program when a worker starts it (about 3 s), and a worker runs suites of all four projects.
let ownConfig;
const withOwnConfig = (options) => {
  ownConfig ??= { ...options.config, id: 'swagger-plugin' };
  return { ...options, config: ownConfig };
};

module.exports = {
  getCacheKey: (source, path, options) => tsJest.getCacheKey(source, path, withOwnConfig(options)),
  getCacheKeyAsync: (source, path, options) => tsJest.getCacheKeyAsync(source, path, withOwnConfig(options)),
  process: (source, path, options) => tsJest.process(source, path, withOwnConfig(options)),
  processAsync: (source, path, options) => tsJest.processAsync(source, path, withOwnConfig(options)),
};
