// An OpenAPI document (JSON on stdin) as TypeScript types (stdout), with openapi-typescript.
// Its own ES module process: openapi-typescript loads ES-only packages that Jest's require cannot.
import openapiTS, { astToString } from 'openapi-typescript';

/** Enum values sorted: the swagger plugin lists a union's members in the compiler's order, which differs between ts-node and ts-jest. */
const ordenarEnums = (valor) => {
  if (Array.isArray(valor)) return valor.map(ordenarEnums);
  if (!valor || typeof valor !== 'object') return valor;
  return Object.fromEntries(
    Object.entries(valor).map(([clave, v]) => [clave, clave === 'enum' && Array.isArray(v) ? [...v].sort() : ordenarEnums(v)]),
  );
};

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
process.stdout.write(astToString(await openapiTS(ordenarEnums(JSON.parse(Buffer.concat(chunks).toString('utf8'))))));
