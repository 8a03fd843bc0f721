import { Activo } from '../../src/activo/activo.entity';
import { seleccionDeRespuesta } from '../../src/activo/filas-de-activo';
import { limaDate } from '../../src/common/lima-time';
import { pngImage } from '../fixtures/images';
import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, crearCompania, crearUsuario, rucFrom, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

/** The spec's asset client body (PascalCase), as its dialog sends it. */
const cuerpoSpec = (overrides: Record<string, unknown> = {}) => ({
  Codigo: '',
  TipoActivo: 'Equipo',
  Descripcion: 'Cámara fotográfica',
  Marca: 'Canon',
  Modelo: 'EOS R6',
  Serie: 'SN-123',
  Color: 'Negro',
  TipoMaterial: 'Metal',
  Largo: '15.50',
  Ancho: '10.00',
  Altura: '8.25',
  Dimensiones: '15x10x8',
  Peso: '0.68',
  ConsumoEnergia: '20W',
  TipoEquipoCategoria: 'Fotografía',
  CodigoFamilia: 'FAM-01',
  Categoria: 'Equipos Diversos',
  Edificio: 'Sede Central',
  Piso: '3',
  CodLinea: 'L1',
  Estado: 'Activo',
  DetalleStatus: 'Operativo',
  Observaciones: 'Sin observaciones',
  UsuarioAnterior: '',
  Sede: 'Lima',
  NroVoucher: 'V-001',
  CategoriaSunat: 'cat1sunat',
  CentroCostos: 'CC-10',
  RucProveedor: '20100070970',
  Proveedor: 'Importadora S.A.',
  FechaAdquisicion: '2026-01-15T00:00:00.000Z',
  NroFactura: 'F001-123',
  TipoEquipoContable: 'Equipos diversos',
  DescripcionContable: 'Cámara',
  Cantidad: 2,
  PrecioUndMn: '1500.00',
  PrecioUndMe: null,
  TipoCambio: null,
  ImporteMn: '9999.00',
  Precio: '1.00',
  Igv: 18,
  Total: '5.00',
  TasaDepreciacion: '25.00',
  AnioFabricacion: 2024,
  FechaInventario: '2026-02-01T00:00:00.000Z',
  // Only an upload of the company is taken (test/api/imagenes-activos.test.ts).
  Imagen: null,
  FechaCreacion: '2020-01-01T00:00:00.000Z',
  ActivoBool: true,
  CompaniaId: 99,
  Id: 12345,
  ...overrides,
});

describe('/api/activos', () => {
  let t: TestApp;
  let maestro: string;
  let jefe: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let otraEmpresa: UsuarioPrueba;
  let areaId: number;
  let otraAreaId: number;

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector@demo.pe');
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    otraEmpresa = await crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe');
    areaId = (await t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre: 'Logística' })).body.id;
    otraAreaId = (await t.http.post('/api/Area').set(auth(otraEmpresa.token)).send({ nombre: 'Ventas' })).body.id;
  });
  afterAll(() => t.close());

  const crear = (body: Record<string, unknown>, token = jefe.token) => t.http.post('/api/activos').set(auth(token)).send(body);

  it('creates from the spec PascalCase body, ignoring server-owned fields and answering the joined names', async () => {
    const res = await crear(cuerpoSpec({ AreaId: areaId, UsuarioId: jefe.id }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      codigo: 'ACT-000001',
      companiaId: 1,
      descripcion: 'Cámara fotográfica',
      largo: 15.5,
      peso: 0.68,
      rucProveedor: '20100070970',
      anioFabricacion: 2024,
      fechaAdquisicion: '2026-01-15T00:00:00.000Z',
      usuario: { nombre: 'Tipo 3', apellido: 'Prueba' },
      area: { nombre: 'Logística' },
      activoBool: true,
      usuarioAnterior: null,
    });
    expect(res.body.id).not.toBe(12345);
    expect(new Date(res.body.fechaCreacion).getFullYear()).toBeGreaterThanOrEqual(2026);
    expect(res.body).not.toHaveProperty('busqueda');
  });

  it('recomputes the derived amounts: national currency with IGV', async () => {
    const { body } = await crear(cuerpoSpec({ Cantidad: 2, PrecioUndMn: '1500.00', Igv: 18 }));
    expect(body).toMatchObject({ importeMn: 3000, igv: 540, precio: 2460, total: 3000, precioUndMe: null, tipoCambio: null });
  });

  it('recomputes the derived amounts: national currency without IGV', async () => {
    const { body } = await crear(cuerpoSpec({ Cantidad: 3, PrecioUndMn: '100.10', Igv: 0 }));
    expect(body).toMatchObject({ importeMn: 300.3, igv: 0, precio: 300.3, total: 300.3 });
  });

  it('recomputes the derived amounts: foreign currency with and without IGV (0.01 tolerance)', async () => {
    const con = (await crear(cuerpoSpec({ Cantidad: 1, PrecioUndMn: '50', PrecioUndMe: '1000.00', TipoCambio: '3.752', Igv: 675 }))).body;
    expect(con.precioUndMn).toBeNull();
    expect(Math.abs(con.importeMn - 3752)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(con.igv - 675.36)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(con.precio - 3076.64)).toBeLessThanOrEqual(0.01);
    const sin = (await crear(cuerpoSpec({ Cantidad: 2, PrecioUndMe: '10.50', TipoCambio: '3.8', Igv: 0, ConIgv: false }))).body;
    expect(sin).toMatchObject({ importeMn: 79.8, igv: 0, precio: 79.8, total: 79.8 });
  });

  it.each([
    ['no descripcion', { Descripcion: '  ' }, 'La descripción es obligatoria'],
    ['a non-numeric price', { PrecioUndMn: 'mil' }, 'Precio unitario (MN): Debe ser un número válido'],
    ['a non-numeric length', { Largo: 'abc' }, 'Largo: Debe ser un número válido'],
    ['year 1899', { AnioFabricacion: 1899 }, 'Año debe estar entre 1900 y 2030'],
    ['year 2031', { AnioFabricacion: '2031' }, 'Año debe estar entre 1900 y 2030'],
    ['a 10-digit RUC', { RucProveedor: '2010007097' }, 'RUC debe tener 11 dígitos'],
    ['a RUC with a wrong check digit', { RucProveedor: '20100070971' }, 'El RUC no es válido: su dígito verificador no corresponde'],
    ['cantidad 0', { Cantidad: 0 }, 'La cantidad debe ser un número entero mayor o igual a 1'],
    ['a bad date', { FechaAdquisicion: '31/02/2026' }, 'Fecha de adquisición: Debe ser una fecha válida'],
  ])('refuses %s with the Spanish message and saves nothing', async (_, overrides, message) => {
    const before = await snapshot(t, 'activo');
    const res = await crear(cuerpoSpec(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await snapshot(t, 'activo')).toEqual(before);
  });

  it('refuses an area, user or address of another company', async () => {
    const res = await crear(cuerpoSpec({ AreaId: otraAreaId, UsuarioId: otraEmpresa.id, DireccionId: 999 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      'El área indicada no existe en su compañía',
      'El usuario indicado no existe en su compañía',
      'La dirección indicada no existe en su compañía',
    ]);
  });

  it('keeps codes unique per company: 409 on a duplicate, the same code allowed in another company', async () => {
    await crear(cuerpoSpec({ Codigo: 'LAP-001' })).expect(201);
    const dup = await crear(cuerpoSpec({ Codigo: 'LAP-001' }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya existe un activo con el código LAP-001');
    await crear(cuerpoSpec({ Codigo: 'LAP-001' }), otraEmpresa.token).expect(201);
  });

  it('gives 50 concurrent creates without a code 50 distinct codes, without an error', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => crear(cuerpoSpec({ Descripcion: `Silla ${i}` }))));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((r) => r.body.codigo)).size).toBe(50);
    const next = await t.http.get('/api/activos/next-codigo').set(auth(jefe.token));
    expect(next.body.codigo).toMatch(/^ACT-\d{6}$/);
    expect(answers.map((r) => r.body.codigo)).not.toContain(next.body.codigo);
  });

  it('skips a hand-typed code that the sequence would produce', async () => {
    const next = (await t.http.get('/api/activos/next-codigo').set(auth(jefe.token))).body.codigo as string;
    await crear(cuerpoSpec({ Codigo: next })).expect(201);
    const generated = await crear(cuerpoSpec({ Codigo: '' }));
    expect(generated.status).toBe(201);
    expect(generated.body.codigo).not.toBe(next);
  });

  it('reads one asset by id, by code, its existence, and the company list (404 for unknown)', async () => {
    const created = (await crear(cuerpoSpec({ Codigo: 'IMP-777', Descripcion: 'Impresora láser' }))).body;
    expect((await t.http.get(`/api/activos/${created.id}`).set(auth(lector.token))).body.codigo).toBe('IMP-777');
    expect((await t.http.get('/api/activos/codigo/IMP-777').set(auth(lector.token))).body.id).toBe(created.id);
    expect((await t.http.get(`/api/activos/${created.id}/exists`).set(auth(lector.token))).body).toEqual({ exists: true });
    expect((await t.http.get('/api/activos/987654/exists').set(auth(lector.token))).body).toEqual({ exists: false });
    expect((await t.http.get('/api/activos/987654').set(auth(lector.token))).status).toBe(404);
    const byCompany = await t.http.get('/api/activos/by-company/1').set(auth(lector.token));
    expect(byCompany.body.some((a: { id: number }) => a.id === created.id)).toBe(true);
  });

  it('searches code and description ignoring case and accents ("camara" finds "Cámara")', async () => {
    const res = await t.http.get('/api/activos/search?descripcion=CAMARA').set(auth(lector.token));
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((a: { descripcion: string }) => a.descripcion === 'Cámara fotográfica')).toBe(true);
    const byCode = await t.http.get('/api/activos/search?codigo=imp-7').set(auth(lector.token));
    expect(byCode.body.map((a: { codigo: string }) => a.codigo)).toEqual(['IMP-777']);
    const all = await t.http.get('/api/activos/search').set(auth(lector.token));
    expect(all.body.length).toBe((await t.dataSource.query('SELECT id FROM activo WHERE "companiaId" = 1')).length);
  });

  it('filters by code and brand folding the case of every letter, Ñ and accented capitals too', async () => {
    const { body: nandu } = await crear({ codigo: 'ÑANDÚ-É01', descripcion: 'Escultura de ñandú', marca: 'ÉLITE Ñ' }).expect(201);
    // The list in the pool's read lane (a text filter) and the search on the event loop: both fold "ñ" and "é".
    const porCodigo = await t.http.get('/api/activos?filter={"codigo":"ñandú-é"}').set(auth(jefe.token)).expect(200);
    expect(porCodigo.body.map((a: { id: number }) => a.id)).toEqual([nandu.id]);
    const porMarca = await t.http.get('/api/activos?filter={"marca":"élite ñ"}').set(auth(jefe.token)).expect(200);
    expect(porMarca.body.map((a: { id: number }) => a.id)).toEqual([nandu.id]);
    const buscado = await t.http.get(`/api/activos/search?codigo=${encodeURIComponent('ñandú')}`).set(auth(jefe.token)).expect(200);
    expect(buscado.body.map((a: { id: number }) => a.id)).toEqual([nandu.id]);
    await t.http.delete(`/api/activos/${nandu.id}`).set(auth(jefe.token)).expect(204);
  });

  it('lists in both dialects with the spec filters', async () => {
    const page = await t.http.get('/api/activos?sort=["codigo","ASC"]&range=[0,24]&filter={"descripcion":"camara","estado":"Activo"}').set(auth(lector.token));
    expect(page.status).toBe(200);
    expect(page.headers['content-range']).toMatch(/^activos 0-\d+\/\d+$/);
    expect(page.body.every((a: { descripcion: string }) => a.descripcion === 'Cámara fotográfica')).toBe(true);
    expect(page.body[0]).toHaveProperty('area');
    const byArea = await t.http.get(`/api/activos?filter={"areaId":${areaId}}`).set(auth(lector.token));
    expect(byArea.body.map((a: { area: { nombre: string } }) => a.area.nombre)).toEqual(['Logística']);
    const paged = await t.http.get('/api/activos?page=2&size=5&search=silla').set(auth(lector.token));
    expect(paged.body.data).toHaveLength(5);
    expect(paged.body.pagination).toMatchObject({ pageSize: 5, totalRecords: 50, totalCount: 50, totalPages: 10 });
  });

  it('pages the list as it opens (by code) with its total, with the disposed ones when asked, and past its end', async () => {
    const todos = (await t.dataSource.query('SELECT codigo, "fechaBaja" FROM activo WHERE "companiaId" = 1')) as Array<{ codigo: string; fechaBaja: unknown }>;
    const vigentes = todos.filter((a) => a.fechaBaja === null).map((a) => a.codigo).sort();
    const pagina = (query: string) => t.http.get(`/api/activos?sort=["codigo","ASC"]&${query}`).set(auth(lector.token)).expect(200);

    const segunda = await pagina('range=[5,9]');
    expect(segunda.body.map((a: { codigo: string }) => a.codigo)).toEqual(vigentes.slice(5, 10));
    expect(segunda.headers['content-range']).toBe(`activos 5-9/${vigentes.length}`);
    expect(Object.keys(segunda.body[0])).toEqual(expect.arrayContaining(['area', 'usuario', 'imagenMiniatura', 'fechaCreacion']));
    expect(segunda.body[0]).not.toHaveProperty('lq_total');

    const conBajas = await pagina('range=[0,4]&filter={"bajas":"incluir"}');
    expect(conBajas.headers['content-range']).toBe(`activos 0-4/${todos.length}`);

    const despues = await pagina(`range=[${vigentes.length + 10},${vigentes.length + 14}]`);
    expect(despues.body).toEqual([]);
    expect(despues.headers['content-range']).toMatch(new RegExp(`/${vigentes.length}$`));
  });

  it('writes a location-history entry in the update that moves the asset, and none for other edits', async () => {
    const created = (await crear(cuerpoSpec({ Codigo: 'MOV-1', Edificio: 'A', Piso: '1', AreaId: areaId }))).body;
    const history = () => t.http.get(`/api/activos/${created.id}/location-history`).set(auth(lector.token));
    await t.http.put(`/api/activos/${created.id}`).set(auth(jefe.token)).send(cuerpoSpec({ Codigo: 'MOV-1', Edificio: 'A', Piso: '1', AreaId: areaId, Marca: 'Nikon' })).expect(200);
    expect((await history()).body).toEqual([]);

    await t.http
      .put(`/api/activos/${created.id}`)
      .set(auth(jefe.token))
      .send(cuerpoSpec({ Codigo: 'MOV-1', Edificio: 'B', Piso: '2', AreaId: null, Motivo: 'Traslado a almacén', ObservacionesCambio: 'Con guía' }))
      .expect(200);
    const [entry] = (await history()).body;
    expect(entry).toMatchObject({
      usuarioCambio: 'Tipo 3 Prueba',
      motivo: 'Traslado a almacén',
      edificioAnterior: 'A',
      edificioNuevo: 'B',
      pisoAnterior: '1',
      pisoNuevo: '2',
      areaAnterior: 'Logística',
      areaNueva: null,
      observaciones: 'Con guía',
    });
    expect(new Date(entry.fechaCambio).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers every one of concurrent edits that recode and move the same asset', async () => {
    const created = (await crear(cuerpoSpec({ Codigo: 'MOV-2', Edificio: 'A' }))).body;
    const edits = await Promise.all(
      Array.from({ length: 8 }, () => t.http.put(`/api/activos/${created.id}`).set(auth(jefe.token)).send(cuerpoSpec({ Codigo: 'MOV-3', Edificio: 'Torre B' }))),
    );
    expect(edits.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect((await t.http.get(`/api/activos/${created.id}`).set(auth(lector.token))).body).toMatchObject({ codigo: 'MOV-3', edificio: 'Torre B' });
  });

  // The schedule is computed on every read: a GET writes nothing.
  it('computes and recomputes the depreciation schedule from the asset as it is now', async () => {
    const now = new Date();
    const acquired = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 10));
    const created = (await crear(cuerpoSpec({ Codigo: 'DEP-1', Cantidad: 1, PrecioUndMn: '1200', Igv: 0, TasaDepreciacion: '10', FechaAdquisicion: acquired.toISOString() }))).body;
    const rows = (await t.http.get(`/api/activos/${created.id}/depreciation`).set(auth(lector.token))).body;
    expect(rows).toHaveLength(3);
    expect(rows.map((r: { depreciacionMensual: number }) => r.depreciacionMensual)).toEqual([10, 10, 10]);
    expect(rows[2]).toMatchObject({ numeroMes: 3, depreciacionAcumulada: 30, saldoActual: 1170 });

    await t.http.put(`/api/activos/${created.id}`).set(auth(jefe.token)).send(cuerpoSpec({ Codigo: 'DEP-1', Cantidad: 1, PrecioUndMn: '2400', Igv: 0, TasaDepreciacion: '', Categoria: 'Equipos de Cómputo', CategoriaDepreciacion: 'computo', FechaAdquisicion: acquired.toISOString() })).expect(200);
    const recomputed = (await t.http.get(`/api/activos/${created.id}/depreciation`).set(auth(lector.token))).body;
    expect(recomputed[0].depreciacionMensual).toBe(50); // 2400 × 25 % (RLIR art. 22 b) 4, procesamiento de datos) ÷ 12
    const forced = await t.http.get(`/api/activos/${created.id}/depreciation?forceRecalculate=true`).set(auth(lector.token));
    expect(forced.body).toEqual(recomputed);
  });

  it('recomputes with forceRecalculate without changing a row, and answers many readers alike', async () => {
    const acquired = new Date(Date.UTC(new Date().getUTCFullYear() - 4, 0, 15));
    const created = (await crear(cuerpoSpec({ Codigo: 'DEP-2', Cantidad: 1, PrecioUndMn: '3600', Igv: 0, TasaDepreciacion: '', Categoria: 'Maquinaria', FechaAdquisicion: acquired.toISOString() }))).body;
    const tablas = ['activo', 'activo_ubicacion'];
    const antes = await Promise.all(tablas.map((tabla) => snapshot(t, tabla)));
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.http.get(`/api/activos/${created.id}/depreciation?forceRecalculate=true`).set(auth(lector.token))));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await Promise.all(tablas.map((tabla) => snapshot(t, tabla)))).toEqual(antes);

    // 3600 × 10 % (SUNAT, maquinaria) ÷ 12 = 30 a month, from January four years ago to this month.
    const meses = (new Date().getUTCFullYear() - acquired.getUTCFullYear()) * 12 + new Date().getUTCMonth() + 1;
    const rows = answers[0].body as Array<{ numeroMes: number; periodo: number; depreciacionMensual: number; depreciacionAcumulada: number; saldoActual: number }>;
    expect(rows).toHaveLength(meses);
    expect(rows[0]).toMatchObject({ numeroMes: 1, periodo: acquired.getUTCFullYear() * 100 + 1, depreciacionMensual: 30, depreciacionAcumulada: 30, saldoActual: 3570 });
    expect(rows[meses - 1]).toMatchObject({ numeroMes: meses, depreciacionAcumulada: 30 * meses, saldoActual: 3600 - 30 * meses });
  });

  // The refusals of out-of-bounds dates on create and update are src/activo/activos.controller.spec.ts's.
  describe('acquisition date bounds (01/01/1900 to today in Lima)', () => {
    const hoy = limaDate();
    const manana = new Date(Date.parse(`${hoy}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    it('accepts the bounds themselves: 01/01/1900 and today', async () => {
      expect((await crear(cuerpoSpec({ Codigo: 'FEC-2', FechaAdquisicion: '1900-01-01' }))).body.fechaAdquisicion).toBe('1900-01-01T00:00:00.000Z');
      expect((await crear(cuerpoSpec({ Codigo: 'FEC-3', FechaAdquisicion: hoy }))).body.fechaAdquisicion).toBe(`${hoy}T00:00:00.000Z`);
    });

    it('refuses them per row in the Excel import, saving the other rows', async () => {
      const file = await xlsxFile([
        ['Código', 'Descripción', 'Fecha Adquisición'],
        ['FEC-IMP-1', 'Fecha futura', `${manana.slice(8, 10)}/${manana.slice(5, 7)}/${manana.slice(0, 4)}`],
        ['FEC-IMP-2', 'Fecha antigua', new Date(Date.UTC(1899, 11, 31))],
        ['FEC-IMP-3', 'Fecha válida', new Date(Date.UTC(1900, 0, 1))],
      ]);
      const res = await t.http
        .post('/api/activos/import-excel')
        .set(auth(jefe.token))
        .attach('file', file, 'activos.xlsx')
        .field('config', JSON.stringify({ startRow: 2, CodigoColumn: 1, DescripcionColumn: 2, FechaAdquisicionColumn: 3 }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ successCount: 1, errorCount: 2 });
      const items = res.body.processedItems as Array<{ rowNumber: number; status: string; message: string }>;
      expect(items.map((i) => [i.rowNumber, i.status, i.message])).toEqual([
        [2, 'Error', 'La fecha de adquisición no puede ser posterior a hoy'],
        [3, 'Error', 'La fecha de adquisición no puede ser anterior al 01/01/1900'],
        [4, 'Éxito', expect.any(String)],
      ]);
      const guardados = await t.dataSource.query(`SELECT codigo FROM activo WHERE codigo LIKE 'FEC-IMP-%' ORDER BY codigo`);
      expect(guardados.map((r: { codigo: string }) => r.codigo)).toEqual(['FEC-IMP-3']);
    });
  });

  it('answers statistics computed by the database', async () => {
    const res = await t.http.get('/api/activos/statistics').set(auth(lector.token));
    const [{ n, suma }] = await t.dataSource.query('SELECT COUNT(*) AS n, SUM(total) AS suma FROM activo WHERE "companiaId" = 1');
    expect(res.body.totalActivos).toBe(Number(n));
    expect(Math.abs(res.body.valorTotal - Number(suma))).toBeLessThanOrEqual(0.01);
    expect(res.body.porEstado.reduce((s: number, e: { cantidad: number }) => s + e.cantidad, 0)).toBe(Number(n));
    expect(res.body.porArea).toEqual(expect.arrayContaining([expect.objectContaining({ area: 'Logística' })]));
  });

  it('deletes with 204, taking its history and schedule along', async () => {
    const created = (await crear(cuerpoSpec({ Codigo: 'DEL-1' }))).body;
    expect((await t.http.delete(`/api/activos/${created.id}`).set(auth(jefe.token))).status).toBe(204);
    expect((await t.http.get(`/api/activos/${created.id}`).set(auth(jefe.token))).status).toBe(404);
  });

  it('isolates companies: B gets 404 for every A asset id and sees none of A in lists, search or statistics', async () => {
    const [a] = await t.dataSource.query(`SELECT id, codigo FROM activo WHERE "companiaId" = 1 ORDER BY id LIMIT 1`);
    const before = await snapshot(t, 'activo');
    for (const res of [
      await t.http.get(`/api/activos/${a.id}`).set(auth(otraEmpresa.token)),
      await t.http.get(`/api/activos/codigo/${a.codigo}`).set(auth(otraEmpresa.token)),
      await t.http.get(`/api/activos/${a.id}/location-history`).set(auth(otraEmpresa.token)),
      await t.http.get(`/api/activos/${a.id}/depreciation`).set(auth(otraEmpresa.token)),
      await t.http.put(`/api/activos/${a.id}`).set(auth(otraEmpresa.token)).send(cuerpoSpec()),
      await t.http.delete(`/api/activos/${a.id}`).set(auth(otraEmpresa.token)),
      await t.http.get('/api/activos/by-company/1').set(auth(otraEmpresa.token)),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await t.http.get(`/api/activos/${a.id}/exists`).set(auth(otraEmpresa.token))).body).toEqual({ exists: false });
    expect(await snapshot(t, 'activo')).toEqual(before);
    const mine = (await t.dataSource.query(`SELECT id FROM activo WHERE "companiaId" <> 1`)).map((r: { id: number }) => r.id);
    for (const path of ['/api/activos?range=[0,999]', '/api/activos/search', '/api/activos?companiaId=1']) {
      const res = await t.http.get(path).set(auth(otraEmpresa.token));
      expect(res.body.map((x: { id: number }) => x.id).sort()).toEqual(mine.sort());
    }
    expect((await t.http.get('/api/activos/statistics').set(auth(otraEmpresa.token))).body.totalActivos).toBe(mine.length);
  });

  it('lets a Maestro act on another company by naming it', async () => {
    const res = await t.http.post('/api/activos?companiaId=2').set(auth(maestro)).send(cuerpoSpec({ Codigo: 'M-1' }));
    expect(res.body.companiaId).toBe(2);
    expect(rucFrom('2010007097')).toBe('20100070970');
  });

  it('answers the list page and an opened asset (JSON written from the row) exactly as the search builds them as objects', async () => {
    const imagen = (await t.http.post('/api/activos/upload-image').set(auth(jefe.token)).attach('file', await pngImage(20, 20, 'liso'), 'foto.png')).body.imagePath;
    // The company's fields of every type, and a custodian: members the database writes too.
    const campos = [
      { clave: 'poliza', etiqueta: 'Póliza', tipo: 'texto' },
      { clave: 'valor_seguro', etiqueta: 'Valor asegurado', tipo: 'numero' },
      { clave: 'vence', etiqueta: 'Vence', tipo: 'fecha' },
      { clave: 'uso', etiqueta: 'Uso', tipo: 'lista', opciones: ['Oficina', 'Campo'] },
      { clave: 'asegurado', etiqueta: 'Asegurado', tipo: 'si_no' },
    ];
    for (const campo of campos) await t.http.post('/api/campos-personalizados').set(auth(jefe.token)).send(campo).expect(201);
    const valores = { poliza: 'Pól "7" \\ x\n✓', valor_seguro: '1234.50', vence: '2027-03-31', uso: 'campo', asegurado: true };
    const completo = (
      await crear(
        cuerpoSpec({ AreaId: areaId, UsuarioId: jefe.id, Imagen: imagen, Descripcion: 'Proyector "4K" \\ sala\n✓ ñandú\tá/b', PrecioUndMe: '1000.00', TipoCambio: '3.752', Igv: 675, CamposPersonalizados: valores }),
      ).expect(201)
    ).body;
    expect(completo.camposPersonalizados).toEqual({ poliza: 'Pól "7" \\ x\n✓', valor_seguro: 1234.5, vence: '2027-03-31', uso: 'Campo', asegurado: true });
    const custodio = (
      await t.http.post('/api/custodios').set(auth(jefe.token)).send({ nombres: 'José "Pepe"', apellidos: 'Ñáñez \\ Ríos', tipoDocumento: '1', numeroDocumento: '04455667' }).expect(201)
    ).body;
    await t.http.post('/api/actas-entrega').set(auth(jefe.token)).send({ custodioId: custodio.id, activoIds: [completo.id], fecha: limaDate() }).expect(201);
    const vacio = (await crear({ descripcion: 'Silla', activoBool: false })).body;
    expect(vacio.camposPersonalizados).toEqual({});
    expect(completo.imagenMiniatura).toMatch(/^\/uploads\/activos\/.+\.160\.webp$/);
    for (const creado of [completo, vacio]) {
      const abierto = await t.http.get(`/api/activos/${creado.id}`).set(auth(jefe.token));
      expect(abierto.headers['content-type']).toBe('application/json; charset=utf-8');
      const [buscado] = (await t.http.get('/api/activos/search').query({ codigo: creado.codigo }).set(auth(jefe.token))).body;
      const pagina = (await t.http.get('/api/activos').query({ sort: '["codigo","ASC"]', range: '[0,99]' }).set(auth(jefe.token))).body;
      expect(abierto.body).toEqual(buscado);
      expect(pagina.find((activo: { id: number }) => activo.id === creado.id)).toEqual(buscado);
      expect(Object.keys(abierto.body)).toEqual(Object.keys(buscado));
      // Byte for byte what JSON.stringify writes: amounts in their shortest form (1000, not 1000.00), the same escapes.
      expect(abierto.text).toBe(JSON.stringify(buscado));
    }
    // On both engines the database writes each row's JSON (json-sql.ts), with every column the answer has.
    const metadata = t.dataSource.getMetadata(Activo);
    const seleccion = seleccionDeRespuesta(t.dataSource.getRepository(Activo).createQueryBuilder('a'), metadata, metadata.columns.map((c) => c.propertyName));
    expect(seleccion.getQuery()).toMatch(/ AS "lq_json"/);
    expect((await t.http.get(`/api/activos/${vacio.id}`).set(auth(jefe.token))).body).toMatchObject({ usuario: null, area: null, custodio: null, activoBool: false, imagenMiniatura: null, camposPersonalizados: {} });
    expect((await t.http.get(`/api/activos/${completo.id}`).set(auth(jefe.token))).body.custodio).toEqual({ id: custodio.id, nombres: 'José "Pepe"', apellidos: 'Ñáñez \\ Ríos' });
    const paginada = await t.http.get('/api/activos').query({ page: 1, size: 2 }).set(auth(jefe.token));
    expect(paginada.body.pagination).toMatchObject({ page: 1, pageSize: 2, totalRecords: expect.any(Number) });
    expect(paginada.body.data).toHaveLength(2);
  });
});

describe('POST /api/activos/upload-image', () => {
  let t: TestApp;
  let token: string;
  let PNG: Buffer;

  beforeAll(async () => {
    PNG = await pngImage(20, 20, 'liso');
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('stores an image under a server-generated name and serves it back at imagePath', async () => {
    const res = await t.http.post('/api/activos/upload-image').set(auth(token)).attach('file', PNG, { filename: '../../etc/passwd.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.imagePath).toMatch(/^\/uploads\/activos\/[0-9a-f-]{36}\.png$/);
    const image = await t.http.get(res.body.imagePath);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.body).equals(PNG)).toBe(true);
  });

  it('refuses a spoofed image (type by content, not by name or MIME type) with the spec message', async () => {
    const res = await t.http.post('/api/activos/upload-image').set(auth(token)).attach('file', Buffer.from('<script>alert(1)</script>'), { filename: 'foto.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Solo se permiten archivos JPG, PNG y GIF');
  });

  it('answers 413 with the spec message above 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await t.http.post('/api/activos/upload-image').set(auth(token)).attach('file', big, 'grande.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('La imagen no debe superar los 5MB');
  });

  it('asks for a file when none is sent, and needs a session', async () => {
    const res = await t.http.post('/api/activos/upload-image').set(auth(token)).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Seleccione una imagen');
    const otherField = await t.http.post('/api/activos/upload-image').set(auth(token)).field('otro', 'x');
    expect(otherField.status).toBe(400);
    expect(otherField.body.message).toBe('Envíe una sola imagen en el campo "file"');
    expect((await t.http.post('/api/activos/upload-image').attach('file', PNG, 'a.png')).status).toBe(401);
    expect((await t.http.get('/uploads/activos/no-existe.png')).status).toBe(404);
  });
});
