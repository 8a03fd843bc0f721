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

// ts-jest keeps one compiler per jest project whatever each transform entry's options: a project config of its own
// (the same object for the same project) gives this entry its own compiler beside the isolated one.
const ownConfigs = new WeakMap();
const withOwnConfig = (options) => {
  if (!ownConfigs.has(options.config)) ownConfigs.set(options.config, { ...options.config, id: `${options.config.id}-swagger` });
  return { ...options, config: ownConfigs.get(options.config) };
};

module.exports = {
  getCacheKey: (source, path, options) => tsJest.getCacheKey(source, path, withOwnConfig(options)),
  getCacheKeyAsync: (source, path, options) => tsJest.getCacheKeyAsync(source, path, withOwnConfig(options)),
  process: (source, path, options) => tsJest.process(source, path, withOwnConfig(options)),
  processAsync: (source, path, options) => tsJest.processAsync(source, path, withOwnConfig(options)),
};
