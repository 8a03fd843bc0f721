// Runs a TypeScript entry with the @nestjs/swagger plugin, as `nest build` compiles the API (nest-cli.json):
// without it the DTOs' properties would be missing from the OpenAPI document.
const plugin = require('@nestjs/swagger/plugin');

require('ts-node').register({
  transformers: (program) => ({ before: [plugin.before({ introspectComments: true, classValidatorShim: true }, program)] }),
});
