import { CATEGORIAS_DEPRECIACION } from '../../src/dominio/tasas-sunat';
import { auth, crearUsuario, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

interface Fila {
  numeroMes: number;
  periodo: number;
  depreciacionMensual: number;
  depreciacionAcumulada: number;
  saldoActual: number;
}

/** An asset body (camelCase): the worked example's server, S/ 12,000.00 without IGV, "otros bienes" at 10 %, first used on 15/03/2024. */
const activo = (overrides: Record<string, unknown> = {}) => ({
  descripcion: 'Servidor de archivos',
  cantidad: 1,
  precioUndMn: '12000.00',
  igv: 0,
  categoriaDepreciacion: 'otros',
  tasaDepreciacion: 10,
  fechaAdquisicion: '2024-03-10',
  fechaInicioUso: '2024-03-15',
  ...overrides,
});

describe('Mejoras de activos y ciclo de vida contable', () => {
  let t: TestApp;
  let maestro: string;
  let jefe: UsuarioPrueba;
  let lector: UsuarioPrueba;

  const crear = (token: string, body: Record<string, unknown>) => t.http.post('/api/activos').set(auth(token)).send(body);
  const cronograma = async (token: string, activoId: number): Promise<Fila[]> => (await t.http.get(`/api/activos/${activoId}/depreciation`).set(auth(token)).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector@demo.pe');
  });
  afterAll(() => t.close());

  describe('fecha de inicio de uso, tasa máxima y categorías SUNAT', () => {
    it('defaults the first use to the acquisition date and refuses one before it, naming the field', async () => {
      const { body: sinUso } = await crear(jefe.token, activo({ codigo: 'USO-1', fechaInicioUso: null })).expect(201);
      expect(sinUso.fechaInicioUso).toBe('2024-03-10T00:00:00.000Z');

      const antes = await snapshot(t, 'activo');
      const res = await crear(jefe.token, activo({ codigo: 'USO-2', fechaInicioUso: '2024-03-01' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('La fecha de inicio de uso no puede ser anterior a la fecha de adquisición');
      expect(await snapshot(t, 'activo')).toEqual(antes);
    });

    it('starts the depreciation in the month of first use, not of acquisition', async () => {
      const { body: torno } = await crear(jefe.token, activo({ codigo: 'USO-3', precioUndMn: '2400.00', fechaAdquisicion: '2025-01-20', fechaInicioUso: '2025-04-02' })).expect(201);
      const filas = await cronograma(lector.token, torno.id);
      expect(filas[0]).toMatchObject({ periodo: 202504, numeroMes: 1, depreciacionMensual: 20, depreciacionAcumulada: 20, saldoActual: 2380 });
    });

    it('refuses a rate above the category maximum with the law that sets it', async () => {
      const computo = await crear(jefe.token, activo({ codigo: 'TAS-1', categoriaDepreciacion: 'computo', tasaDepreciacion: 30 }));
      expect(computo.status).toBe(400);
      expect(computo.body.message).toContain('La tasa de depreciación no puede superar 25.00 % para «Equipos de procesamiento de datos» (RLIR art. 22 b) 4)');
      const sinCategoria = await crear(jefe.token, activo({ codigo: 'TAS-2', categoriaDepreciacion: null, tasaDepreciacion: 30 }));
      expect(sinCategoria.body.message).toContain('La tasa de depreciación no puede superar 25.00 %, la mayor de RLIR art. 22 b); elija la categoría SUNAT de depreciación del activo');
      await crear(jefe.token, activo({ codigo: 'TAS-3', categoriaDepreciacion: 'computo', tasaDepreciacion: 25 })).expect(201);
    });

    it('lists the SUNAT depreciation categories with their maximum rate, beside GET /api/activos/{id}', async () => {
      const res = await t.http.get('/api/activos/categorias-depreciacion').set(auth(lector.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(CATEGORIAS_DEPRECIACION);
      expect(res.body).toContainEqual({ clave: 'computo', nombre: 'Equipos de procesamiento de datos', maximo: 25, base: 'RLIR art. 22 b) 4' });
      expect(res.body.map((c: { clave: string }) => c.clave)).toEqual(['ganado', 'vehiculos', 'maquinaria-extractiva', 'computo', 'maquinaria', 'otros', 'edificios']);
      const { body: uno } = await crear(jefe.token, activo({ codigo: 'CAT-1' })).expect(201);
      expect((await t.http.get(`/api/activos/${uno.id}`).set(auth(lector.token))).body.codigo).toBe('CAT-1');
    });
  });
});
