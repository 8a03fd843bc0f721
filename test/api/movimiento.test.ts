import { ActivoUbicacionesService } from '../../src/activo/ubicacion/activo-ubicaciones.service';
import { Movimiento } from '../../src/movimiento/movimiento.entity';
import { pdfPageCount, pdfText } from '../fixtures/pdf';
import { auth, crearCompania, crearUsuario, download, firstSheet, rucFrom, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const RUC_DESTINO = rucFrom('2055566677');
const RUC_TRANSPORTE = rucFrom('2044433322');
const NUMERO_GUIA = '00100000123';

/** A guide line as the modal or the generation page sends it. */
const guia = (overrides: Record<string, unknown> = {}) => ({
  ruc: NUMERO_GUIA,
  fecha: '2025-03-10T15:00:00.000Z',
  destinatario: 'Almacén Central Callao',
  guiaRemitente: 'Empresa Demo S.A.C.',
  puntoDePartida: 'Av. Javier Prado Este 1234, San Isidro',
  puntoDeLlegada: 'Av. Argentina 2450, Callao',
  codigo: '',
  unidad: 'UND',
  descripcion: '',
  cantidad: 1,
  ...overrides,
});

/** Every header field filled, as the generation page requires. */
const cabecera = (overrides: Record<string, unknown> = {}) => ({
  fecha: '2025-03-10T15:00:00.000Z',
  destinatario: 'Almacén Central Callao',
  detalle: 'Traslado por inventario anual',
  puntoDePartida: 'Av. Javier Prado Este 1234, San Isidro',
  ruc: RUC_DESTINO,
  puntoDeLlegada: 'Av. Argentina 2450, Callao',
  rucTransporte: RUC_TRANSPORTE,
  nombreTransporte: 'Transportes Rápidos S.A.C.',
  nombreDelConductor: 'Juan Pérez Quispe',
  marcaPlacaTransporte: 'Volvo ABC-123',
  licencia: 'Q12345678',
  ...overrides,
});

type Historia = { motivo: string; direccionAnterior: string; direccionNueva: string; sedeAnterior: string | null; observaciones: string; usuarioCambio: string; fechaCambio: string };

describe('/api/Movimiento', () => {
  let t: TestApp;
  let jefe: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let otra: UsuarioPrueba;
  /** Assets of company 1 by code. */
  const activo: Record<string, number> = {};
  let ajeno: number;

  const post = (body: object, token = jefe.token) => t.http.post('/api/Movimiento').set(auth(token)).send(body);
  const insupd = (body: object, token = jefe.token) => t.http.post('/api/Movimiento/insupd').set(auth(token)).send(body);
  const historia = async (activoId: number): Promise<Historia[]> =>
    (await t.http.get(`/api/activos/${activoId}/location-history`).set(auth(jefe.token)).expect(200)).body;
  const tablas = ['movimiento', 'movimiento_activo', 'guia_movimiento', 'activo_ubicacion'];
  const todo = () => Promise.all(tablas.map((tabla) => snapshot(t, tabla)));

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector@demo.pe');
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    otra = await crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe');
    for (const [codigo, descripcion] of [
      ['MOV-001', 'Laptop Dell Latitude'],
      ['MOV-002', 'Proyector Epson'],
      ['MOV-003', 'Silla ergonómica'],
      ['MOV-004', 'Escritorio de melamina'],
    ]) {
      activo[codigo] = (await t.http.post('/api/activos').set(auth(jefe.token)).send({ codigo, descripcion }).expect(201)).body.id;
    }
    ajeno = (await t.http.post('/api/activos').set(auth(otra.token)).send({ codigo: 'AND-001', descripcion: 'Activo de otra empresa' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  describe('the movement modal (POST, PUT)', () => {
    let id: number;

    it('creates a movement with its assets (each once) and its guide, whose empty description comes from the assets', async () => {
      const res = await post({
        ...cabecera(),
        ActivoIds: [activo['MOV-001'], activo['MOV-002'], activo['MOV-001']],
        GuiaMovimiento: guia({ unidad: 'caj', cantidad: '', codigo: null }),
      });
      expect(res.status).toBe(201);
      id = res.body.id;
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        companiaId: 1,
        fecha: '2025-03-10T15:00:00.000Z',
        destinatario: 'Almacén Central Callao',
        ruc: RUC_DESTINO,
        rucTransporte: RUC_TRANSPORTE,
        nombreDelConductor: 'Juan Pérez Quispe',
        marcaPlacaTransporte: 'Volvo ABC-123',
        licencia: 'Q12345678',
        activoIds: [activo['MOV-001'], activo['MOV-002']],
        movimientoActivos: [
          { activoId: activo['MOV-001'], activo: { id: activo['MOV-001'], codigo: 'MOV-001', descripcion: 'Laptop Dell Latitude' } },
          { activoId: activo['MOV-002'], activo: { id: activo['MOV-002'], codigo: 'MOV-002', descripcion: 'Proyector Epson' } },
        ],
      });
      expect(res.body.guiaMovimientos).toHaveLength(1);
      expect(res.body.guiaMovimientos[0]).toMatchObject({
        movimientoId: id,
        ruc: NUMERO_GUIA,
        guiaRemitente: 'Empresa Demo S.A.C.',
        activoId: null,
        codigo: null,
        unidad: 'CAJ',
        cantidad: 1,
        descripcion: 'Laptop Dell Latitude, Proyector Epson',
      });
      expect(res.body.guiaMovimiento).toEqual(res.body.guiaMovimientos[0]);
      expect(res.body).not.toHaveProperty('busqueda');
      expect(res.body.createdAt).toEqual(expect.any(String));
    });

    it('adds a location-history entry to each moved asset, named after the movement', async () => {
      for (const codigo of ['MOV-001', 'MOV-002']) {
        const entradas = await historia(activo[codigo]);
        expect(entradas).toHaveLength(1);
        expect(entradas[0]).toMatchObject({
          motivo: `Movimiento #${id}: traslado a Almacén Central Callao`,
          direccionAnterior: 'Av. Javier Prado Este 1234, San Isidro',
          direccionNueva: 'Av. Argentina 2450, Callao',
          observaciones: 'Traslado por inventario anual',
          usuarioCambio: 'Tipo 3 Prueba',
        });
        expect(new Date(entradas[0].fechaCambio).toISOString()).toBe('2025-03-10T15:00:00.000Z');
      }
      expect(await historia(activo['MOV-003'])).toEqual([]);
    });

    it('ignores a guide with nothing filled in, and defaults fecha to now', async () => {
      const res = await post({ destinatario: 'Oficina Arequipa', movimientoActivos: [{ activoId: activo['MOV-003'] }], guiaMovimiento: guia({ ruc: '', fecha: null, destinatario: '', guiaRemitente: '', puntoDePartida: '', puntoDeLlegada: '' }) });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ activoIds: [activo['MOV-003']], guiaMovimientos: [], guiaMovimiento: null, detalle: null, ruc: null });
      expect(Date.now() - new Date(res.body.fecha).getTime()).toBeLessThan(60_000);
    });

    it('updates with PUT: header and assets replaced, a new arrival point moves the assets it keeps and adds, guides kept when left out', async () => {
      const res = await t.http
        .put(`/api/Movimiento/${id}`)
        .set(auth(jefe.token))
        .send({ ...cabecera({ destinatario: 'Sede Trujillo', puntoDeLlegada: 'Jr. Pizarro 500, Trujillo' }), movimientoActivos: [{ activoId: activo['MOV-002'] }, { activoId: activo['MOV-004'] }] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, destinatario: 'Sede Trujillo', activoIds: [activo['MOV-002'], activo['MOV-004']] });
      expect(res.body.guiaMovimientos).toHaveLength(1);
      const [trasladada, original] = await historia(activo['MOV-002']);
      expect(original).toMatchObject({ direccionNueva: 'Av. Argentina 2450, Callao' });
      expect(trasladada).toMatchObject({ motivo: `Movimiento #${id}: traslado a Sede Trujillo`, direccionAnterior: 'Av. Argentina 2450, Callao', direccionNueva: 'Jr. Pizarro 500, Trujillo' });
      const [nueva] = await historia(activo['MOV-004']);
      expect(nueva).toMatchObject({ motivo: `Movimiento #${id}: traslado a Sede Trujillo`, direccionNueva: 'Jr. Pizarro 500, Trujillo' });
      const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'movimiento' AND action = 'UPDATE' ORDER BY id DESC`);
      expect(audit).toMatchObject({ module: 'Movimientos', recordId: String(id), statusCode: 200 });
      expect(JSON.parse(audit.oldValues)).toMatchObject({ destinatario: 'Almacén Central Callao', activoIds: [activo['MOV-001'], activo['MOV-002']] });
    });

    it('replaces the guides when the body has them', async () => {
      const res = await t.http
        .put(`/api/Movimiento/${id}`)
        .set(auth(jefe.token))
        .send({
          ...cabecera({ destinatario: 'Sede Trujillo' }),
          activoIds: [activo['MOV-002'], activo['MOV-004']],
          guiaMovimientos: [guia({ activoId: activo['MOV-002'], cantidad: 2 }), guia({ ruc: '00100000124', activo: { id: activo['MOV-004'] }, unidad: 'KG', descripcion: 'Escritorio desarmado' })],
        });
      expect(res.status).toBe(200);
      expect(res.body.guiaMovimientos.map((g: Record<string, unknown>) => [g.ruc, g.activoId, g.codigo, g.descripcion, g.unidad, g.cantidad])).toEqual([
        [NUMERO_GUIA, activo['MOV-002'], 'MOV-002', 'Proyector Epson', 'UND', 2],
        ['00100000124', activo['MOV-004'], 'MOV-004', 'Escritorio desarmado', 'KG', 1],
      ]);
      expect(await t.dataSource.query(`SELECT id FROM guia_movimiento WHERE "movimientoId" = ${id}`)).toHaveLength(2);
    });

    it('lists the assets of a movement with nombre', async () => {
      const res = await t.http.get(`/api/Movimiento/${id}/activos`).set(auth(lector.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { id: activo['MOV-002'], codigo: 'MOV-002', descripcion: 'Proyector Epson', nombre: 'Proyector Epson' },
        { id: activo['MOV-004'], codigo: 'MOV-004', descripcion: 'Escritorio de melamina', nombre: 'Escritorio de melamina' },
      ]);
    });
  });

  // The DTO's refusals (lengths, RUC, guide lines) and type 6's 403 are src/movimiento/movimiento.controller.spec.ts's.
  it('refuses a movement without assets with the spec message and saves nothing', async () => {
    const before = await todo();
    const res = await post({ ...cabecera(), activoIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Debe seleccionar al menos un activo');
    expect(await todo()).toEqual(before);
  });

  describe('the generation page (insupd)', () => {
    let id: number;

    it('creates a movement with its assets and guides and answers ok', async () => {
      const res = await insupd({
        ...cabecera({ destinatario: 'Planta Arequipa' }),
        activos: [{ id: activo['MOV-003'] }, { id: activo['MOV-004'] }],
        guiaMovimientos: [guia({ activo: { id: activo['MOV-003'] } }), guia({ activoId: activo['MOV-004'], unidad: 'BOL', cantidad: 3 })],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, id: expect.any(Number), destinatario: 'Planta Arequipa', activoIds: [activo['MOV-003'], activo['MOV-004']] });
      id = res.body.id;
      expect(res.body.guiaMovimientos.map((g: Record<string, unknown>) => [g.activoId, g.codigo, g.descripcion, g.unidad, g.cantidad])).toEqual([
        [activo['MOV-003'], 'MOV-003', 'Silla ergonómica', 'UND', 1],
        [activo['MOV-004'], 'MOV-004', 'Escritorio de melamina', 'BOL', 3],
      ]);
      expect((await historia(activo['MOV-003'])).map((h) => h.motivo)).toContain(`Movimiento #${id}: traslado a Planta Arequipa`);
    });

    it('updates the movement named by id, replacing its assets and guides', async () => {
      const res = await insupd({
        id,
        ...cabecera({ destinatario: 'Planta Cusco' }),
        activos: [activo['MOV-001'], activo['MOV-003']],
        guiaMovimientos: [guia({ activoId: activo['MOV-001'], unidad: 'MT' })],
      });
      expect(res.status).toBe(200);
      // MOV-003 stays where it was; MOV-001 is added after it.
      expect(res.body).toMatchObject({ ok: true, id, destinatario: 'Planta Cusco', activoIds: [activo['MOV-003'], activo['MOV-001']] });
      expect(res.body.guiaMovimientos).toHaveLength(1);
      expect(res.body.guiaMovimientos[0]).toMatchObject({ activoId: activo['MOV-001'], unidad: 'MT', descripcion: 'Laptop Dell Latitude' });
      expect((await historia(activo['MOV-001'])).map((h) => h.motivo)).toContain(`Movimiento #${id}: traslado a Planta Cusco`);
      // MOV-003 stayed in the movement: no second entry.
      expect((await historia(activo['MOV-003'])).filter((h) => h.motivo.startsWith(`Movimiento #${id}:`))).toHaveLength(1);
      expect(await t.dataSource.query(`SELECT "activoId" FROM movimiento_activo WHERE "movimientoId" = ${id} ORDER BY "activoId"`)).toEqual(
        [activo['MOV-001'], activo['MOV-003']].map((activoId) => ({ activoId })),
      );
    });

    it.each([
      ['an empty header field', { licencia: '' }, ['Por favor, complete todos los campos del movimiento']],
      ['no asset', { activos: [] }, ['Por favor, agregue al menos un activo']],
      ['no guide', { guiaMovimientos: [] }, ['Por favor, agregue al menos una guía de movimiento']],
      [
        'a guide without its required fields',
        { guiaMovimientos: [guia({ ruc: '', fecha: null, guiaRemitente: ' ', activo: null, unidad: '' })] },
        ['Campos requeridos: Número de Guía, Fecha, Razón Social, Activo, Unidad'],
      ],
      ['a guide with a quantity of 0', { guiaMovimientos: [guia({ activoId: 1, cantidad: 0 })] }, ['La cantidad debe ser mayor a 0']],
    ])('refuses %s with the spec message and saves nothing', async (_, overrides, message) => {
      const before = await todo();
      const res = await insupd({ ...cabecera(), activos: [{ id: activo['MOV-001'] }], guiaMovimientos: [guia({ activoId: activo['MOV-001'] })], ...overrides });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message);
      expect(await todo()).toEqual(before);
    });

    it('is atomic: an invalid guide leaves no movement', async () => {
      const before = await todo();
      const res = await insupd({
        ...cabecera(),
        activos: [{ id: activo['MOV-001'] }],
        guiaMovimientos: [guia({ activoId: activo['MOV-001'] }), guia({ activoId: ajeno })],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([`Los activos indicados no existen en su compañía: ${ajeno}`]);
      expect(await todo()).toEqual(before);
    });

    it('is atomic: a failure at the last step rolls back the movement, its assets and guides', async () => {
      const before = await todo();
      const spy = jest.spyOn(t.app.get(ActivoUbicacionesService), 'moveTo').mockRejectedValueOnce(new Error('falla simulada'));
      try {
        const res = await insupd({ ...cabecera(), activos: [{ id: activo['MOV-002'] }], guiaMovimientos: [guia({ activoId: activo['MOV-002'] })] });
        expect(res.status).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(await todo()).toEqual(before);
    });
  });

  describe('lists', () => {
    it('lists newest first in the simple-rest dialect, with Content-Range, assets and guides', async () => {
      const res = await t.http.get('/api/Movimiento').set(auth(lector.token));
      expect(res.status).toBe(200);
      const [{ n }] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM movimiento WHERE "companiaId" = 1`);
      expect(res.headers['content-range']).toBe(`movimiento 0-${Number(n) - 1}/${n}`);
      const fechas = res.body.map((m: { fecha: string }) => m.fecha);
      expect(fechas).toEqual([...fechas].sort().reverse());
      expect(res.body[0].destinatario).toBe('Oficina Arequipa');
      // Same fecha: the newest id first.
      const ids = res.body.filter((m: { fecha: string }) => m.fecha === '2025-03-10T15:00:00.000Z').map((m: { id: number }) => m.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      expect(res.body.every((m: { movimientoActivos: unknown[] }) => m.movimientoActivos.length > 0)).toBe(true);
    });

    it('pages and searches without accents in the spec dialect', async () => {
      const res = await t.http.get('/api/Movimiento?page=1&size=10&search=AREQUIPA').set(auth(jefe.token));
      expect(res.status).toBe(200);
      expect(res.body.data.map((m: { destinatario: string }) => m.destinatario)).toEqual(['Oficina Arequipa']);
      expect(res.body.pagination).toMatchObject({ totalRecords: 1, totalPages: 1, pageSize: 10 });
      const porPunto = await t.http.get('/api/Movimiento?filter={"q":"av. argentina"}&range=[0,0]').set(auth(jefe.token));
      expect(porPunto.headers['content-range']).toMatch(/^movimiento 0-0\/[1-9]\d*$/);
    });

    it('exports Movimientos_{date}.xlsx with Spanish headers, asset codes and guide counts', async () => {
      const res = await download(t.http.get('/api/Movimiento/export').set(auth(jefe.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="Movimientos_\d{4}-\d{2}-\d{2}\.xlsx"/);
      const sheet = await firstSheet(res.body as Buffer);
      const headers = (sheet.getRow(1).values as string[]).slice(1);
      expect(headers).toEqual([
        'N°',
        'Fecha',
        'Destinatario',
        'RUC',
        'Descripción',
        'Punto de Partida',
        'Punto de Llegada',
        'RUC Transporte',
        'Nombre Transporte',
        'Nombre del Conductor',
        'Marca y Placa',
        'Licencia',
        'Activos',
        'Guías',
      ]);
      const rows = sheet.getSheetValues().slice(2) as unknown[][];
      const lista = (await t.http.get('/api/Movimiento').set(auth(jefe.token))).body as Array<{ id: number }>;
      expect(rows.map((r) => r[1])).toEqual(lista.map((m) => m.id));
      const cusco = rows.find((r) => r[3] === 'Planta Cusco')!;
      expect(cusco[4]).toBe(RUC_DESTINO);
      expect(cusco[13]).toBe('MOV-003, MOV-001');
      expect(cusco[14]).toBe(1);
    });

    it('exports every movement of a large company newest first, through several database batches', async () => {
      const sur = await crearCompania(t, await t.login(), 'Distribuidora del Sur S.A.C.', '2060000002');
      const usuario = await crearUsuario(t, await t.login(), 3, sur.id, 'jefe@sur.pe');
      // 1,203 movements, three to a day, so batches split days with equal dates.
      const filas = Array.from({ length: 1203 }, (_, i) => ({
        companiaId: sur.id,
        fecha: new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 3))),
        destinatario: `Destino ${i}`,
      }));
      for (let i = 0; i < filas.length; i += 200) await t.dataSource.getRepository(Movimiento).insert(filas.slice(i, i + 200));
      const res = await download(t.http.get('/api/Movimiento/export').set(auth(usuario.token)));
      const exportados = ((await firstSheet(res.body as Buffer)).getSheetValues().slice(2) as unknown[][]).map((r) => r[1]);
      const esperados = (await t.dataSource.query(`SELECT id FROM movimiento WHERE "companiaId" = ${sur.id} ORDER BY fecha DESC, id DESC`)).map((r: { id: number }) => r.id);
      expect(exportados).toHaveLength(1203);
      expect(exportados).toEqual(esperados);
      await t.dataSource.query(`DELETE FROM movimiento WHERE "companiaId" = ${sur.id}`);
    });
  });

  it('prints the transport guide as a PDF with the sender, recipient, transport and item lines', async () => {
    const mov = (
      await post({
        ...cabecera({ destinatario: 'Almacén Piura', puntoDeLlegada: 'Av. Grau 100, Piura' }),
        activoIds: [activo['MOV-001'], activo['MOV-002']],
        guiaMovimientos: [guia({ activoId: activo['MOV-001'] }), guia({ activoId: activo['MOV-002'], unidad: 'CAJ', cantidad: 4 })],
      }).expect(201)
    ).body;
    const res = await download(t.http.get(`/api/Movimiento/${mov.id}/guia/pdf`).set(auth(lector.token)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="Guia_Movimiento_${mov.id}.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      'Empresa Demo S.A.C.',
      'RUC 20512333797',
      'GUÍA DE REMISIÓN REMITENTE',
      `N° ${NUMERO_GUIA}`,
      'Almacén Piura',
      RUC_DESTINO,
      // Documents print 4-digit years.
      '10/03/2025',
      'Av. Javier Prado Este 1234, San Isidro',
      'Av. Grau 100, Piura',
      RUC_TRANSPORTE,
      'Transportes Rápidos S.A.C.',
      'Juan Pérez Quispe',
      'Q12345678',
      'Volvo ABC-123',
      'MOV-001',
      'Laptop Dell Latitude',
      'MOV-002',
      'Proyector Epson',
      'CAJ',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  describe('a movement moves the asset', () => {
    let sanIsidro: { id: number };
    let callao: { id: number };
    let laptop: number;
    const ubicacion = async (id: number) => {
      const { direccionId, edificio, piso, sede } = (await t.http.get(`/api/activos/${id}`).set(auth(jefe.token)).expect(200)).body;
      return { direccionId, edificio, piso, sede };
    };
    const direccion = (calle: string, distrito: string, provincia: string, departamento: string, sede: string) =>
      t.http.post('/api/Direccion').set(auth(jefe.token)).send({ calle, ciudad: provincia, distrito, provincia, departamento, sede }).expect(201);

    beforeAll(async () => {
      sanIsidro = (await direccion('Av. Javier Prado Este 1234', 'San Isidro', 'Lima', 'Lima', 'Sede Central')).body;
      callao = (await direccion('Av. Argentina 2450', 'Callao', 'Callao', 'Callao', 'Almacén Callao')).body;
      laptop = (
        await t.http
          .post('/api/activos')
          .set(auth(jefe.token))
          .send({ codigo: 'MOV-101', descripcion: 'Laptop Lenovo ThinkPad', direccionId: sanIsidro.id, edificio: 'Torre A', piso: '3', sede: 'Sede Central' })
          .expect(201)
      ).body.id;
    });

    it('takes the arrival address with its sede, and the history keeps where the asset really was', async () => {
      // The departure point typed is not where the asset was; the arrival names an address as the pickers show it, in another case.
      const mov = (await post({ ...cabecera({ puntoDePartida: 'Oficina Miraflores', puntoDeLlegada: 'AV. ARGENTINA 2450, callao, CALLAO' }), activoIds: [laptop] }).expect(201)).body;
      expect(await ubicacion(laptop)).toEqual({ direccionId: callao.id, edificio: null, piso: null, sede: 'Almacén Callao' });
      const [entrada] = await historia(laptop);
      expect(entrada).toMatchObject({
        motivo: `Movimiento #${mov.id}: traslado a Almacén Central Callao`,
        direccionAnterior: 'Av. Javier Prado Este 1234, San Isidro, Lima',
        edificioAnterior: 'Torre A',
        pisoAnterior: '3',
        sedeAnterior: 'Sede Central',
        direccionNueva: 'Av. Argentina 2450, Callao, Callao',
        edificioNuevo: null,
        pisoNuevo: null,
        sedeNueva: 'Almacén Callao',
      });
    });

    it('keeps the asset at its address when the arrival point names no registered one, and the history says it stayed', async () => {
      const antes = await ubicacion(laptop);
      expect(antes.direccionId).toBe(callao.id);
      // "Av Larco" without its period, or a place the company keeps no address for: the asset is not detached.
      const mov = (await post({ ...cabecera({ puntoDeLlegada: 'Jr. Pizarro 500, Trujillo' }), activoIds: [laptop] }).expect(201)).body;
      expect(mov).toMatchObject({ puntoDeLlegada: 'Jr. Pizarro 500, Trujillo', llegadaDireccionId: null });
      expect(await ubicacion(laptop)).toEqual(antes);
      expect((await historia(laptop))[0]).toMatchObject({
        motivo: `Movimiento #${mov.id}: traslado a Almacén Central Callao`,
        direccionAnterior: 'Av. Argentina 2450, Callao, Callao',
        direccionNueva: 'Av. Argentina 2450, Callao, Callao',
        sedeAnterior: 'Almacén Callao',
        sedeNueva: 'Almacén Callao',
      });
    });

    it('takes the address a picker names by id, whatever the text says, and answers both points', async () => {
      const mov = (
        await post({ ...cabecera({ puntoDePartida: null, partidaDireccionId: callao.id, puntoDeLlegada: 'Sede principal (recepción)', llegadaDireccionId: sanIsidro.id }), activoIds: [laptop] }).expect(201)
      ).body;
      expect(mov).toMatchObject({
        partidaDireccionId: callao.id,
        puntoDePartida: 'Av. Argentina 2450, Callao, Callao',
        llegadaDireccionId: sanIsidro.id,
        puntoDeLlegada: 'Sede principal (recepción)',
      });
      expect(await ubicacion(laptop)).toEqual({ direccionId: sanIsidro.id, edificio: null, piso: null, sede: 'Sede Central' });
      // Back by text: the id is found and kept, and its text fills an empty point.
      const vuelta = (await post({ ...cabecera({ puntoDeLlegada: 'av. argentina 2450, CALLAO' }), activoIds: [laptop] }).expect(201)).body;
      expect(vuelta.llegadaDireccionId).toBe(callao.id);
      expect((await ubicacion(laptop)).direccionId).toBe(callao.id);
      const soloId = (await post({ ...cabecera({ puntoDeLlegada: null, llegadaDireccionId: callao.id }), activoIds: [laptop] }).expect(201)).body;
      expect(soloId.puntoDeLlegada).toBe('Av. Argentina 2450, Callao, Callao');
    });

    it('refuses an address of another company or unknown as a point, and saves nothing', async () => {
      const ajena = (await t.http.post('/api/Direccion').set(auth(otra.token)).send({ calle: 'Calle Ajena 1', ciudad: 'Lima', distrito: 'Lince', provincia: 'Lima', departamento: 'Lima' }).expect(201)).body;
      const antes = await todo();
      for (const [campo, punto] of [['llegadaDireccionId', 'llegada'], ['partidaDireccionId', 'partida']]) {
        for (const id of [ajena.id, 999999]) {
          const res = await post({ ...cabecera(), [campo]: id, activoIds: [laptop] });
          expect(res.status).toBe(400);
          expect(res.body.message).toEqual([`La dirección de ${punto} no existe en su compañía`]);
        }
      }
      expect(await todo()).toEqual(antes);
    });

    it('tells before saving whether a typed point names a registered address', async () => {
      const coincidencia = async (texto: string) => (await t.http.get('/api/Direccion/coincidencia').query({ texto }).set(auth(jefe.token)).expect(200)).body.direccion;
      expect(await coincidencia('AV. ARGENTINA 2450, callao')).toEqual({ id: callao.id, text: 'Av. Argentina 2450, Callao, Callao' });
      expect(await coincidencia('Av Argentina 2450, Callao')).toBeNull();
      expect(await coincidencia('   ')).toBeNull();
      // Another company's addresses are never named.
      expect((await t.http.get('/api/Direccion/coincidencia').query({ texto: 'Av. Argentina 2450' }).set(auth(otra.token)).expect(200)).body).toEqual({ direccion: null });
    });

    it('keeps an address a movement names from being deleted', async () => {
      const almacen = (await direccion('Av. Colonial 3000', 'Lima', 'Lima', 'Lima', 'Almacén Colonial')).body;
      await post({ ...cabecera({ llegadaDireccionId: almacen.id }), activoIds: [laptop] }).expect(201);
      await post({ ...cabecera({ partidaDireccionId: almacen.id, llegadaDireccionId: callao.id }), activoIds: [laptop] }).expect(201);
      const res = await t.http.delete(`/api/Direccion/${almacen.id}`).set(auth(jefe.token));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('No se puede eliminar la dirección: es punto de partida o de llegada de 2 movimiento(s)');
    });

    it('moves the assets of the generation page too, and keeps building and floor of an asset already at the arrival address', async () => {
      const escritorio = (
        await t.http.post('/api/activos').set(auth(jefe.token)).send({ codigo: 'MOV-102', descripcion: 'Escritorio gerencial', direccionId: sanIsidro.id, edificio: 'Torre B', piso: '5' }).expect(201)
      ).body.id;
      // The street followed by part of the address, as people write it.
      await insupd({ ...cabecera({ puntoDeLlegada: 'Av. Javier Prado Este 1234, San Isidro' }), activos: [laptop, escritorio], guiaMovimientos: [guia({ activoId: laptop })] }).expect(200);
      expect(await ubicacion(laptop)).toEqual({ direccionId: sanIsidro.id, edificio: null, piso: null, sede: 'Sede Central' });
      expect(await ubicacion(escritorio)).toEqual({ direccionId: sanIsidro.id, edificio: 'Torre B', piso: '5', sede: null });
    });

    it('moves every asset of an edited movement whose arrival point changes, and none when it stays', async () => {
      const mov = (await post({ ...cabecera({ puntoDeLlegada: 'Av. Argentina 2450, Callao, Callao' }), activoIds: [laptop] }).expect(201)).body;
      expect((await ubicacion(laptop)).direccionId).toBe(callao.id);
      const entradas = (await historia(laptop)).length;
      await t.http.put(`/api/Movimiento/${mov.id}`).set(auth(jefe.token)).send({ ...cabecera({ puntoDeLlegada: 'Av. Argentina 2450, Callao, Callao', detalle: 'Solo el detalle' }), activoIds: [laptop] }).expect(200);
      expect(await historia(laptop)).toHaveLength(entradas);
      await t.http.put(`/api/Movimiento/${mov.id}`).set(auth(jefe.token)).send({ ...cabecera({ puntoDeLlegada: 'Av. Javier Prado Este 1234, San Isidro, Lima' }), activoIds: [laptop] }).expect(200);
      expect(await ubicacion(laptop)).toEqual({ direccionId: sanIsidro.id, edificio: null, piso: null, sede: 'Sede Central' });
      expect((await historia(laptop))[0]).toMatchObject({ direccionAnterior: 'Av. Argentina 2450, Callao, Callao', direccionNueva: 'Av. Javier Prado Este 1234, San Isidro, Lima' });
    });

    it('moves nothing when the movement is not saved', async () => {
      const antes = await ubicacion(laptop);
      const activos = t.app.get(ActivoUbicacionesService);
      const registrar = activos.moveTo.bind(activos);
      const spy = jest.spyOn(activos, 'moveTo').mockImplementationOnce(async (...args) => {
        await registrar(...args);
        throw new Error('falla simulada');
      });
      try {
        expect((await post({ ...cabecera({ puntoDeLlegada: 'Av. Argentina 2450' }), activoIds: [laptop] })).status).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(await ubicacion(laptop)).toEqual(antes);
    });

    it('takes no address by its street alone when two addresses have that street', async () => {
      await post({ ...cabecera({ puntoDeLlegada: 'Av. Argentina 2450' }), activoIds: [laptop] }).expect(201);
      expect((await ubicacion(laptop)).direccionId).toBe(callao.id);
      const bellavista = (await direccion('Av. Argentina 2450', 'Bellavista', 'Callao', 'Callao', 'Almacén Bellavista')).body;
      await post({ ...cabecera({ puntoDeLlegada: 'Av. Argentina 2450, Callao' }), activoIds: [laptop] }).expect(201);
      expect((await ubicacion(laptop)).direccionId).toBe(callao.id);
      await post({ ...cabecera({ puntoDeLlegada: 'Av. Argentina 2450, Bellavista, Callao' }), activoIds: [laptop] }).expect(201);
      expect(await ubicacion(laptop)).toEqual({ direccionId: bellavista.id, edificio: null, piso: null, sede: 'Almacén Bellavista' });
    });

    it('prints every asset of the movement in the guide, those without a guide line of their own too', async () => {
      const mov = (
        await post({
          ...cabecera({ destinatario: 'Almacén Ica' }),
          activoIds: [activo['MOV-001'], activo['MOV-002'], activo['MOV-003']],
          guiaMovimientos: [guia({ activoId: activo['MOV-002'], cantidad: 2 })],
        }).expect(201)
      ).body;
      const text = pdfText((await download(t.http.get(`/api/Movimiento/${mov.id}/guia/pdf`).set(auth(jefe.token)))).body as Buffer);
      for (const expected of ['MOV-001', 'Laptop Dell Latitude', 'MOV-002', 'Proyector Epson', 'MOV-003', 'Silla ergonómica']) expect(text).toContain(expected);
      expect(text.match(/Proyector Epson/g)).toHaveLength(1);
    });

    it('tells the generation page a wrong RUC check digit apart from a wrong length', async () => {
      const malDigito = RUC_DESTINO.slice(0, 10) + ((Number(RUC_DESTINO[10]) + 1) % 10);
      const res = await insupd({ ...cabecera({ ruc: malDigito }), activos: [laptop], guiaMovimientos: [guia({ activoId: laptop })] });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('El RUC no es válido: su dígito verificador no corresponde');
      expect(res.body.message).not.toContain('El RUC debe tener exactamente 11 dígitos');
    });
  });

  describe('tenancy and permissions', () => {
    it('refuses assets of another company or unknown, naming them, and saves nothing', async () => {
      const before = await todo();
      const res = await post({ ...cabecera(), activoIds: [activo['MOV-001'], ajeno, 999999] });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([`Los activos indicados no existen en su compañía: ${ajeno}, 999999`]);
      const suyo = await post({ ...cabecera(), activoIds: [activo['MOV-001']] }, otra.token);
      expect(suyo.status).toBe(400);
      expect(suyo.body.message).toEqual([`Los activos indicados no existen en su compañía: ${activo['MOV-001']}`]);
      expect(await todo()).toEqual(before);
    });

    it('answers 404 for another company’s movement and never lists it', async () => {
      const suyo = (await post({ ...cabecera(), activoIds: [ajeno] }, otra.token).expect(201)).body;
      for (const res of [
        await t.http.get(`/api/Movimiento/${suyo.id}`).set(auth(jefe.token)),
        await t.http.get(`/api/Movimiento/${suyo.id}/activos`).set(auth(jefe.token)),
        await t.http.get(`/api/Movimiento/${suyo.id}/guia/pdf`).set(auth(jefe.token)),
        await t.http.put(`/api/Movimiento/${suyo.id}`).set(auth(jefe.token)).send({ ...cabecera(), activoIds: [activo['MOV-001']] }),
        await t.http.delete(`/api/Movimiento/${suyo.id}`).set(auth(jefe.token)),
        await insupd({ id: suyo.id, ...cabecera(), activos: [activo['MOV-001']], guiaMovimientos: [guia({ activoId: activo['MOV-001'] })] }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Movimiento no encontrado');
      }
      const mine = await t.http.get('/api/Movimiento').set(auth(jefe.token));
      expect(mine.body.map((m: { id: number }) => m.id)).not.toContain(suyo.id);
      const theirs = await t.http.get('/api/Movimiento').set(auth(otra.token));
      expect(theirs.body.map((m: { id: number }) => m.id)).toEqual([suyo.id]);
    });

    it('keeps a moved asset from being deleted', async () => {
      const res = await t.http.delete(`/api/activos/${activo['MOV-001']}`).set(auth(jefe.token));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Use la baja del activo: tiene movimientos registrados');
    });
  });

  it('deletes a movement with its guides; the location history stays and the audit keeps it with its assets', async () => {
    const mov = (await post({ ...cabecera({ destinatario: 'Almacén Tacna' }), activoIds: [activo['MOV-003']], guiaMovimiento: guia() }).expect(201)).body;
    const antes = await historia(activo['MOV-003']);
    const res = await t.http.delete(`/api/Movimiento/${mov.id}`).set(auth(jefe.token));
    expect(res.status).toBe(204);
    expect((await t.http.get(`/api/Movimiento/${mov.id}`).set(auth(jefe.token))).status).toBe(404);
    for (const tabla of ['movimiento_activo', 'guia_movimiento']) {
      expect(await t.dataSource.query(`SELECT id FROM ${tabla} WHERE "movimientoId" = ${mov.id}`)).toEqual([]);
    }
    const despues = await historia(activo['MOV-003']);
    expect(despues).toEqual(antes);
    expect(despues.map((h) => h.motivo)).toContain(`Movimiento #${mov.id}: traslado a Almacén Tacna`);
    const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'movimiento' AND action = 'DELETE' ORDER BY id DESC`);
    expect(audit).toMatchObject({ recordId: String(mov.id), statusCode: 204 });
    expect(JSON.parse(audit.oldValues)).toMatchObject({ id: mov.id, destinatario: 'Almacén Tacna', activoIds: [activo['MOV-003']] });
  });
});
