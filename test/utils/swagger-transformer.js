// ts-jest wrapper around the @nestjs/swagger CLI plugin, so DTOs are described in tests as in `nest build`.
const plugin = require('@nestjs/swagger/plugin');

module.exports.name = 'nestjs-swagger-transformer';
module.exports.version = 1;
module.exports.factory = (compilerHost) =>
  plugin.before({ introspectComments: true, classValidatorShim: true }, compilerHost.program);
