import { Company, createRecord, ResourceKey, seedCompany } from '../security/companies';
import { sampleOf } from '../security/samples';
import { auth } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

/*
 * The company a write targets: a Maestro (of company 1) naming company X writes in X, and the
 * audit row of that write is filed under X too, for every resource that belongs to a company.
 */

type Metodo = 'post' | 'put' | 'delete';

interface Escritura {
  /** "POST /api/Area": what the table of results shows. */
  ruta: string;
  metodo: Metodo;
  /** The path, given the company's fresh record of the resource (for an update or a delete). */
  path: (x: Company, id: number) => string;
  body?: (x: Company) => Record<string, unknown>;
  /** The record to change or delete, created first by company X's own Administrador. */
  registro?: ResourceKey;
  /** Where the written row is, to read its companiaId; none for a delete (the row is gone). */
  fila?: { tabla: string; id: (answer: { body: { id?: number } }, registro: number) => number | string; columna?: string };
  /** When it is not the method's usual one (201, 200, 204). */
  status?: number;
}

const creado = { id: (answer: { body: { id?: number } }) => answer.body.id! };
const mismo = { id: (_: unknown, registro: number) => registro };

const ESCRITURAS: Escritura[] = [
  { ruta: 'POST /api/Area', metodo: 'post', path: () => '/api/Area', body: (x) => sampleOf('AreaDto', x), fila: { tabla: 'area', ...creado } },
  { ruta: 'PUT /api/Area/{id}', metodo: 'put', path: (_, id) => `/api/Area/${id}`, body: (x) => sampleOf('AreaDto', x), registro: 'area', fila: { tabla: 'area', ...mismo } },
  { ruta: 'DELETE /api/Area/{id}', metodo: 'delete', path: (_, id) => `/api/Area/${id}`, registro: 'area' },
  { ruta: 'POST /api/activos', metodo: 'post', path: () => '/api/activos', body: (x) => sampleOf('ActivoDto', x), fila: { tabla: 'activo', ...creado } },
  { ruta: 'PUT /api/activos/{id}', metodo: 'put', path: (_, id) => `/api/activos/${id}`, body: (x) => sampleOf('ActivoDto', x), registro: 'activo', fila: { tabla: 'activo', ...mismo } },
  { ruta: 'DELETE /api/activos/{id}', metodo: 'delete', path: (_, id) => `/api/activos/${id}`, registro: 'activo' },
  { ruta: 'POST /api/Cliente', metodo: 'post', path: () => '/api/Cliente', body: (x) => sampleOf('ClienteDto', x), fila: { tabla: 'cliente', ...creado } },
  { ruta: 'PUT /api/Cliente/{id}', metodo: 'put', path: (_, id) => `/api/Cliente/${id}`, body: (x) => sampleOf('ClienteDto', x), registro: 'cliente', fila: { tabla: 'cliente', ...mismo } },
  { ruta: 'DELETE /api/Cliente/{id}', metodo: 'delete', path: (_, id) => `/api/Cliente/${id}`, registro: 'cliente' },
  { ruta: 'POST /api/Direccion', metodo: 'post', path: () => '/api/Direccion', body: (x) => sampleOf('DireccionDto', x), fila: { tabla: 'direccion', ...creado } },
  { ruta: 'PUT /api/Direccion/{id}', metodo: 'put', path: (_, id) => `/api/Direccion/${id}`, body: (x) => sampleOf('DireccionDto', x), registro: 'direccion', fila: { tabla: 'direccion', ...mismo } },
  { ruta: 'DELETE /api/Direccion/{id}', metodo: 'delete', path: (_, id) => `/api/Direccion/${id}`, registro: 'direccion' },
  { ruta: 'POST /api/Movimiento', metodo: 'post', path: () => '/api/Movimiento', body: (x) => sampleOf('MovimientoDto', x), fila: { tabla: 'movimiento', ...creado } },
  { ruta: 'PUT /api/Movimiento/{id}', metodo: 'put', path: (_, id) => `/api/Movimiento/${id}`, body: (x) => sampleOf('MovimientoDto', x), registro: 'movimiento', fila: { tabla: 'movimiento', ...mismo } },
  { ruta: 'DELETE /api/Movimiento/{id}', metodo: 'delete', path: (_, id) => `/api/Movimiento/${id}`, registro: 'movimiento' },
  { ruta: 'POST /api/mantenimiento', metodo: 'post', path: () => '/api/mantenimiento', body: (x) => sampleOf('MantenimientoDto', x), fila: { tabla: 'mantenimiento', ...creado } },
  { ruta: 'PUT /api/mantenimiento/{id}', metodo: 'put', path: (_, id) => `/api/mantenimiento/${id}`, body: (x) => sampleOf('MantenimientoDto', x), registro: 'mantenimiento', fila: { tabla: 'mantenimiento', ...mismo } },
  { ruta: 'DELETE /api/mantenimiento/{id}', metodo: 'delete', path: (_, id) => `/api/mantenimiento/${id}`, registro: 'mantenimiento' },
  { ruta: 'POST /api/Usuario', metodo: 'post', path: () => '/api/Usuario', body: (x) => sampleOf('CrearUsuarioDto', x), fila: { tabla: 'usuario', ...creado } },
  { ruta: 'PUT /api/Usuario/{id}', metodo: 'put', path: (_, id) => `/api/Usuario/${id}`, body: (x) => sampleOf('ActualizarUsuarioDto', x), registro: 'usuario', fila: { tabla: 'usuario', ...mismo } },
  { ruta: 'DELETE /api/Usuario/{id}', metodo: 'delete', path: (_, id) => `/api/Usuario/${id}`, registro: 'usuario' },
  { ruta: 'POST /api/ClaveApi', metodo: 'post', path: () => '/api/ClaveApi', body: (x) => sampleOf('CrearClaveApiDto', x), fila: { tabla: 'clave_api', ...creado } },
  { ruta: 'DELETE /api/ClaveApi/{id}', metodo: 'delete', path: (_, id) => `/api/ClaveApi/${id}`, registro: 'claveapi', fila: { tabla: 'clave_api', ...mismo } },
  { ruta: 'POST /api/inventarios', metodo: 'post', path: () => '/api/inventarios', body: (x) => sampleOf('InventarioDto', x), fila: { tabla: 'inventario', ...creado } },
  { ruta: 'POST /api/inventarios/{id}/cerrar', metodo: 'post', path: (_, id) => `/api/inventarios/${id}/cerrar`, registro: 'inventario', fila: { tabla: 'inventario', ...mismo }, status: 200 },
  { ruta: 'POST /api/activos/{id}/mejoras', metodo: 'post', path: (_, id) => `/api/activos/${id}/mejoras`, body: (x) => sampleOf('MejoraDto', x), registro: 'activo', fila: { tabla: 'activo_mejora', ...creado } },
  { ruta: 'POST /api/activos/{id}/baja', metodo: 'post', path: (_, id) => `/api/activos/${id}/baja`, body: (x) => sampleOf('BajaDto', x), registro: 'activo', fila: { tabla: 'activo_baja', ...mismo, columna: 'activoId' } },
  { ruta: 'DELETE /api/activos/{id}/baja', metodo: 'delete', path: (_, id) => `/api/activos/${id}/baja`, registro: 'baja' },
  { ruta: 'POST /api/reportes/cierre/{anio}', metodo: 'post', path: () => '/api/reportes/cierre/2011', fila: { tabla: 'cierre_ejercicio', id: () => 2011, columna: 'anio' } },
  { ruta: 'DELETE /api/reportes/cierre/{anio}', metodo: 'delete', path: () => '/api/reportes/cierre/2011' },
];

describe('the company a write targets, and the company of its audit row', () => {
  let t: TestApp;
  let maestro: string;
  let x: Company;

  const q = (name: string) => t.dataSource.driver.escape(name);
  /** The companiaId of every audit row a request wrote. */
  const companiasDeAuditoria = async (requestId: string): Promise<number[]> =>
    (await t.dataSource.query(`SELECT ${q('companiaId')} AS c FROM audit_log WHERE ${q('requestId')} = ${t.dataSource.driver.createParameter('r', 0)}`, [requestId])).map(
      (row: { c: unknown }) => Number(row.c),
    );
  const companiaDeFila = async (tabla: string, columna: string, valor: number | string): Promise<number | null> => {
    const rows = await t.dataSource.query(`SELECT ${q('companiaId')} AS c FROM ${q(tabla)} WHERE ${q(columna)} = ${Number(valor)}`);
    return rows.length ? Number(rows[0].c) : null;
  };

  /** What a client sees of one write: its status, the company of the row it wrote and of its audit rows. */
  async function escribir(metodo: Metodo, path: string, body: Record<string, unknown> | undefined, fila?: { tabla: string; columna?: string; valor: (answer: { body: { id?: number } }) => number | string }) {
    const answer = await t.http[metodo](path).set(auth(maestro)).send(body ?? {});
    return {
      status: answer.status,
      fila: fila && answer.status < 300 ? await companiaDeFila(fila.tabla, fila.columna ?? 'id', fila.valor(answer)) : null,
      auditoria: await companiasDeAuditoria(answer.headers['x-request-id']),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    x = await seedCompany(t, 'DESTINOZQX');
  });
  afterAll(() => t?.close());

  it('a Maestro naming ?companiaId= writes every resource in that company and files its audit row there', async () => {
    const vistas: Record<string, unknown> = {};
    const esperadas: Record<string, unknown> = {};
    for (const escritura of ESCRITURAS) {
      const registro = escritura.registro ? await createRecord(t, x, escritura.registro) : 0;
      const fila = escritura.fila && { tabla: escritura.fila.tabla, columna: escritura.fila.columna, valor: (answer: { body: { id?: number } }) => escritura.fila!.id(answer, registro) };
      vistas[escritura.ruta] = await escribir(escritura.metodo, `${escritura.path(x, registro)}?companiaId=${x.id}`, escritura.body?.(x), fila);
      esperadas[escritura.ruta] = { status: escritura.status ?? (escritura.metodo === 'delete' ? 204 : escritura.metodo === 'post' ? 201 : 200), fila: fila ? x.id : null, auditoria: [x.id] };
    }
    expect(vistas).toEqual(esperadas);
  });

  describe('an area (the spec’s client sends { id, nombre, companiaId } in the body)', () => {
    const area = () => ({ tabla: 'area', valor: (answer: { body: { id?: number } }) => answer.body.id! });

    it('is created in the company its body names, with the audit row there', async () => {
      expect(await escribir('post', '/api/Area', { nombre: 'Área del cuerpo', companiaId: x.id }, area())).toEqual({ status: 201, fila: x.id, auditoria: [x.id] });
    });

    it('is created in the company ?companiaId= names when the body names none', async () => {
      expect(await escribir('post', `/api/Area?companiaId=${x.id}`, { nombre: 'Área de la consulta' }, area())).toEqual({ status: 201, fila: x.id, auditoria: [x.id] });
    });

    it('changed or deleted by id without naming a company is filed under the area’s own company', async () => {
      const id = await createRecord(t, x, 'area');
      expect(await escribir('put', `/api/Area/${id}`, { id, nombre: 'Área renombrada', companiaId: x.id }, area())).toEqual({ status: 200, fila: x.id, auditoria: [x.id] });
      expect(await escribir('put', `/api/Area/${id}`, { nombre: 'Área sin compañía' }, area())).toEqual({ status: 200, fila: x.id, auditoria: [x.id] });
      expect(await escribir('delete', `/api/Area/${id}`, undefined)).toEqual({ status: 204, fila: null, auditoria: [x.id] });
    });

    it('refuses a body naming another company than ?companiaId= (400) and an id of another company than ?companiaId= (404), writing nothing', async () => {
      const antes = await t.dataSource.query('SELECT * FROM area ORDER BY id');
      const cruzada = await t.http.post(`/api/Area?companiaId=${x.id}`).set(auth(maestro)).send({ nombre: 'Área cruzada', companiaId: 1 });
      expect(cruzada.status).toBe(400);
      expect(cruzada.body.message).toBe('La compañía del cuerpo (companiaId) no coincide con la indicada en ?companiaId=');
      const id = await createRecord(t, x, 'area');
      const despues = await t.dataSource.query('SELECT * FROM area ORDER BY id');
      for (const res of [
        await t.http.put(`/api/Area/${id}?companiaId=1`).set(auth(maestro)).send({ nombre: 'Área ajena' }),
        await t.http.delete(`/api/Area/${id}?companiaId=1`).set(auth(maestro)),
      ]) {
        expect(res.status).toBe(404);
      }
      expect(despues.length).toBe(antes.length + 1);
      expect(await t.dataSource.query('SELECT * FROM area ORDER BY id')).toEqual(despues);
    });
  });

  it('a user changed or deleted by id without naming a company is filed under the user’s own company', async () => {
    const usuario = () => ({ tabla: 'usuario', valor: (answer: { body: { id?: number } }) => answer.body.id! });
    const id = await createRecord(t, x, 'usuario');
    expect(await escribir('put', `/api/Usuario/${id}`, sampleOf('ActualizarUsuarioDto', x), usuario())).toEqual({ status: 200, fila: x.id, auditoria: [x.id] });
    expect(await escribir('delete', `/api/Usuario/${id}`, undefined)).toEqual({ status: 204, fila: null, auditoria: [x.id] });
  });
});
