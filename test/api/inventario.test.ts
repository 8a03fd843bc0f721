import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { auth, crearCompania, crearUsuario, download, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { InventarioService } from '../../src/inventario/inventario.service';
import { createTestApp, TestApp } from '../utils/test-app';

/** The text of a PDF as a reader extracts it (pdftotext), on one line. */
function textoDelPdf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'acta-'));
  try {
    writeFileSync(join(dir, 'acta.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'acta.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each sheet of a workbook as a spreadsheet program opens it: its rows of cell texts. */
async function hojas(xlsx: Buffer): Promise<Record<string, string[][]>> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  return Object.fromEntries(
    libro.worksheets.map((hoja) => {
      const filas: string[][] = [];
      hoja.eachRow((fila) => filas.push((fila.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : v === undefined || v === null ? '' : String(v)))));
      return [hoja.name, filas];
    }),
  );
}

/** The address the labels are printed with: the only one whose labels a reading takes for the company's. */
const APP_URL = 'https://activos.example.pe';

/** A place of a reading or of the books, with every field the contract answers. */
const lugar = (campos: Record<string, unknown>) => ({ direccionId: null, direccion: null, edificio: null, piso: null, areaId: null, area: null, sede: null, ...campos });

describe('/api/inventarios: physical count campaigns, their readings and their reconciliation', () => {
  let t: TestApp;
  let maestro: string;
  let gerente: UsuarioPrueba;
  let usuario: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let ajeno: UsuarioPrueba;
  /** The two addresses of the scope and one outside it. */
  const dir: Record<'central' | 'almacen' | 'otra', { id: number; texto: string }> = {} as never;
  const area: Record<'finanzas' | 'logistica', { id: number; nombre: string }> = {} as never;
  /** Assets by code. */
  const activo: Record<string, { id: number; codigo: string }> = {};
  let inventario: { id: number; nombre: string };

  const post = (path: string, body: unknown, token = gerente.token) => t.http.post(path).set(auth(token)).send(body as object);
  const leer = (body: unknown, token = usuario.token, id = inventario.id) => post(`/api/inventarios/${id}/lecturas`, body, token);
  const get = (path: string, token = lector.token) => t.http.get(path).set(auth(token));

  /** Where the books put the assets of each address. */
  const enCentral = () => ({ direccionId: dir.central.id, edificio: 'Torre 1', piso: '3', areaId: area.finanzas.id, sede: 'Central' });
  const enAlmacen = () => ({ direccionId: dir.almacen.id, edificio: 'Almacén', piso: '1', areaId: area.logistica.id, sede: 'Callao' });
  const librosCentral = () => lugar({ ...enCentral(), direccion: dir.central.texto, area: area.finanzas.nombre });
  const librosAlmacen = () => lugar({ ...enAlmacen(), direccion: dir.almacen.texto, area: area.logistica.nombre });

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL } });
    maestro = await t.login();
    gerente = await crearUsuario(t, maestro, 4, 1, 'gerente@demo.pe');
    usuario = await crearUsuario(t, maestro, 5, 1, 'contador@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector@demo.pe');
    const otra = await crearCompania(t, maestro, 'Otra Empresa S.A.C.', '2060000123');
    ajeno = await crearUsuario(t, maestro, 2, otra.id, 'admin@otra.pe');

    const direccion = async (clave: keyof typeof dir, calle: string, distrito: string, sede: string) => {
      const body = (await post('/api/Direccion', { calle, ciudad: 'Lima', distrito, provincia: 'Lima', departamento: 'Lima', sede }, maestro).expect(201)).body;
      dir[clave] = { id: body.id, texto: `${calle}, ${distrito}, Lima` };
    };
    await direccion('central', 'Av. Javier Prado Este 1234', 'San Isidro', 'Central');
    await direccion('almacen', 'Av. Argentina 2450', 'Lima', 'Callao');
    await direccion('otra', 'Jr. Puno 100', 'Lima', 'Centro');
    for (const [clave, nombre] of [
      ['finanzas', 'Finanzas'],
      ['logistica', 'Logística'],
    ] as const) {
      area[clave] = { id: (await post('/api/Area', { nombre }, maestro).expect(201)).body.id, nombre };
    }
    const crear = async (codigo: string, ubicacion: object) => {
      const body = { codigo, descripcion: `Activo ${codigo}`, cantidad: 1, precioUndMn: 1000, fechaAdquisicion: '2025-01-15', ...ubicacion };
      activo[codigo] = (await post('/api/activos', body, maestro).expect(201)).body;
    };
    // Ten in the scope: five in the central office, five in the warehouse.
    for (let n = 1; n <= 10; n++) await crear(`INV-${String(n).padStart(2, '0')}`, n <= 5 ? enCentral() : enAlmacen());
    // Outside it: one at another address, one disposed of before the cut date.
    await crear('INV-11', { direccionId: dir.otra.id, edificio: 'Anexo', sede: 'Centro' });
    await crear('INV-BAJA', enCentral());
    await post(`/api/activos/${activo['INV-BAJA'].id}/baja`, { fecha: '2026-09-30', motivo: 'obsolescencia', documento: 'INF-7', profesional: 'Ing. Rojas', colegiatura: 'CIP 1234' }, maestro).expect(201);

    inventario = (
      await post('/api/inventarios', { nombre: 'Inventario anual 2026', fechaCorte: '2026-10-31', alcance: { direccionIds: [dir.almacen.id, dir.central.id] } }).expect(201)
    ).body;
  });
  afterAll(() => t.close());

  describe('a campaign', () => {
    it('opens with its scope and the assets it expects', async () => {
      const res = await get(`/api/inventarios/${inventario.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: inventario.id,
        nombre: 'Inventario anual 2026',
        fechaCorte: '2026-10-31',
        alcance: { direccionIds: [dir.central.id, dir.almacen.id].sort((a, b) => a - b) },
        estado: 'abierto',
        creadoPor: 'Tipo 4 Prueba',
        createdAt: expect.any(String),
        cerradoEl: null,
        cerradoPor: null,
        esperados: 10,
        leidos: 0,
        sobrantes: 0,
      });
    });

    it('lists the scope by code with where the books put each asset, for the phone', async () => {
      const res = await get(`/api/inventarios/${inventario.id}/activos`);
      expect(res.status).toBe(200);
      expect(res.body.map((a: { codigo: string }) => a.codigo)).toEqual(['INV-01', 'INV-02', 'INV-03', 'INV-04', 'INV-05', 'INV-06', 'INV-07', 'INV-08', 'INV-09', 'INV-10']);
      expect(res.body[0]).toEqual({ id: activo['INV-01'].id, codigo: 'INV-01', descripcion: 'Activo INV-01', ubicacion: librosCentral(), leido: false });
      expect(res.body[9].ubicacion).toEqual(librosAlmacen());
    });

    it('is listed with the list protocol, filtered by estado and searched by name', async () => {
      const otro = (await post('/api/inventarios', { nombre: 'Conteo de prueba de Logística', fechaCorte: '2026-11-01', alcance: { areaIds: [area.logistica.id], sedes: ['  callao '] } }).expect(201)).body;
      expect(otro).toMatchObject({ alcance: { areaIds: [area.logistica.id], sedes: ['callao'] }, esperados: 5 });
      const lista = await get(`/api/inventarios?sort=${encodeURIComponent('["nombre","ASC"]')}&range=[0,9]`);
      expect(lista.status).toBe(200);
      expect(lista.headers['content-range']).toBe('inventarios 0-1/2');
      expect(lista.body.map((i: { nombre: string }) => i.nombre)).toEqual(['Conteo de prueba de Logística', 'Inventario anual 2026']);
      const buscada = await get(`/api/inventarios?filter=${encodeURIComponent(JSON.stringify({ q: 'logistica', estado: 'abierto' }))}`);
      expect(buscada.body.map((i: { id: number }) => i.id)).toEqual([otro.id]);
    });

    // A body without name or date is src/inventario/inventarios.controller.spec.ts's.
    it('refuses a scope naming another company’s area or address', async () => {
      const ajena = (await post('/api/Area', { nombre: 'Ajena' }, ajeno.token).expect(201)).body;
      const res = await post('/api/inventarios', { nombre: 'X', fechaCorte: '2026-10-31', alcance: { areaIds: [ajena.id] } });
      expect([res.status, res.body.message]).toEqual([400, `Las áreas del alcance no existen en su compañía: ${ajena.id}`]);
    });
  });

  describe('readings', () => {
    it('finds an asset read where the books say, without case or spare spaces, and marks it read', async () => {
      const res = await leer({ codigo: 'INV-01', ubicacion: { ...enCentral(), edificio: ' torre  1 ', sede: 'CENTRAL' }, estadoFisico: 'bueno' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        codigo: 'INV-01',
        textoLeido: null,
        activoId: activo['INV-01'].id,
        activo: { id: activo['INV-01'].id, codigo: 'INV-01', descripcion: 'Activo INV-01', ubicacion: librosCentral() },
        resultado: 'encontrado',
        ubicacion: lugar({ ...enCentral(), edificio: 'torre  1', sede: 'CENTRAL', direccion: dir.central.texto, area: area.finanzas.nombre }),
        estadoFisico: 'bueno',
        observacion: null,
        leidoEl: expect.any(String),
        usuario: 'Tipo 5 Prueba',
      });
      const activos = (await get(`/api/inventarios/${inventario.id}/activos`)).body as Array<{ codigo: string; leido: boolean }>;
      expect(activos.filter((a) => a.leido).map((a) => a.codigo)).toEqual(['INV-01']);
    });

    it('takes a label’s URL for its code, and a field the reading does not bring is no difference', async () => {
      const res = await leer({ codigo: `${APP_URL}/a/INV-06`, ubicacion: { direccionId: dir.almacen.id } });
      expect([res.status, res.body.codigo, res.body.resultado]).toEqual([201, 'INV-06', 'encontrado']);
    });

    it('says where an asset was read elsewhere, which code the books do not have, and which asset is disposed of or outside the scope', async () => {
      const casos: Array<[string, object, string, string]> = [
        ['INV-05', enAlmacen(), 'INV-05', 'otra_ubicacion'],
        ['SOB-001', enCentral(), 'SOB-001', 'sobrante'],
        ['HTTPS://Activos.Example.PE/a/SOB%20002?x=1', { direccionId: dir.almacen.id }, 'SOB 002', 'sobrante'],
        ['INV-BAJA', enCentral(), 'INV-BAJA', 'dado_de_baja'],
        ['INV-11', enCentral(), 'INV-11', 'fuera_de_alcance'],
      ];
      for (const [codigo, ubicacion, guardado, resultado] of casos) {
        const res = await leer({ codigo, ubicacion });
        expect([res.status, res.body.codigo, res.body.resultado]).toEqual([201, guardado, resultado]);
        if (resultado === 'sobrante') expect([res.body.activoId, res.body.activo]).toEqual([null, null]);
      }
    });

    it('keeps a label of another address, or any text that names no code, as an unreadable reading with what was read: never an asset', async () => {
      const cifras = (await get(`/api/inventarios/${inventario.id}`)).body;
      const leidos = async () => ((await get(`/api/inventarios/${inventario.id}/activos`)).body as Array<{ codigo: string; leido: boolean }>).filter((a) => a.leido).map((a) => a.codigo);
      const antes = await leidos();
      const textos = ['https://evil.example/a/INV-09', 'http://activos.example.pe/a/INV-09', `${APP_URL}:8443/a/INV-09`, `${APP_URL}/activos/INV-09`, 'INV-09'.repeat(10)];
      const ilegibles = [];
      for (const codigo of textos) {
        const res = await leer({ codigo, ubicacion: enAlmacen() });
        expect([codigo, res.status, res.body]).toEqual([codigo, 201, expect.objectContaining({ codigo: '', textoLeido: codigo, activoId: null, activo: null, resultado: 'ilegible' })]);
        ilegibles.push(res.body);
      }
      // Read again (or in a batch from a phone without network): the same reading, never a second one.
      const otraVez = await leer([{ codigo: ` ${textos[0]} `, ubicacion: enCentral(), observacion: 'Etiqueta ajena' }]);
      expect(otraVez.body.resultados[0].lectura).toMatchObject({ id: ilegibles[0].id, textoLeido: textos[0], resultado: 'ilegible', observacion: 'Etiqueta ajena' });
      // INV-09 was not read, and nothing was counted as a surplus.
      expect(await leidos()).toEqual(antes);
      expect((await get(`/api/inventarios/${inventario.id}`)).body).toMatchObject({ leidos: cifras.leidos, sobrantes: cifras.sobrantes });
      const listadas = (await get(`/api/inventarios/${inventario.id}/lecturas`)).body as Array<{ id: number; textoLeido: string | null; resultado: string }>;
      expect(listadas.filter((l) => l.resultado === 'ilegible').map((l) => l.textoLeido).sort()).toEqual([...textos].sort());
    });

    it('updates the same reading when an asset is read again, never a second one', async () => {
      const primera = (await leer({ codigo: 'INV-02', ubicacion: enAlmacen(), estadoFisico: 'malo' })).body;
      expect(primera.resultado).toBe('otra_ubicacion');
      const segunda = await leer({ codigo: 'INV-02', ubicacion: enCentral(), estadoFisico: 'regular', observacion: 'Rayado' }, gerente.token);
      expect(segunda.status).toBe(201);
      expect(segunda.body).toMatchObject({ id: primera.id, resultado: 'encontrado', estadoFisico: 'regular', observacion: 'Rayado', usuario: 'Tipo 4 Prueba' });
      const sobrante = (await leer({ codigo: 'SOB-001', ubicacion: { direccionId: dir.almacen.id } })).body;
      const filas = await t.dataSource.query(`SELECT id, ${t.dataSource.driver.escape('direccionId')} AS d FROM inventario_lectura WHERE codigo IN ('INV-02', 'SOB-001') ORDER BY id`);
      expect(filas.map((f: { id: number; d: number }) => [Number(f.id), Number(f.d)])).toEqual([
        [Number(sobrante.id), dir.almacen.id],
        [Number(primera.id), dir.central.id],
      ].sort((a, b) => a[0] - b[0]));
    });

    it('saves a batch read without network with its past times, and keeps the later reading when an earlier one arrives after it', async () => {
      const res = await leer([
        { codigo: 'INV-03', ubicacion: enCentral(), leidoEl: '2026-11-20T14:00:00.000Z' },
        { codigo: 'INV-07', ubicacion: { direccionId: dir.almacen.id, piso: ' 1 ' }, leidoEl: '2026-11-20T14:05:00.000Z' },
        // The same asset twice in the batch: one reading, the later one (each row answers the reading as saved).
        { codigo: 'INV-04', ubicacion: enAlmacen(), leidoEl: '2026-11-20T14:10:00.000Z' },
        { codigo: 'INV-04', ubicacion: enCentral(), leidoEl: '2026-11-20T14:20:00.000Z' },
      ]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ guardadas: 4, rechazadas: 0 });
      expect(res.body.resultados[2].lectura.id).toBe(res.body.resultados[3].lectura.id);
      expect(res.body.resultados.map((r: { indice: number; ok: boolean; lectura: { codigo: string; resultado: string; leidoEl: string } }) => [r.indice, r.ok, r.lectura.codigo, r.lectura.resultado, r.lectura.leidoEl])).toEqual([
        [0, true, 'INV-03', 'encontrado', '2026-11-20T14:00:00.000Z'],
        [1, true, 'INV-07', 'encontrado', '2026-11-20T14:05:00.000Z'],
        [2, true, 'INV-04', 'encontrado', '2026-11-20T14:20:00.000Z'],
        [3, true, 'INV-04', 'encontrado', '2026-11-20T14:20:00.000Z'],
      ]);
      // A phone that read INV-04 earlier syncs now: its older reading does not replace the later one.
      const tardia = await leer([{ codigo: 'INV-04', ubicacion: enAlmacen(), leidoEl: '2026-11-20T14:15:00.000Z' }]);
      expect(tardia.body.resultados[0].lectura).toMatchObject({ resultado: 'encontrado', leidoEl: '2026-11-20T14:20:00.000Z' });
      const [{ n }] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM inventario_lectura WHERE codigo = 'INV-04'`);
      expect(Number(n)).toBe(1);
    });

    it('reports each bad row of a batch and saves the good ones', async () => {
      const res = await leer([
        { codigo: 'INV-08', ubicacion: { ...enAlmacen(), piso: '2' } },
        { codigo: '', ubicacion: enCentral() },
        { codigo: 'INV-09', ubicacion: { direccionId: 999999 } },
        { codigo: 'INV-10', ubicacion: enCentral(), estadoFisico: 'roto', leidoEl: '2099-01-01T00:00:00.000Z' },
        { codigo: 'INV-10' },
        'INV-10',
      ]);
      expect(res.status).toBe(200);
      expect(res.body.guardadas).toBe(1);
      expect(res.body.rechazadas).toBe(5);
      const [buena, ...malas] = res.body.resultados;
      expect(buena).toMatchObject({ indice: 0, codigo: 'INV-08', ok: true, lectura: { resultado: 'otra_ubicacion' } });
      expect(malas).toEqual([
        { indice: 1, codigo: '', ok: false, errores: [{ field: 'codigo', message: 'Código no válido: está vacío' }] },
        { indice: 2, codigo: 'INV-09', ok: false, errores: [{ field: 'ubicacion.direccionId', message: 'La dirección indicada no existe en su compañía' }] },
        {
          indice: 3,
          codigo: 'INV-10',
          ok: false,
          errores: [
            { field: 'estadoFisico', message: 'El estado físico debe ser bueno, regular o malo' },
            { field: 'leidoEl', message: 'La fecha de lectura no puede ser futura' },
          ],
        },
        { indice: 4, codigo: 'INV-10', ok: false, errores: [{ field: 'ubicacion', message: 'La ubicación de la lectura es obligatoria' }, { field: 'ubicacion', message: expect.any(String) }] },
        { indice: 5, codigo: null, ok: false, errores: [{ field: '', message: 'Cada lectura debe ser un objeto { codigo, ubicacion, … }' }] },
      ]);
      const codigos = (await get(`/api/inventarios/${inventario.id}/lecturas`)).body.map((l: { codigo: string }) => l.codigo);
      expect(codigos).toContain('INV-08');
      expect(codigos).not.toContain('INV-09');
      expect(codigos).not.toContain('INV-10');
    });

    // Malformed codes and batches of none or more than 1000 readings are src/inventario/inventarios.controller.spec.ts's.
    it('refuses a place of another company with 400, writing nothing', async () => {
      const antes = await Promise.all(['inventario', 'inventario_lectura'].map((tabla) => snapshot(t, tabla)));
      const ajena = (await post('/api/Direccion', { calle: 'Calle Ajena 1', ciudad: 'Lima', distrito: 'Lima', provincia: 'Lima', departamento: 'Lima' }, ajeno.token).expect(201)).body;
      const res = await leer({ codigo: 'INV-09', ubicacion: { direccionId: ajena.id } });
      expect([res.status, res.body.message]).toEqual([400, ['La dirección indicada no existe en su compañía']]);
      expect(await Promise.all(['inventario', 'inventario_lectura'].map((tabla) => snapshot(t, tabla)))).toEqual(antes);
    });

    it('lists every reading, the latest first, and counts the campaign’s figures', async () => {
      const lecturas = (await get(`/api/inventarios/${inventario.id}/lecturas`)).body as Array<{ codigo: string; resultado: string; leidoEl: string }>;
      expect(lecturas.filter((l) => l.resultado !== 'ilegible').map((l) => l.codigo).sort()).toEqual([
        'INV-01', 'INV-02', 'INV-03', 'INV-04', 'INV-05', 'INV-06', 'INV-07', 'INV-08', 'INV-11', 'INV-BAJA', 'SOB 002', 'SOB-001',
      ]);
      expect(lecturas.map((l) => l.leidoEl)).toEqual([...lecturas.map((l) => l.leidoEl)].sort().reverse());
      expect((await get(`/api/inventarios/${inventario.id}`)).body).toMatchObject({ esperados: 10, leidos: 8, sobrantes: 2 });
    });
  });

  describe('the reconciliation', () => {
    const codigos = (filas: Array<{ activo?: { codigo: string }; codigo?: string }>) => filas.map((f) => f.activo?.codigo ?? f.codigo);

    it('sorts every asset of the scope and every reading into exactly one group, with its figures', async () => {
      const res = await get(`/api/inventarios/${inventario.id}/conciliacion`);
      expect(res.status).toBe(200);
      const c = res.body;
      expect(c.inventario).toMatchObject({ id: inventario.id, estado: 'abierto', esperados: 10, leidos: 8, sobrantes: 2 });
      expect(c.resumen).toEqual({ esperados: 10, encontrados: 6, otraUbicacion: 2, faltantes: 2, sobrantes: 2, dadosDeBaja: 1, fueraDeAlcance: 1 });
      expect({
        encontrados: codigos(c.encontrados),
        otraUbicacion: codigos(c.otraUbicacion),
        faltantes: codigos(c.faltantes),
        sobrantes: codigos(c.sobrantes),
        dadosDeBaja: codigos(c.dadosDeBaja),
        fueraDeAlcance: codigos(c.fueraDeAlcance),
      }).toEqual({
        encontrados: ['INV-01', 'INV-02', 'INV-03', 'INV-04', 'INV-06', 'INV-07'],
        otraUbicacion: ['INV-05', 'INV-08'],
        faltantes: ['INV-09', 'INV-10'],
        sobrantes: ['SOB 002', 'SOB-001'],
        dadosDeBaja: ['INV-BAJA'],
        fueraDeAlcance: ['INV-11'],
      });
    });

    it('proposes moving an asset read elsewhere to where it was read, keeping what the reading did not bring', async () => {
      const { otraUbicacion, faltantes, encontrados, sobrantes } = (await get(`/api/inventarios/${inventario.id}/conciliacion`)).body;
      expect(otraUbicacion[0]).toEqual({
        activo: { id: activo['INV-05'].id, codigo: 'INV-05', descripcion: 'Activo INV-05', ubicacion: librosCentral() },
        lectura: expect.objectContaining({ codigo: 'INV-05', resultado: 'otra_ubicacion', ubicacion: librosAlmacen(), usuario: 'Tipo 5 Prueba' }),
        propuesta: librosAlmacen(),
      });
      expect(otraUbicacion[1].propuesta).toEqual({ ...librosAlmacen(), piso: '2' });
      expect(faltantes[0]).toEqual({ activo: { id: activo['INV-09'].id, codigo: 'INV-09', descripcion: 'Activo INV-09', ubicacion: librosAlmacen() }, lectura: null, propuesta: null });
      expect(encontrados[0].propuesta).toBeNull();
      expect(sobrantes[1]).toMatchObject({ codigo: 'SOB-001', activoId: null, activo: null, resultado: 'sobrante', ubicacion: lugar({ direccionId: dir.almacen.id, direccion: dir.almacen.texto }) });
    });
  });

  describe('moving the assets read elsewhere', () => {
    const leerActivo = async (codigo: string) => (await get(`/api/activos/${activo[codigo].id}`)).body;

    // That it is the management's (type 5 gets 403) is src/inventario/inventarios.controller.spec.ts's.
    it('is only for assets read elsewhere: never a disposed one', async () => {
      const encontrado = await post(`/api/inventarios/${inventario.id}/trasladar`, { activoIds: [activo['INV-01'].id] });
      expect([encontrado.status, encontrado.body.message]).toEqual([400, 'Solo se trasladan los activos leídos en otra ubicación en este inventario; no lo están: INV-01']);
      const dado = await post(`/api/inventarios/${inventario.id}/trasladar`, { activoIds: [activo['INV-05'].id, activo['INV-BAJA'].id] });
      expect([dado.status, dado.body.message]).toEqual([409, 'Los activos dados de baja no se trasladan: INV-BAJA']);
      expect((await leerActivo('INV-05')).direccionId).toBe(dir.central.id);
    });

    it('moves each to where it was read with one movement per place and its location history; then they are found', async () => {
      const res = await post(`/api/inventarios/${inventario.id}/trasladar`, {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ trasladados: 2, movimientoIds: [expect.any(Number), expect.any(Number)] });
      const [alAlmacen, alPiso2] = res.body.movimientoIds;

      expect(await leerActivo('INV-05')).toMatchObject({ ...enAlmacen(), area: { nombre: 'Logística' } });
      // Only what the reading brought changed: its floor.
      expect(await leerActivo('INV-08')).toMatchObject({ ...enAlmacen(), piso: '2' });

      const movimiento = (await get(`/api/Movimiento/${alAlmacen}`)).body;
      expect(movimiento).toMatchObject({
        activoIds: [activo['INV-05'].id],
        destinatario: 'Inventario «Inventario anual 2026»',
        puntoDeLlegada: `${dir.almacen.texto} · Edificio Almacén · Piso 1 · Área Logística · Sede Callao`,
      });
      expect((await get(`/api/Movimiento/${alPiso2}`)).body.activoIds).toEqual([activo['INV-08'].id]);

      const [entrada] = (await get(`/api/activos/${activo['INV-05'].id}/location-history`)).body;
      expect(entrada).toMatchObject({
        motivo: `Movimiento #${alAlmacen}: ubicación encontrada en el inventario «Inventario anual 2026»`,
        usuarioCambio: 'Tipo 4 Prueba',
        direccionAnterior: dir.central.texto,
        direccionNueva: dir.almacen.texto,
        edificioAnterior: 'Torre 1',
        edificioNuevo: 'Almacén',
        pisoAnterior: '3',
        pisoNuevo: '1',
        areaAnterior: 'Finanzas',
        areaNueva: 'Logística',
        sedeAnterior: 'Central',
        sedeNueva: 'Callao',
      });
      const [del8] = (await get(`/api/activos/${activo['INV-08'].id}/location-history`)).body;
      expect(del8).toMatchObject({ direccionAnterior: dir.almacen.texto, direccionNueva: dir.almacen.texto, pisoAnterior: '1', pisoNuevo: '2', areaNueva: 'Logística' });

      const c = (await get(`/api/inventarios/${inventario.id}/conciliacion`)).body;
      expect(c.resumen).toMatchObject({ encontrados: 8, otraUbicacion: 0 });
      expect(c.encontrados.map((f: { activo: { codigo: string } }) => f.activo.codigo)).toEqual(['INV-01', 'INV-02', 'INV-03', 'INV-04', 'INV-05', 'INV-06', 'INV-07', 'INV-08']);
      expect((await post(`/api/inventarios/${inventario.id}/trasladar`, {})).body).toEqual({ trasladados: 0, movimientoIds: [] });
    });

    it('records the move in the audit trail', async () => {
      const [fila] = await t.dataSource.query(`SELECT * FROM audit_log WHERE ${t.dataSource.driver.escape('tableName')} = 'inventario' AND endpoint LIKE '%/trasladar' AND ${t.dataSource.driver.escape('statusCode')} = 200 ORDER BY id`);
      expect(fila).toMatchObject({ recordId: String(inventario.id), description: expect.stringMatching(/^Inventario #\d+: 2 activos trasladados a donde se encontraron \(movimientos #\d+, #\d+\)$/) });
    });
  });

  // The permission level of each route (type 5 counts, type 6 only reads, types ≤ 4 open, move and close) is src/inventario/inventarios.controller.spec.ts's.
  describe('permissions', () => {
    it('answers 404 to another company, reading or writing', async () => {
      for (const path of ['', '/activos', '/lecturas']) expect((await get(`/api/inventarios/${inventario.id}${path}`, ajeno.token)).status).toBe(404);
      const res = await leer({ codigo: 'INV-01', ubicacion: {} }, ajeno.token);
      expect([res.status, res.body.message]).toEqual([404, 'Inventario no encontrado']);
      const lista = await get('/api/inventarios', ajeno.token);
      expect(lista.body).toEqual([]);
    });
  });

  describe('the assets read', () => {
    it('are not deleted: 409', async () => {
      const res = await t.http.delete(`/api/activos/${activo['INV-01'].id}`).set(auth(maestro));
      expect([res.status, res.body.message]).toEqual([409, 'Use la baja del activo: tiene lecturas de inventario registradas']);
      // One never read is (registered today, without history).
      const libre = (await post('/api/activos', { codigo: 'INV-LIBRE', descripcion: 'Sin lecturas', cantidad: 1 }, maestro).expect(201)).body;
      expect((await t.http.delete(`/api/activos/${libre.id}`).set(auth(maestro))).status).toBe(204);
    });
  });

  describe('closing', () => {
    let antes: Record<string, unknown>;
    const acta = () => download(get(`/api/inventarios/${inventario.id}/acta`));
    const excel = () => download(get(`/api/inventarios/${inventario.id}/conciliacion/excel`));
    const grupos = (c: Record<string, unknown>) => {
      const { inventario: _i, ...resto } = c;
      return resto;
    };

    beforeAll(async () => {
      // One more asset read elsewhere, for the acta to list: INV-09 is in the warehouse's books.
      await leer({ codigo: 'INV-09', ubicacion: enCentral(), observacion: 'Prestado a Finanzas' }).expect(201);
      antes = (await get(`/api/inventarios/${inventario.id}/conciliacion`)).body;
    });

    it('prints the acta marked PROVISIONAL while open, with the counts, each difference’s rows, who counted and the signature lines', async () => {
      const res = await acta();
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`Acta_Inventario_${inventario.id}_PROVISIONAL.pdf`);
      const texto = textoDelPdf(res.body as Buffer);
      for (const esperado of [
        'Empresa Demo S.A.C.',
        'Acta de conciliación físico–contable',
        'PROVISIONAL: el inventario sigue abierto',
        'Inventario anual 2026',
        'Fecha de corte 31/10/2026',
        `Direcciones: ${[dir.central, dir.almacen].sort((a, b) => a.id - b.id).map((d) => d.texto).join('; ')}`,
        'Activos esperados (en libros, dentro del alcance) 10',
        'Encontrados en su ubicación 8',
        'Encontrados en otra ubicación 1',
        'Faltantes 1',
        'Sobrantes (no registrados en libros) 2',
        'Dados de baja y encontrados 1',
        'Leídos fuera del alcance 1',
        'Encontrados en otra ubicación: 1',
        'Faltantes (en libros, no encontrados): 1',
        'Sobrantes (encontrados, no registrados en libros): 2',
        'Dados de baja y encontrados: 1',
        'INV-10',
        'SOB-001',
        'SOB 002',
        'INV-BAJA',
        'Quienes contaron',
        'Tipo 4 Prueba',
        'Tipo 5 Prueba',
        'Responsable del inventario',
        'Responsable de activos fijos',
        'Contador general',
      ]) {
        expect(texto).toContain(esperado);
      }
      expect(texto).toMatch(/INV-09 Activo INV-09 .*Av\. Argentina 2450.*Av\. Javier Prado Este 1234/);
    });

    it('exports every row to Excel with its Resultado, marked PROVISIONAL while open', async () => {
      const res = await excel();
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain(`Conciliacion_Inventario_${inventario.id}_PROVISIONAL.xlsx`);
      const libro = await hojas(res.body as Buffer);
      expect(Object.keys(libro)).toEqual(['Resumen', 'Conciliación']);
      expect(libro.Resumen).toEqual(
        expect.arrayContaining([
          ['Estado', 'PROVISIONAL: el inventario sigue abierto y sus cifras pueden cambiar'],
          ['Compañía', 'Empresa Demo S.A.C. (RUC 20512333797)'],
          ['Faltantes', '1'],
        ]),
      );
      const [cabecera, ...filas] = libro['Conciliación'];
      expect(cabecera).toEqual(['Resultado', 'Código', 'Descripción', 'Ubicación en libros', 'Ubicación encontrada', 'Traslado propuesto', 'Estado físico', 'Observación', 'Leído el', 'Contado por']);
      expect(filas.map(([resultado, codigo]) => `${resultado} ${codigo}`)).toEqual([
        ...['INV-01', 'INV-02', 'INV-03', 'INV-04', 'INV-05', 'INV-06', 'INV-07', 'INV-08'].map((c) => `Encontrado ${c}`),
        'En otra ubicación INV-09',
        'Faltante INV-10',
        'Sobrante SOB 002',
        'Sobrante SOB-001',
        'Dado de baja INV-BAJA',
        'Fuera de alcance INV-11',
      ]);
      const [, , , libros, leida, propuesta, , observacion, leidoEl, contador] = filas[8];
      expect([libros, leida, observacion, contador]).toEqual([
        `${dir.almacen.texto} · Edificio Almacén · Piso 1 · Área Logística · Sede Callao`,
        `${dir.central.texto} · Edificio Torre 1 · Piso 3 · Área Finanzas · Sede Central`,
        'Prestado a Finanzas',
        'Tipo 5 Prueba',
      ]);
      expect(propuesta).toBe(leida);
      expect(leidoEl).not.toBe('');
    });

    it('closes the campaign with its figures', async () => {
      const res = await post(`/api/inventarios/${inventario.id}/cerrar`, {});
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: inventario.id, estado: 'cerrado', cerradoPor: 'Tipo 4 Prueba', cerradoEl: expect.any(String), esperados: 10, leidos: 9, sobrantes: 2 });
    });

    it('then refuses readings, moves and a second closing with 409, and changes nothing', async () => {
      const filas = await snapshot(t, 'inventario_lectura');
      const cerrado = 'El inventario «Inventario anual 2026» está cerrado';
      const una = await leer({ codigo: 'INV-10', ubicacion: enAlmacen() });
      expect([una.status, una.body.message]).toEqual([409, `${cerrado}: no admite lecturas`]);
      const lote = await leer([{ codigo: 'INV-10', ubicacion: enAlmacen() }]);
      expect([lote.status, lote.body.message]).toEqual([409, `${cerrado}: no admite lecturas`]);
      const traslado = await post(`/api/inventarios/${inventario.id}/trasladar`, {});
      expect([traslado.status, traslado.body.message]).toEqual([409, `${cerrado}: no admite traslados`]);
      const otra = await post(`/api/inventarios/${inventario.id}/cerrar`, {});
      expect([otra.status, otra.body.message]).toEqual([409, 'El inventario «Inventario anual 2026» ya está cerrado']);
      expect(await snapshot(t, 'inventario_lectura')).toEqual(filas);
    });

    it('keeps its reconciliation, its scope and its acta as they were when closed, whatever happens to the assets after', async () => {
      const cuerpo = (codigo: string, ubicacion: object) => ({ codigo, descripcion: `Activo ${codigo}`, cantidad: 1, precioUndMn: 1000, fechaAdquisicion: '2025-01-15', ...ubicacion });
      await t.http.put(`/api/activos/${activo['INV-01'].id}`).set(auth(maestro)).send(cuerpo('INV-01', { ...enCentral(), piso: '9' })).expect(200);
      await t.http.put(`/api/activos/${activo['INV-10'].id}`).set(auth(maestro)).send(cuerpo('INV-10', { direccionId: dir.otra.id })).expect(200);
      await post(`/api/activos/${activo['INV-03'].id}/baja`, { fecha: '2026-11-20', motivo: 'siniestro', documento: 'INF-9' }, maestro).expect(201);
      await t.http.put(`/api/Area/${area.finanzas.id}`).set(auth(maestro)).send({ nombre: 'Finanzas y Contabilidad' }).expect(200);
      const despues = (await get(`/api/inventarios/${inventario.id}/conciliacion`)).body;
      expect(grupos(despues)).toEqual(grupos(antes));
      expect(despues.inventario).toMatchObject({ estado: 'cerrado', esperados: 10, leidos: 9, sobrantes: 2 });
      expect((await get(`/api/inventarios/${inventario.id}`)).body).toMatchObject({ estado: 'cerrado', esperados: 10, leidos: 9, sobrantes: 2 });
      const activos = (await get(`/api/inventarios/${inventario.id}/activos`)).body as Array<{ codigo: string; leido: boolean; ubicacion: object }>;
      expect(activos.map((a) => a.codigo)).toEqual(['INV-01', 'INV-02', 'INV-03', 'INV-04', 'INV-05', 'INV-06', 'INV-07', 'INV-08', 'INV-09', 'INV-10']);
      expect(activos[0].ubicacion).toEqual(librosCentral());
      expect(activos.filter((a) => !a.leido).map((a) => a.codigo)).toEqual(['INV-10']);
      // An open campaign reads today's books.
      const abierta = (await post('/api/inventarios', { nombre: 'Recuento', fechaCorte: '2026-11-24', alcance: { direccionIds: [dir.central.id] } }).expect(201)).body;
      expect((await get(`/api/inventarios/${abierta.id}/activos`)).body[0].ubicacion).toMatchObject({ piso: '9', area: 'Finanzas y Contabilidad' });
    });

    it('is «cerrando» while it closes: readings, moves and a second close are refused with 409, and the closed campaign keeps none of them', async () => {
      const otra = (await post('/api/inventarios', { nombre: 'Conteo relámpago', fechaCorte: '2026-01-31', alcance: { direccionIds: [dir.almacen.id] } })).body as { id: number };
      const servicio = t.app.get(InventarioService) as unknown as { conciliar(...args: unknown[]): Promise<unknown> };
      const conciliar = servicio.conciliar.bind(servicio);
      const cerrando = 'El inventario «Conteo relámpago» se está cerrando';
      const durante: unknown[] = [];
      const espia = jest.spyOn(servicio, 'conciliar').mockImplementationOnce(async (...args: unknown[]) => {
        const leida = await conciliar(...args);
        // The reconciliation the close keeps is read: the campaign is being closed.
        const respuestas = [
          await leer({ codigo: 'INV-10', ubicacion: enAlmacen() }, usuario.token, otra.id),
          await leer([{ codigo: 'INV-09', ubicacion: enCentral() }], usuario.token, otra.id),
          await post(`/api/inventarios/${otra.id}/trasladar`, {}),
          await post(`/api/inventarios/${otra.id}/cerrar`, {}),
        ];
        durante.push((await get(`/api/inventarios/${otra.id}`)).body.estado, ...respuestas.map((r) => [r.status, r.body.message]));
        return leida;
      });
      try {
        expect((await post(`/api/inventarios/${otra.id}/cerrar`, {})).status).toBe(200);
        expect(espia).toHaveBeenCalledTimes(1);
      } finally {
        espia.mockRestore();
      }
      expect(durante).toEqual([
        'cerrando',
        [409, `${cerrando}: no admite lecturas`],
        [409, `${cerrando}: no admite lecturas`],
        [409, `${cerrando}: no admite traslados`],
        [409, `${cerrando}: espere a que termine`],
      ]);
      const { body } = await get(`/api/inventarios/${otra.id}/conciliacion`);
      expect(body.inventario).toMatchObject({ estado: 'cerrado', leidos: 0, sobrantes: 0 });
      const leidos = Object.values(body as Record<string, unknown>)
        .filter(Array.isArray)
        .flat()
        .filter((fila: { lectura?: unknown }) => fila.lectura);
      expect(leidos).toEqual([]);
    });

    it('prints the closed acta and spreadsheet without PROVISIONAL, with who closed it', async () => {
      const pdf = await acta();
      expect(pdf.headers['content-disposition']).toContain(`Acta_Inventario_${inventario.id}.pdf`);
      const texto = textoDelPdf(pdf.body as Buffer);
      expect(texto).not.toContain('PROVISIONAL');
      expect(texto).toMatch(/Estado Cerrado el \d\d\/\d\d\/\d{4} \d\d:\d\d por Tipo 4 Prueba/);
      expect(texto).toContain('Área Finanzas');
      expect(texto).not.toContain('Finanzas y Contabilidad');
      const libro = await hojas((await excel()).body as Buffer);
      expect(libro.Resumen.find(([concepto]) => concepto === 'Estado')?.[1]).toMatch(/^Cerrado el .* por Tipo 4 Prueba$/);
      expect(libro['Conciliación']).toHaveLength(15);
    });

    it('leaves every step in the audit trail: opening, readings, moving, closing and each download', async () => {
      const filas: Array<{ description: string; action: string }> = await t.dataSource.query(
        `SELECT description, action FROM audit_log WHERE ${t.dataSource.driver.escape('tableName')} = 'inventario' AND ${t.dataSource.driver.escape('recordId')} = '${inventario.id}' ORDER BY id`,
      );
      const descripciones = filas.map((f) => `${f.action} ${f.description}`);
      expect(descripciones).toEqual(
        expect.arrayContaining([
          'CREATE Apertura del inventario «Inventario anual 2026» con corte al 2026-10-31',
          `CREATE Inventario #${inventario.id}: lectura de INV-01 (encontrado)`,
          `CREATE Inventario #${inventario.id}: 4 lecturas guardadas y 0 rechazadas`,
          'CREATE Cierre del inventario «Inventario anual 2026»: 10 esperados, 9 leídos, 2 sobrantes',
          'READ Impresión del acta de conciliación físico–contable',
          'READ Exportación de la conciliación físico–contable a Excel',
        ]),
      );
    });
  });
});

describe('/api/inventarios/{id}/lecturas without APP_URL', () => {
  it("takes the labels of the address the reading came to, and keeps any other's as unreadable", async () => {
    const t = await createTestApp({ env: { APP_URL: '' } });
    try {
      const maestro = await t.login();
      const post = (path: string, body: object, host = 'activos.local:8080') => t.http.post(path).set(auth(maestro)).set('Host', host).send(body);
      const { id: activoId } = (await post('/api/activos', { codigo: 'LOC-1', descripcion: 'Impresora' }).expect(201)).body;
      const { id } = (await post('/api/inventarios', { nombre: 'Inventario local', fechaCorte: '2026-10-31' }).expect(201)).body;
      const leer = (codigo: string, host?: string) => post(`/api/inventarios/${id}/lecturas`, { codigo, ubicacion: {} }, host);
      expect((await leer('http://activos.local:8080/a/LOC-1')).body).toMatchObject({ codigo: 'LOC-1', activoId, resultado: 'encontrado' });
      for (const ajena of ['https://activos.local:8080/a/LOC-1', 'http://evil.example/a/LOC-1']) {
        expect((await leer(ajena)).body).toMatchObject({ codigo: '', textoLeido: ajena, activoId: null, resultado: 'ilegible' });
      }
      // A Host that is no host[:port] is refused before anything is read.
      const forjada = await leer('LOC-1', 'evil.example/phish?x=');
      expect([forjada.status, forjada.body.message]).toEqual([400, 'La dirección de esta solicitud (cabecera Host) no es válida: el sistema debe configurarse con APP_URL']);
    } finally {
      await t.close();
    }
  });
});
