import { readFileSync } from 'node:fs';
import { ARCHIVO_TIPOS, generarTiposApi } from '../../scripts/tipos-api';

describe("the admin's API types (admin/src/api/esquema.d.ts)", () => {
  it('are what `npm run api:types` generates from the current OpenAPI document: after changing a DTO or a route, run it and commit the file', async () => {
    const generados = await generarTiposApi();
    expect(generados.split('\n')).toEqual(readFileSync(ARCHIVO_TIPOS, 'utf8').split('\n'));
  });
});
