import { CELDAS_A4, ETIQUETA_TERMICA, leerCode128, leerQr, paginas, tamanosDePagina } from '../fixtures/etiquetas';
import { pdfPageCount, pdfText } from '../fixtures/pdf';
import { auth, crearCompania, crearUsuario, download, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { DIRECCION_NO_VALIDA } from '../../src/common/direccion-de-la-peticion';

const APP_URL = 'https://activos.empresa.pe';
const RUTA = '/api/activos/etiquetas/pdf';

interface Creado {
  id: number;
  codigo: string;
}

describe('asset labels PDF', () => {
  let t: TestApp;
  let jefe: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let otra: UsuarioPrueba;
  /** 26 assets ETQ-01 … ETQ-26: a full A4 sheet and two labels of the next. */
  let activos: Creado[];
  let ajeno: Creado;

  const crear = async (body: Record<string, unknown>, token = jefe.token): Promise<Creado> =>
    (await t.http.post('/api/activos').set(auth(token)).send(body).expect(201)).body;
  const etiquetas = (query: string, token = jefe.token) => download(t.http.get(`${RUTA}?${query}`).set(auth(token)));
  const url = (codigo: string) => `${APP_URL}/a/${encodeURIComponent(codigo)}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: `${APP_URL}/` } });
    const maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector@demo.pe');
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    otra = await crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe');
    activos = [];
    for (let n = 1; n <= 26; n++) {
      const descripcion = n === 1 ? 'Laptop Dell Latitude 5420 con cargador, maletín, mouse inalámbrico, teclado numérico y base refrigerante de aluminio' : `Silla giratoria ${n}`;
      activos.push(await crear({ codigo: `ETQ-${String(n).padStart(2, '0')}`, descripcion }));
    }
    ajeno = await crear({ codigo: 'ETQ-AJENO', descripcion: 'Silla giratoria de otra compañía' }, otra.token);
  });
  afterAll(() => t.close());

  it('prints the selection on A4 sheets of 3 × 8, in the order asked, each QR code opening APP_URL/a/<codigo>', async () => {
    const pedidos = [...activos].reverse();
    const res = await etiquetas(`ids=${pedidos.map((a) => a.id).join(',')}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="Etiquetas_Activos_\d{8}_\d{6}\.pdf"/);
    const pdf = res.body as Buffer;
    expect(tamanosDePagina(pdf)).toEqual([
      [210, 297],
      [210, 297],
    ]);
    const [primera, segunda] = await paginas(pdf);
    const leidos = await Promise.all([...CELDAS_A4.map((celda) => leerQr(primera, celda)), ...CELDAS_A4.map((celda) => leerQr(segunda, celda))]);
    expect(leidos).toEqual([...pedidos.map((a) => url(a.codigo)), ...Array(22).fill(null)]);

    const texto = pdfText(pdf);
    for (const { codigo } of activos) expect(texto).toContain(codigo);
    expect(texto).toContain('Empresa Demo S.A.C.');
    // The long description is cut to the lines a label has, with an ellipsis.
    expect(texto).toContain('Laptop Dell Latitude 5420');
    expect(texto).not.toContain('base refrigerante de aluminio');
    expect(texto).toContain('…');
  });

  it('leads to APP_URL whatever Host the request names', async () => {
    const res = await download(t.http.get(`${RUTA}?ids=${activos[0].id}`).set(auth(jefe.token)).set('Host', 'evil.example/phish?x='));
    expect(res.status).toBe(200);
    expect(await leerQr((await paginas(res.body as Buffer))[0], CELDAS_A4[0])).toBe(url(activos[0].codigo));
  });

  it('prints one 50 × 25 mm label per page for a thermal printer', async () => {
    const pedidos = activos.slice(3, 6);
    const res = await etiquetas(`ids=${pedidos.map((a) => a.id).join(',')}&formato=termica`);
    expect(res.status).toBe(200);
    const pdf = res.body as Buffer;
    expect(tamanosDePagina(pdf)).toEqual(Array(3).fill([50, 25]));
    expect(await Promise.all((await paginas(pdf)).map((pagina) => leerQr(pagina, ETIQUETA_TERMICA)))).toEqual(pedidos.map((a) => url(a.codigo)));
  });

  it('prints a Code 128 barcode of the code itself, on A4 and on thermal labels', async () => {
    const pedidos = [activos[0], activos[9], activos[25]];
    const a4 = await etiquetas(`ids=${pedidos.map((a) => a.id).join(',')}&simbologia=code128`);
    expect(a4.status).toBe(200);
    const [hoja] = await paginas(a4.body as Buffer);
    expect(await Promise.all(CELDAS_A4.slice(0, 4).map((celda) => leerCode128(hoja, celda)))).toEqual([...pedidos.map((a) => a.codigo), null]);
    expect(await leerQr(hoja, CELDAS_A4[0])).toBeNull();

    const termica = await etiquetas(`ids=${pedidos.map((a) => a.id).join(',')}&simbologia=code128&formato=termica`);
    expect(termica.status).toBe(200);
    expect(await Promise.all((await paginas(termica.body as Buffer)).map((pagina) => leerCode128(pagina, ETIQUETA_TERMICA)))).toEqual(pedidos.map((a) => a.codigo));
  });

  it('prints a code with Ñ and accents as a scanner reads it back (Code 128 in ISO-8859-1), and its QR as the address', async () => {
    const senal = await crear({ codigo: 'SEÑAL-PÓRTICO 1', descripcion: 'Señal de pórtico' });
    const [hoja] = await paginas((await etiquetas(`ids=${senal.id}&simbologia=code128`)).body as Buffer);
    expect(await leerCode128(hoja, CELDAS_A4[0])).toBe('SEÑAL-PÓRTICO 1');
    const [conQr] = await paginas((await etiquetas(`ids=${senal.id}`)).body as Buffer);
    expect(await leerQr(conQr, CELDAS_A4[0])).toBe(url('SEÑAL-PÓRTICO 1'));
  });

  it('prints the assets of the export filters by code; disposed ones only as bajas says, while a selection prints them', async () => {
    const escritorio = await crear({ codigo: 'ETQ-00', descripcion: 'Escritorio dado de baja', fechaAdquisicion: '2024-01-10' });
    await t.http.post(`/api/activos/${escritorio.id}/baja`).set(auth(jefe.token)).send({ fecha: '2025-04-04', motivo: 'donacion', documento: 'ACTA-DON-9' }).expect(201);
    // The codes as printed, label after label (the QR codes are read in the tests above).
    const enFiltro = async (query: string) => {
      const res = await etiquetas(query);
      expect(res.status).toBe(200);
      return pdfText(res.body as Buffer).match(/ETQ-\d+/g);
    };

    // descripcion is accent- and case-insensitive, as in the catalogue; the other company's "Silla giratoria" stays out.
    expect(await enFiltro(`descripcion=${encodeURIComponent('SÍLLA GIRATORIA 2')}`)).toEqual(['ETQ-02', ...Array.from({ length: 7 }, (_, i) => `ETQ-${20 + i}`)]);
    const codigos = (lista: Creado[]) => lista.map((a) => a.codigo);
    expect(await enFiltro('codigo=ETQ-0')).toEqual(codigos(activos.slice(0, 9)));
    expect(await enFiltro('codigo=ETQ-0&bajas=incluir')).toEqual(codigos([escritorio, ...activos.slice(0, 9)]));
    expect(await enFiltro('codigo=ETQ-0&bajas=solo')).toEqual([escritorio.codigo]);
    // With ids the filters are not read.
    expect(await enFiltro(`ids=${escritorio.id},${activos[12].id}&codigo=nada`)).toEqual(codigos([escritorio, activos[12]]));
  });

  it('records each print as a download of the assets, with what was asked, and a refused one as a failure', async () => {
    const rowOf = async (requestId: string) =>
      (await t.dataSource.query(`SELECT * FROM audit_log WHERE "requestId" = ${t.dataSource.driver.createParameter('id', 0)}`, [requestId]))[0];
    const res = await etiquetas(`ids=${activos[0].id},${activos[1].id}&formato=termica`, lector.token);
    expect(res.status).toBe(200);
    const fila = await rowOf(res.headers['x-request-id']);
    expect(fila).toMatchObject({ action: 'READ', tableName: 'activo', userId: lector.id, statusCode: 200, description: 'Impresión de etiquetas de activos' });
    expect(JSON.parse(fila.newValues)).toEqual({ ids: `${activos[0].id},${activos[1].id}`, formato: 'termica' });

    const rechazada = await etiquetas('formato=carta', lector.token);
    expect(rechazada.status).toBe(400);
    expect(await rowOf(rechazada.headers['x-request-id'])).toMatchObject({ action: 'READ', tableName: 'activo', statusCode: 400 });
  });

  // The refusals of formato, simbologia, ids and bajas, read before any asset, are src/activo/activos.controller.spec.ts's.
  it('answers 400 in Spanish to filters no asset matches', async () => {
    const res = await t.http.get(`${RUTA}?descripcion=no existe tal cosa`).set(auth(jefe.token));
    expect([res.status, res.body.message]).toEqual([400, 'No hay activos que imprimir: ninguno cumple los filtros']);
  });

  it("keeps other companies' assets out: their ids answer 404 as if they did not exist", async () => {
    const res = await t.http.get(`${RUTA}?ids=${activos[0].id},${ajeno.id},987654`).set(auth(jefe.token));
    expect([res.status, res.body.message]).toEqual([404, `Los activos indicados no existen en su compañía: ${ajeno.id}, 987654`]);
    // And theirs to them: the same filter prints only their own asset.
    const suyas = await etiquetas('descripcion=silla giratoria', otra.token);
    expect(suyas.status).toBe(200);
    expect(pdfPageCount(suyas.body as Buffer)).toBe(1);
    const [hoja] = await paginas(suyas.body as Buffer);
    expect((await Promise.all(CELDAS_A4.map((celda) => leerQr(hoja, celda)))).filter(Boolean)).toEqual([url(ajeno.codigo)]);
    expect(pdfText(suyas.body as Buffer)).toContain('Comercial Andina S.A.C.');
  });

  it('needs a session', async () => {
    expect((await t.http.get(RUTA)).status).toBe(401);
  });
});

describe('asset labels without APP_URL', () => {
  const leerPrimera = async (t: TestApp, headers: Record<string, string>) => {
    const token = await t.login();
    const { codigo } = (await t.http.post('/api/activos').set(auth(token)).send({ codigo: 'ORIGEN 1', descripcion: 'Impresora' }).expect(201)).body;
    const res = await download(t.http.get(`${RUTA}?codigo=ORIGEN`).set(auth(token)).set(headers));
    expect([res.status, codigo]).toEqual([200, 'ORIGEN 1']);
    return leerQr((await paginas(res.body as Buffer))[0], CELDAS_A4[0]);
  };

  it("leads to the request's own address, and ignores forwarded headers from a proxy it does not trust", async () => {
    const t = await createTestApp({ env: { APP_URL: '' } });
    try {
      const forjada = { Host: 'activos.local:8080', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'phishing.example' };
      expect(await leerPrimera(t, forjada)).toBe('http://activos.local:8080/a/ORIGEN%201');
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy, leads to the address the proxy was asked for', async () => {
    const t = await createTestApp({ env: { APP_URL: '', TRUST_PROXY: 'loopback' } });
    try {
      expect(await leerPrimera(t, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'activos.empresa.pe' })).toBe('https://activos.empresa.pe/a/ORIGEN%201');
      const token = await t.login();
      for (const forjada of [{ 'X-Forwarded-Host': 'evil.example/phish?x=' }, { 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'activos.empresa.pe' }]) {
        const res = await t.http.get(`${RUTA}?codigo=ORIGEN`).set(auth(token)).set(forjada);
        expect([JSON.stringify(forjada), res.status, res.body.message]).toEqual([JSON.stringify(forjada), 400, DIRECCION_NO_VALIDA]);
      }
    } finally {
      await t.close();
    }
  });

  it('refuses with 400 a Host that is no host[:port], printing nothing', async () => {
    const t = await createTestApp({ env: { APP_URL: '' } });
    try {
      const token = await t.login();
      await t.http.post('/api/activos').set(auth(token)).send({ codigo: 'ORIGEN 2', descripcion: 'Escáner' }).expect(201);
      for (const host of ['evil.example/phish?x=', 'evil.example#a', 'usuario@evil.example', 'evil.example:70000']) {
        const res = await t.http.get(`${RUTA}?codigo=ORIGEN`).set(auth(token)).set('Host', host);
        expect([host, res.status, res.body.message]).toEqual([host, 400, DIRECCION_NO_VALIDA]);
      }
    } finally {
      await t.close();
    }
  });
});
