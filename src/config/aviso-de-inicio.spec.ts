import { resolve } from 'node:path';
import { avisoDeInicio, StartupQuietLogger } from './aviso-de-inicio';

const ENTORNO = { PORT: 3000, DB_TYPE: 'sqlite' as const, DB_PATH: 'data/activos.sqlite', DB_HOST: '127.0.0.1', DB_NAME: 'activos', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined };

describe('aviso de inicio', () => {
  it('dice dónde abrir el sistema, con qué usuario y dónde están los datos', () => {
    const aviso = avisoDeInicio(ENTORNO, true, true);
    expect(aviso.split('\n').slice(1, -1)).toEqual([
      ' Activos Fijos listo: http://localhost:3000',
      ' Ingrese con admin@demo.pe / admin123 (contraseña de demostración: el sistema pide cambiarla al ingresar)',
      ` Datos: SQLite en ${resolve('data/activos.sqlite')}`,
      ' API: http://localhost:3000/api/docs',
    ]);
  });

  it('no muestra una contraseña configurada, y nombra la base con servidor', () => {
    const aviso = avisoDeInicio({ ...ENTORNO, DB_TYPE: 'postgres', ADMIN_EMAIL: 'ti@empresa.pe', ADMIN_PASSWORD: 'secreta-de-verdad' }, false, true);
    expect(aviso).toContain('Usuario Maestro inicial: ti@empresa.pe (con la contraseña de ADMIN_PASSWORD)');
    expect(aviso).toContain('Datos: PostgreSQL 127.0.0.1, base activos');
    expect(aviso).not.toContain('secreta-de-verdad');
    expect(aviso).not.toContain('/api/docs');
  });

  it('después del primer inicio nombra al usuario sin su contraseña', () => {
    const aviso = avisoDeInicio(ENTORNO, true, false);
    expect(aviso).toContain('Usuario Maestro inicial: admin@demo.pe');
    expect(aviso).not.toContain('admin123');
  });

  it('deja fuera del registro las líneas de Nest de cada módulo y ruta, no las demás', () => {
    const registro = new StartupQuietLogger();
    const escritas: unknown[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((linea) => escritas.push(linea) > 0);
    try {
      registro.log('Mapped {/api/activos, GET} route', 'RouterExplorer');
      registro.log('AppModule dependencies initialized', 'InstanceLoader');
      registro.log('ActivosController {/api/activos}:', 'RoutesResolver');
      registro.log('Activos Fijos escuchando', 'Inicio');
    } finally {
      jest.restoreAllMocks();
    }
    expect(escritas.map(String).join('')).toContain('Activos Fijos escuchando');
    expect(escritas).toHaveLength(1);
  });
});
