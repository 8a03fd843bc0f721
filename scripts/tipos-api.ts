import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';

/** The admin's API types, committed: admin/src/api/tipos.ts names the schemas the admin uses. */
export const ARCHIVO_TIPOS = join(__dirname, '..', 'admin', 'src', 'api', 'esquema.d.ts');

const CABECERA = '// Generado con `npm run api:types` desde el documento OpenAPI de la API (/api/docs-json): no se edita a mano.\n\n';

/**
 * The TypeScript of the OpenAPI document, built from the app's modules without listening:
 * the app is created on a throwaway SQLite database and discarded. Its DTOs need the
 * @nestjs/swagger plugin, as in `nest build` (scripts/con-plugin-swagger.js, test/utils/swagger-transformer.js).
 */
export async function generarTiposApi(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'activos-tipos-'));
  Object.assign(process.env, { DB_TYPE: 'sqlite', DB_PATH: join(dir, 'tipos.sqlite'), UPLOAD_DIR: join(dir, 'uploads'), NODE_ENV: 'development' });
  const { AppModule } = await import('../src/app.module');
  const { API_PREFIX, documentoOpenApi } = await import('../src/app.setup');
  const app = await NestFactory.create(AppModule, { logger: false });
  try {
    app.setGlobalPrefix(API_PREFIX);
    const tipos = execFileSync(process.execPath, [join(__dirname, 'esquema-a-ts.mjs')], { input: JSON.stringify(documentoOpenApi(app)), encoding: 'utf8' });
    return CABECERA + tipos;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  generarTiposApi()
    .then((tipos) => {
      writeFileSync(ARCHIVO_TIPOS, tipos);
      console.log(`Tipos de la API escritos en ${ARCHIVO_TIPOS}`);
    })
    .catch((error: Error) => {
      console.error(error);
      process.exit(1);
    });
}
