import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { limaDate } from '../../src/common/lima-time';
import { auth, crearCompania, crearUsuario, download, firstSheet, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { ServidorSmtp } from '../utils/servidor-smtp';
import { createTestApp, TestApp } from '../utils/test-app';

/** The text of a PDF as pdftotext lays it out, and its images as pdfimages lists them. */
function leerPdf(pdf: Buffer): { texto: string; imagenes: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'acta-'));
  try {
    const archivo = join(dir, 'acta.pdf');
    writeFileSync(archivo, pdf);
    const texto = execFileSync('pdftotext', ['-layout', archivo, '-'], { encoding: 'utf8' });
    const imagenes = execFileSync('pdfimages', ['-list', archivo], { encoding: 'utf8' }).split('\n').slice(2).filter((linea) => linea.trim());
    return { texto, imagenes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const binario = (res: { on: (e: string, f: (c?: Buffer) => void) => void }, callback: (err: Error | null, body: Buffer) => void) => {
  const partes: Buffer[] = [];
  res.on('data', (c) => partes.push(c!));
  res.on('end', () => callback(null, Buffer.concat(partes)));
};

/** A signature as a signature pad sends it: black strokes on a transparent 300×120 PNG. */
async function firmaPng(): Promise<string> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><path d="M10 90 C 60 10, 90 10, 120 80 S 200 120, 290 30" stroke="black" stroke-width="4" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

describe('Custodios y actas de entrega y devolución', () => {
  const smtp = new ServidorSmtp();
  let t: TestApp;
  let usuario: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let ajeno: UsuarioPrueba;
  const anio = limaDate().slice(0, 4);
  const hoy = limaDate();

  beforeAll(async () => {
    await smtp.iniciar();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const maestro = await t.login();
    usuario = await crearUsuario(t, maestro, 5, 1, 'usuario.custodia@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector.custodia@demo.pe');
    const otra = await crearCompania(t, maestro, 'Otra Custodia S.A.C.', '2066677788');
    ajeno = await crearUsuario(t, maestro, 5, otra.id, 'ajeno.custodia@demo.pe');
  });
  afterAll(async () => {
    await t.close();
    await smtp.cerrar();
  });

  const post = (ruta: string, body: object, token = usuario.token) => t.http.post(ruta).set(auth(token)).send(body);
  const get = (ruta: string, token = usuario.token) => t.http.get(ruta).set(auth(token));
  const crearActivo = async (codigo: string, extra: object = {}, token = usuario.token): Promise<number> =>
    (await post('/api/activos', { codigo, descripcion: `Laptop ${codigo}`, marca: 'Lenovo', modelo: 'ThinkPad T14', serie: `SN-${codigo}`, cantidad: 1, estado: 'Operativo', ...extra }, token).expect(201)).body.id;
  let area: number;
  const crearCustodio = async (numeroDocumento: string, extra: object = {}, token = usuario.token) =>
    (await post('/api/custodios', { nombres: 'Rosa', apellidos: `Quispe ${numeroDocumento}`, tipoDocumento: '1', numeroDocumento, correo: `c${numeroDocumento}@demo.pe`, areaId: area, ...extra }, token).expect(201)).body;

  beforeAll(async () => {
    area = (await post('/api/Area', { nombre: 'Sistemas custodia', companiaId: 1 }, (await t.login())).expect(201)).body.id;
  });

  describe('custodios', () => {
    it('creates, reads, edits and deletes a custodian; a DNI keeps its leading zero as text', async () => {
      const creado = await crearCustodio('01234567', { telefono: '987 654 321' });
      expect(creado).toMatchObject({ nombres: 'Rosa', tipoDocumento: '1', numeroDocumento: '01234567', area: { nombre: 'Sistemas custodia' }, activosACargo: 0 });
      const [fila] = await t.dataSource.query(`SELECT "numeroDocumento" FROM custodio WHERE id = ${creado.id}`);
      expect(fila.numeroDocumento).toBe('01234567');
      const editado = await t.http.put(`/api/custodios/${creado.id}`).set(auth(usuario.token)).send({ ...creado, nombres: 'Rosa María', areaId: null }).expect(200);
      expect(editado.body).toMatchObject({ nombres: 'Rosa María', area: null, numeroDocumento: '01234567' });
      const lista = await get('/api/custodios?filter={"q":"rosa maría"}').expect(200);
      expect(lista.body.map((c: { id: number }) => c.id)).toEqual([creado.id]);
      await t.http.delete(`/api/custodios/${creado.id}`).set(auth(usuario.token)).expect(204);
      await get(`/api/custodios/${creado.id}`).expect(404);
    });

    it('refuses a DNI that is not 8 digits, an unknown document type and a repeated document, in Spanish', async () => {
      const base = { nombres: 'Juan', apellidos: 'Pérez', tipoDocumento: '1', numeroDocumento: '1234567' };
      expect((await post('/api/custodios', base).expect(400)).body.message).toEqual(['El DNI debe tener 8 dígitos']);
      expect((await post('/api/custodios', { ...base, tipoDocumento: '6' }).expect(400)).body.message).toEqual([
        'El tipo de documento debe ser 1 (DNI), 4 (carné de extranjería) o 7 (pasaporte)',
      ]);
      expect((await post('/api/custodios', { ...base, tipoDocumento: '4', numeroDocumento: 'ce001234' }).expect(201)).body.numeroDocumento).toBe('CE001234');
      expect((await post('/api/custodios', { ...base, tipoDocumento: '4', numeroDocumento: 'CE001234' }).expect(409)).body.message).toBe('Ya existe un custodio con ese documento en esta compañía');
    });

    it('lets a read-only user read and not write', async () => {
      await get('/api/custodios', lector.token).expect(200);
      await post('/api/custodios', { nombres: 'A', apellidos: 'B', tipoDocumento: '1', numeroDocumento: '11112222' }, lector.token).expect(403);
    });
  });

  describe('actas', () => {
    let rosa: { id: number };
    let luis: { id: number };
    let laptop: number;
    let monitor: number;

    beforeAll(async () => {
      rosa = await crearCustodio('00456789');
      luis = await crearCustodio('44556677', { nombres: 'Luis', apellidos: 'Huamán' });
      laptop = await crearActivo('CUS-001');
      monitor = await crearActivo('CUS-002', { descripcion: 'Monitor 24"', marca: 'Dell', modelo: 'P2422H' });
    });

    it('numbers the hand-overs AE-year-000001, 000002… and records who holds each asset', async () => {
      const primera = await post('/api/actas-entrega', { custodioId: rosa.id, activoIds: [laptop], fecha: hoy, observaciones: 'Con cargador' }).expect(201);
      expect(primera.body).toMatchObject({
        tipo: 'entrega',
        numero: `AE-${anio}-000001`,
        custodioNombre: 'Rosa Quispe 00456789',
        numeroDocumento: '00456789',
        areaNombre: 'Sistemas custodia',
        firmadaEl: null,
        firma: null,
        cantidadActivos: 1,
        activos: [{ activoId: laptop, codigo: 'CUS-001', marca: 'Lenovo', modelo: 'ThinkPad T14', serie: 'SN-CUS-001', condicion: 'bueno' }],
      });
      const segunda = await post('/api/actas-entrega', { custodioId: rosa.id, activoIds: [monitor], fecha: hoy }).expect(201);
      expect(segunda.body.numero).toBe(`AE-${anio}-000002`);
      expect((await get(`/api/custodios/${rosa.id}/activos`).expect(200)).body.map((a: { codigo: string }) => a.codigo)).toEqual(['CUS-001', 'CUS-002']);
      expect((await get(`/api/custodios/${rosa.id}`).expect(200)).body.activosACargo).toBe(2);
      const custodia = (await get(`/api/activos/${laptop}/custodia`).expect(200)).body;
      expect(custodia).toMatchObject({ custodio: { id: rosa.id, nombres: 'Rosa', apellidos: 'Quispe 00456789' }, historial: [{ numeroActa: `AE-${anio}-000001`, tipo: 'entrega' }] });
    });

    it('refuses to hand an asset someone holds to another, naming the holder, and numbers nothing for it', async () => {
      const res = await post('/api/actas-entrega', { custodioId: luis.id, activoIds: [laptop], fecha: hoy }).expect(409);
      expect(res.body.message).toBe('El activo CUS-001 está a cargo de Rosa Quispe 00456789: registre primero su devolución');
      expect((await snapshot(t, 'acta_custodia')).map((a: { numero: string }) => a.numero)).toEqual([`AE-${anio}-000001`, `AE-${anio}-000002`]);
    });

    it('of two hand-overs of one asset at once, one wins and the other gets 409', async () => {
      const libre = await crearActivo('CUS-003');
      const respuestas = await Promise.all([luis.id, rosa.id].map((custodioId) => post('/api/actas-entrega', { custodioId, activoIds: [libre], fecha: hoy })));
      expect(respuestas.map((r) => r.status).sort()).toEqual([201, 409]);
      const ganador = respuestas.find((r) => r.status === 201)!.body.custodioNombre;
      expect(respuestas.find((r) => r.status === 409)!.body.message).toBe(`El activo CUS-003 está a cargo de ${ganador}: registre primero su devolución`);
      expect(await t.dataSource.query(`SELECT "custodioId" FROM custodia WHERE "activoId" = ${libre}`)).toHaveLength(1);
    });

    it('refuses a disposed asset, and answers 404 for a custodian or asset of another company', async () => {
      const vendido = await crearActivo('CUS-BAJA', { fechaAdquisicion: '2024-01-10' });
      await post(`/api/activos/${vendido}/baja`, { fecha: hoy, motivo: 'otro', documento: 'INF-1', observaciones: 'Pérdida total' }).expect(201);
      expect((await post('/api/actas-entrega', { custodioId: luis.id, activoIds: [vendido], fecha: hoy }).expect(409)).body.message).toBe(
        'El activo CUS-BAJA está dado de baja: no se puede entregar',
      );
      const deOtra = await crearCustodio('99887766', { areaId: null }, ajeno.token);
      const activoAjeno = await crearActivo('AJ-001', {}, ajeno.token);
      await get(`/api/custodios/${deOtra.id}`).expect(404);
      expect((await post('/api/actas-entrega', { custodioId: deOtra.id, activoIds: [monitor], fecha: hoy }).expect(404)).body.message).toBe('Custodio no encontrado');
      await post('/api/actas-entrega', { custodioId: luis.id, activoIds: [activoAjeno], fecha: hoy }).expect(404);
      await get(`/api/activos/${laptop}/custodia`, ajeno.token).expect(404);
    });

    it('takes an asset back with its condition, numbered AD-year-000001, and the asset is free again', async () => {
      const res = await post('/api/actas-devolucion', {
        custodioId: rosa.id,
        activoIds: [monitor],
        fecha: hoy,
        condiciones: [{ activoId: monitor, condicion: 'regular', nota: 'Rayón en la base' }],
      }).expect(201);
      expect(res.body).toMatchObject({ numero: `AD-${anio}-000001`, tipo: 'devolucion', activos: [{ codigo: 'CUS-002', condicion: 'regular', nota: 'Rayón en la base' }] });
      expect((await post('/api/actas-devolucion', { custodioId: rosa.id, activoIds: [monitor], fecha: hoy }).expect(409)).body.message).toBe(
        'El activo CUS-002 no está a cargo de nadie, no de Rosa Quispe 00456789',
      );
      expect((await get(`/api/activos/${monitor}/custodia`).expect(200)).body).toMatchObject({
        custodio: null,
        historial: [
          { tipo: 'devolucion', condicion: 'regular' },
          { tipo: 'entrega', condicion: 'bueno' },
        ],
      });
      await post('/api/actas-entrega', { custodioId: luis.id, activoIds: [monitor], fecha: hoy }).expect(201);
      expect((await post('/api/actas-devolucion', { custodioId: luis.id, activoIds: [monitor], fecha: hoy, condiciones: [{ activoId: monitor, condicion: 'roto' }] }).expect(400)).body.message).toEqual([
        'La condición debe ser bueno, regular o malo',
      ]);
    });

    it('"devolver todo" returns everything a custodian holds in one acta, and the history keeps it', async () => {
      const otro = await crearActivo('CUS-004');
      await post('/api/actas-entrega', { custodioId: rosa.id, activoIds: [otro], fecha: hoy }).expect(201);
      const res = await post(`/api/custodios/${rosa.id}/devolver-todo`, { fecha: hoy, observaciones: 'Cese' }).expect(201);
      expect(res.body.tipo).toBe('devolucion');
      expect(res.body.activos.map((a: { codigo: string }) => a.codigo).sort()).toEqual(
        (await snapshot(t, 'acta_custodia_activo')).filter((l: { actaId: number }) => l.actaId === res.body.id).map((l: { codigo: string }) => l.codigo).sort(),
      );
      expect(res.body.activos.map((a: { codigo: string }) => a.codigo)).toEqual(expect.arrayContaining(['CUS-001', 'CUS-004']));
      expect((await get(`/api/custodios/${rosa.id}/activos`).expect(200)).body).toEqual([]);
      expect((await post(`/api/custodios/${rosa.id}/devolver-todo`, { fecha: hoy }).expect(409)).body.message).toBe('Rosa Quispe 00456789 no tiene activos a su cargo');
      const historial = (await get(`/api/custodios/${rosa.id}/historial`).expect(200)).body;
      expect(historial.filter((m: { codigo: string }) => m.codigo === 'CUS-001').map((m: { tipo: string }) => m.tipo)).toEqual(['devolucion', 'entrega']);
      expect((await t.http.delete(`/api/custodios/${rosa.id}`).set(auth(usuario.token)).expect(409)).body.message).toBe('El custodio tiene actas registradas: se conserva con su historial');
    });

    it('prints the acta, signs it once with a drawn signature that the PDF then embeds, and refuses any second signature', async () => {
      await t.http.put('/api/actas-configuracion').set(auth(await t.login())).send({ textoEntrega: 'El custodio responde por los bienes recibidos.', textoDevolucion: 'Bienes recibidos.' }).expect(200);
      const acta = (await post('/api/actas-entrega', { custodioId: luis.id, activoIds: [laptop], fecha: hoy, observaciones: 'Equipo nuevo' }).expect(201)).body;
      const pendiente = await get(`/api/actas-entrega/${acta.id}/pdf`).buffer(true).parse(binario).expect(200);
      expect(pendiente.headers['content-disposition']).toContain(`Acta_${acta.numero}.pdf`);
      const antes = leerPdf(pendiente.body);
      for (const texto of [acta.numero, 'Empresa Demo', 'Luis Huamán', 'DNI 44556677', 'CUS-001', 'Laptop CUS-001', 'Lenovo', 'ThinkPad', 'SN-CUS-001', 'Bueno', 'Equipo nuevo', 'El custodio responde por los bienes recibidos.', 'Pendiente de firma']) {
        expect(antes.texto).toContain(texto);
      }
      expect(antes.imagenes).toEqual([]);

      const firmada = await post(`/api/actas-entrega/${acta.id}/firma`, { imagen: await firmaPng() }).expect(201);
      expect(firmada.body).toMatchObject({ firma: 'dibujada', firmadaEl: expect.any(String) });
      const despues = leerPdf((await get(`/api/actas-entrega/${acta.id}/pdf`).buffer(true).parse(binario).expect(200)).body);
      expect(despues.imagenes).toHaveLength(1);
      expect(despues.texto).toMatch(/Firmado el \d{2}\/\d{2}\/\d{4}/);
      expect(despues.texto).not.toContain('Pendiente de firma');

      expect((await post(`/api/actas-entrega/${acta.id}/firma`, { imagen: await firmaPng() }).expect(409)).body.message).toMatch(new RegExp(`^El acta ${acta.numero} ya está firmada`));
      const escaneo = await sharp({ create: { width: 200, height: 280, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
      await t.http.post(`/api/actas-entrega/${acta.id}/firma-escaneada`).set(auth(usuario.token)).attach('file', escaneo, 'acta.jpg').expect(409);
      await get(`/api/actas-devolucion/${acta.id}`).expect(404);
      await get(`/api/actas-entrega/${acta.id}/pdf`, ajeno.token).expect(404);
    });

    it('takes a scanned signed acta checked by its content, and prints it after the acta', async () => {
      const acta = (await post('/api/actas-devolucion', { custodioId: luis.id, activoIds: [laptop], fecha: hoy }).expect(201)).body;
      const ruta = `/api/actas-devolucion/${acta.id}/firma-escaneada`;
      expect((await t.http.post(ruta).set(auth(usuario.token)).attach('file', Buffer.from('%PDF-1.4 no es imagen'), 'acta.jpg').expect(400)).body.message).toBe('El acta escaneada debe ser una imagen JPG o PNG');
      expect((await t.http.post(ruta).set(auth(usuario.token)).send({}).expect(400)).body.message).toBe('Seleccione el acta escaneada');
      expect((await t.http.post(ruta).set(auth(ajeno.token)).expect(404)).body.message).toBe('Acta de devolución no encontrada');
      const escaneo = await sharp({ create: { width: 400, height: 560, channels: 3, background: '#f0f0f0' } }).png().toBuffer();
      expect((await t.http.post(ruta).set(auth(usuario.token)).attach('file', escaneo, 'acta.png').expect(201)).body).toMatchObject({ firma: 'escaneada' });
      const pdf = leerPdf((await get(`/api/actas-devolucion/${acta.id}/pdf`).buffer(true).parse(binario).expect(200)).body);
      expect(pdf.texto).toContain('Acta firmada, escaneada');
      expect(pdf.imagenes).toHaveLength(1);
    });

    it('e-mails the acta with its PDF to the custodian once, even when asked twice at once', async () => {
      const acta = (await post('/api/actas-entrega', { custodioId: luis.id, activoIds: [laptop], fecha: hoy }).expect(201)).body;
      const antes = smtp.correos.length;
      const respuestas = await Promise.all([1, 2].map(() => post(`/api/actas-entrega/${acta.id}/correo`, {})));
      expect(respuestas.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(respuestas.find((r) => r.status === 409)!.body.message).toBe(`El acta ${acta.numero} ya se envió por correo`);
      await post(`/api/actas-entrega/${acta.id}/correo`, {}).expect(409);
      const enviados = smtp.correos.slice(antes);
      expect(enviados).toHaveLength(1);
      expect(enviados[0]).toMatchObject({ para: 'c44556677@demo.pe', asunto: `Acta de entrega ${acta.numero}` });
      expect(enviados[0].texto).toContain(`filename=Acta_${acta.numero}.pdf`);
      expect(enviados[0].texto).toContain('application/pdf');
    });

    it('audits each acta with its number and what it did', async () => {
      const numero = `AE-${anio}-000001`;
      const filas = await t.dataSource.query(`SELECT action, "recordCode", description FROM audit_log WHERE "tableName" = 'acta_custodia' AND "recordCode" = '${numero}'`);
      expect(filas).toEqual([{ action: 'CREATE', recordCode: numero, description: `Acta de entrega ${numero} a Rosa Quispe 00456789: 1 activo(s)` }]);
    });
  });

  describe('el custodio en el activo', () => {
    let marta: { id: number };
    let entregado: number;
    let libre: number;
    const lista = (filtro: object, token = usuario.token) => get(`/api/activos?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filtro))}`, token);
    const codigos = (res: { body: Array<{ codigo: string }> }) => res.body.map((a) => a.codigo);

    beforeAll(async () => {
      marta = await crearCustodio('70112233', { nombres: 'Marta', apellidos: 'Ccori Mamani' });
      entregado = await crearActivo('KEY-001');
      libre = await crearActivo('KEY-002');
      await post('/api/actas-entrega', { custodioId: marta.id, activoIds: [entregado], fecha: hoy }).expect(201);
    });

    it('comes with the asset opened and with each row of the list; null when nobody holds it', async () => {
      expect((await get(`/api/activos/${entregado}`, lector.token).expect(200)).body.custodio).toEqual({ id: marta.id, nombres: 'Marta', apellidos: 'Ccori Mamani' });
      expect((await get(`/api/activos/${libre}`).expect(200)).body.custodio).toBeNull();
      const filas = (await lista({ codigo: 'KEY-' }).expect(200)).body;
      expect(filas.map((a: { codigo: string; custodio: unknown }) => [a.codigo, a.custodio])).toEqual([
        ['KEY-001', { id: marta.id, nombres: 'Marta', apellidos: 'Ccori Mamani' }],
        ['KEY-002', null],
      ]);
    });

    it('filters the list by custodian, and by "ninguno" the assets nobody holds; another company\'s sees none of them', async () => {
      const porCustodio = await lista({ custodioId: marta.id }).expect(200);
      expect(codigos(porCustodio)).toEqual(['KEY-001']);
      expect(porCustodio.headers['content-range']).toMatch(/\/1$/);
      expect(codigos(await lista({ custodioId: 'ninguno', codigo: 'KEY-' }).expect(200))).toEqual(['KEY-002']);
      expect((await lista({ custodioId: 'nadie' }).expect(400)).body.message).toBe('El filtro "custodioId" debe ser el id de un custodio o "ninguno" (sin custodio)');
      expect((await lista({ custodioId: marta.id }, ajeno.token).expect(200)).body).toEqual([]);
    });

    it('exports the custodian in the Excel and in the PDF catalogue', async () => {
      const hoja = await firstSheet((await download(get('/api/activos/export/excel?codigo=KEY-'))).body as Buffer);
      const columna = (hoja.getRow(1).values as string[]).indexOf('Custodio');
      expect(columna).toBeGreaterThan(0);
      expect([2, 3].map((fila) => [hoja.getRow(fila).getCell(1).value, hoja.getRow(fila).getCell(columna).value])).toEqual([
        ['KEY-001', 'Marta Ccori Mamani'],
        ['KEY-002', null],
      ]);
      const pdf = await get('/api/activos/export/pdf?codigo=KEY-').buffer(true).parse(binario).expect(200);
      const { texto } = leerPdf(pdf.body as Buffer);
      expect(texto).toContain('Custodio');
      expect(texto).toMatch(/KEY-001.*Marta Ccori/s);
    });

    it('refuses the disposal of a held asset naming who holds it, and takes it once returned', async () => {
      const baja = { fecha: hoy, motivo: 'venta', documento: 'F001-000777', valorVenta: 100 };
      expect((await post(`/api/activos/${entregado}/baja`, baja).expect(409)).body.message).toBe('El activo KEY-001 está a cargo de Marta Ccori Mamani: registre primero su devolución');
      expect((await get(`/api/activos/${entregado}`)).body.estado).toBe('Operativo');
      await post('/api/actas-devolucion', { custodioId: marta.id, activoIds: [entregado], fecha: hoy }).expect(201);
      const custodia = (await get(`/api/activos/${entregado}/custodia`).expect(200)).body;
      expect(custodia.custodio).toBeNull();
      expect(custodia.historial.map((m: { tipo: string }) => m.tipo)).toEqual(['devolucion', 'entrega']);
      await post(`/api/activos/${entregado}/baja`, baja).expect(201);
    });
  });
});
