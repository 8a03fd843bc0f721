import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

const ROOT = join(__dirname, '..');
const leer = (ruta: string) => JSON.parse(readFileSync(join(ROOT, ruta), 'utf8'));

describe('dependencies', () => {
  it('all declare they run on the oldest Node the product supports', () => {
    const soportada = minVersion(leer('package.json').engines.node)!.version;
    const { packages } = leer('package-lock.json') as { packages: Record<string, { engines?: { node?: string } }> };
    // What npm installed here (an optional package for another platform is in the lock but not on disk).
    const ajenas = Object.entries(packages)
      .filter(([ruta, paquete]) => ruta && paquete.engines?.node && existsSync(join(ROOT, ruta)))
      .filter(([, paquete]) => !satisfies(soportada, paquete.engines!.node!))
      .map(([ruta, paquete]) => `${ruta.replace(/^.*node_modules\//, '')}: node ${paquete.engines!.node}`);
    expect(ajenas).toEqual([]);
  });
});
