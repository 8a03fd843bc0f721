import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

// scripts/compilar.js builds a part again only when the fingerprint of its sources changed.
const { huellaDe } = require('../scripts/compilar.js') as { huellaDe(fuentes: string[], raiz?: string): string };

describe('huella de las fuentes de una compilación', () => {
  let raiz: string;
  beforeEach(() => {
    raiz = mkdtempSync(join(tmpdir(), 'huella-'));
    mkdirSync(join(raiz, 'admin/src'), { recursive: true });
    mkdirSync(join(raiz, 'admin/node_modules/paquete'), { recursive: true });
    writeFileSync(join(raiz, 'admin/src/App.tsx'), 'export const App = 1;');
    writeFileSync(join(raiz, 'package-lock.json'), '{}');
  });
  afterEach(() => rmSync(raiz, { recursive: true, force: true }));

  const huella = () => huellaDe(['admin', 'package-lock.json'], raiz);

  it('es la misma mientras nada de lo que se compila cambia, ni siquiera una prueba o una dependencia instalada', () => {
    const antes = huella();
    writeFileSync(join(raiz, 'admin/src/App.spec.ts'), 'test');
    writeFileSync(join(raiz, 'admin/node_modules/paquete/index.js'), 'x');
    expect(huella()).toBe(antes);
  });

  it('cambia con el contenido de una fuente, con un archivo nuevo y con el archivo de dependencias', () => {
    const inicial = huella();
    writeFileSync(join(raiz, 'admin/src/App.tsx'), 'export const App = 2;');
    const editada = huella();
    writeFileSync(join(raiz, 'admin/src/Nuevo.tsx'), '');
    const conNuevo = huella();
    writeFileSync(join(raiz, 'package-lock.json'), '{"v":2}');
    expect(new Set([inicial, editada, conNuevo, huella()]).size).toBe(4);
  });
});

describe('archivos de datos de src/ en la compilación', () => {
  // nest build copia a dist/src solo los archivos que no son TypeScript y nombra su lista de assets (ubigeos, esquemas XSD).
  const { compilerOptions } = JSON.parse(readFileSync(join(__dirname, '..', 'nest-cli.json'), 'utf8')) as { compilerOptions: { assets: { include: string }[] } };
  const patron = (glob: string) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);
  const copiados = compilerOptions.assets.map((asset) => patron(asset.include));

  it('nest-cli.json copia cada archivo de datos que el código lee en tiempo de ejecución', () => {
    const datos = readdirSync(__dirname, { recursive: true, withFileTypes: true })
      .filter((entrada) => entrada.isFile() && !entrada.name.endsWith('.ts'))
      .map((entrada) => relative(__dirname, join(entrada.parentPath, entrada.name)).split(sep).join('/'));
    expect(datos).toContain('gre/documento/xsd/maindoc/UBL-DespatchAdvice-2.1.xsd');
    expect(datos.filter((archivo) => !copiados.some((copia) => copia.test(archivo)))).toEqual([]);
  });
});
