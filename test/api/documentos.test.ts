import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { limaDate } from '../../src/common/lima-time';
import { CierreEjercicio } from '../../src/ejercicio/cierre-ejercicio.entity';
import { AvisoDeVencimientoService } from '../../src/vencimiento/aviso-de-vencimiento.service';
import { pngImage } from '../fixtures/images';
import { xlsxFile, zipArchive } from '../fixtures/spreadsheets';
import { auth, crearCompania, crearUsuario, download, UsuarioPrueba } from '../utils/fixtures';
import { ServidorSmtp } from '../utils/servidor-smtp';
import { createTestApp, TestApp } from '../utils/test-app';

const DIA_MS = 86_400_000;
const MB = 1024 * 1024;
/** A day `n` days from today (Lima), AAAA-MM-DD. */
const enDias = (n: number) => new Date(Date.parse(`${limaDate()}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);
/** Noon in Lima of the day `n` days from today: the job's clock. */
const mediodiaEn = (n: number) => new Date(`${enDias(n)}T17:00:00Z`);

/** The smallest PDF a reader opens: one empty page. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** A JPEG made by sharp from a PNG. */
const jpeg = async () => (await import('sharp')).default(await pngImage(40, 30, 'liso')).jpeg().toBuffer();
/** The smallest DOCX Word opens: its content types, its relationships and the document part. */
const DOCX = zipArchive([
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  },
  {
    name: '_rels/.rels',
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  },
  {
    name: 'word/document.xml',
    data: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Garantía de 3 años</w:t></w:r></w:p></w:body></w:document>',
    ),
  },
]);
/** A Windows executable's first bytes: MZ, then the DOS stub. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]);

describe('documentos de activos y vencimientos', () => {
  const smtp = new ServidorSmtp();
  let t: TestApp;
  let jefe: UsuarioPrueba;
  let administrador: UsuarioPrueba;
  let ajeno: UsuarioPrueba;
  let apretado: UsuarioPrueba;
  let activo: number;

  beforeAll(async () => {
    await smtp.iniciar();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, UPLOAD_QUOTA_MB: '25' } });
    const maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe.documentos@demo.pe');
    administrador = await crearUsuario(t, maestro, 2, 1, 'administrador.documentos@demo.pe');
    const otra = await crearCompania(t, maestro, 'Otra Documentos S.A.C.', '2066611122');
    ajeno = await crearUsuario(t, maestro, 3, otra.id, 'ajeno.documentos@demo.pe');
    const chica = await crearCompania(t, maestro, 'Cuota Chica S.A.C.', '2066611133');
    apretado = await crearUsuario(t, maestro, 3, chica.id, 'apretado.documentos@demo.pe');
    activo = await crearActivo('DOC-001');
  });
  afterAll(async () => {
    await t.close();
    await smtp.cerrar();
    delete process.env.UPLOAD_QUOTA_MB; // createTestApp leaves its env in process.env
  });

  const crearActivo = async (codigo: string, token = jefe.token): Promise<number> =>
    (await t.http.post('/api/activos').set(auth(token)).send({ codigo, descripcion: `Camioneta ${codigo}`, cantidad: 1, estado: 'Operativo' }).expect(201)).body.id;
  const subir = (activoId: number, archivo: Buffer, nombre: string, campos: Record<string, string> = {}, token = jefe.token) => {
    const req = t.http.post(`/api/activos/${activoId}/documentos`).set(auth(token));
    for (const [campo, valor] of Object.entries({ tipo: 'otro', ...campos })) req.field(campo, valor);
    return req.attach('file', archivo, { filename: nombre, contentType: 'application/pdf' });
  };
  const documentosEnDisco = () => (existsSync(join(process.env.UPLOAD_DIR!, 'documentos')) ? readdirSync(join(process.env.UPLOAD_DIR!, 'documentos')) : []);

  describe('subida', () => {
    it('accepts a real PDF, JPEG, PNG, XLSX and DOCX, each recognised by its content, with its thumbnail for images', async () => {
      const casos: Array<[Buffer, string, string, boolean]> = [
        [PDF, 'factura.pdf', 'application/pdf', false],
        [await jpeg(), 'foto.jpg', 'image/jpeg', true],
        [await pngImage(50, 40, 'liso'), 'foto.png', 'image/png', true],
        [await xlsxFile([['Item', 'Monto'], ['Llanta', 350]]), 'detalle.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
        [DOCX, 'garantia.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
      ];
      for (const [archivo, nombre, mime, miniatura] of casos) {
        const res = await subir(activo, archivo, nombre, { tipo: 'factura', numero: 'F001-77', fecha: enDias(-3), monto: '1,250.50' });
        expect([nombre, res.status]).toEqual([nombre, 201]);
        expect(res.body).toMatchObject({ activoId: activo, tipo: 'factura', numero: 'F001-77', monto: 1250.5, nombreArchivo: nombre, mime, tieneArchivo: true, bajaId: null });
        expect(res.body.bytes).toBeGreaterThanOrEqual(archivo.length);
        expect(res.body.miniatura === null).toBe(!miniatura);
        if (miniatura) expect(res.body.miniatura).toMatch(/^\/uploads\/documentos\/[0-9a-f-]{36}\.160\.webp$/);
      }
      const lista = await t.http.get(`/api/activos/${activo}/documentos`).set(auth(jefe.token)).expect(200);
      expect(lista.body.map((d: { nombreArchivo: string }) => d.nombreArchivo)).toEqual(['garantia.docx', 'detalle.xlsx', 'foto.png', 'foto.jpg', 'factura.pdf']);
    });

    it('takes a file named .pdf whose content is a PNG as the PNG it is (stored and served as image/png)', async () => {
      const res = await subir(activo, await pngImage(20, 20, 'liso'), 'escaneo.pdf').expect(201);
      expect(res.body).toMatchObject({ mime: 'image/png', nombreArchivo: 'escaneo.pdf' });
      expect(res.body.miniatura).not.toBeNull();
    });

    it.each([
      ['an .exe renamed .pdf', EXE, 'factura.pdf'],
      ['a plain zip renamed .xlsx', zipArchive([{ name: 'leeme.txt', data: Buffer.from('hola') }]), 'hoja.xlsx'],
      ['a zip with [Content_Types].xml but no workbook or document part', zipArchive([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'x/y.xml', data: Buffer.from('<a/>') }]), 'hoja.docx'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'foto.png'],
      ['text', Buffer.from('%PD no es un pdf'), 'nota.pdf'],
    ])('refuses %s with a 400 in Spanish and stores nothing', async (_caso, archivo, nombre) => {
      const antes = documentosEnDisco().length;
      const res = await subir(activo, archivo, nombre).expect(400);
      expect(res.body.message).toBe('Solo se permiten archivos PDF, JPG, PNG, XLSX y DOCX: el tipo se reconoce por el contenido del archivo, no por su nombre');
      expect(documentosEnDisco()).toHaveLength(antes);
    });

    it('refuses a file of 20 MB + 1 byte with 413 in Spanish; one of exactly 20 MB is taken', async () => {
      const grande = Buffer.concat([PDF, Buffer.alloc(20 * MB - PDF.length)]);
      const res = await subir(activo, Buffer.concat([grande, Buffer.from(' ')]), 'grande.pdf');
      expect([res.status, res.body.message]).toEqual([413, 'El documento no debe superar los 20 MB']);
      const justo = await subir(activo, grande, 'justo.pdf').expect(201);
      await t.http.delete(`/api/activos/${activo}/documentos/${justo.body.id}`).set(auth(jefe.token)).expect(204);
    });

    it('counts documents in the company upload quota with images: past it, 413 in Spanish and nothing stored', async () => {
      const suyo = await crearActivo('CUOTA-1', apretado.token);
      const bloque = Buffer.concat([PDF, Buffer.alloc(12 * MB)]);
      await subir(suyo, bloque, 'uno.pdf', {}, apretado.token).expect(201);
      await subir(suyo, bloque, 'dos.pdf', {}, apretado.token).expect(201);
      const antes = documentosEnDisco().length;
      const imagen = await t.http.post('/api/activos/upload-image').set(auth(apretado.token)).attach('file', await pngImage(600, 600), 'foto.png');
      expect(imagen.status).toBe(413);
      expect(imagen.body.message).toMatch(/^La compañía no tiene espacio para esta imagen: usa 24 MB de 25 MB permitidos$/);
      const res = await subir(suyo, Buffer.concat([PDF, Buffer.alloc(MB)]), 'tres.pdf', {}, apretado.token);
      expect([res.status, res.body.message]).toEqual([413, 'La compañía no tiene espacio para este documento: usa 24 MB de 25 MB permitidos']);
      expect(documentosEnDisco()).toHaveLength(antes);

      // A scanned signed acta counts in the same quota: past it, refused and the acta stays unsigned.
      const custodio = (await t.http.post('/api/custodios').set(auth(apretado.token)).send({ nombres: 'Ana', apellidos: 'Cuota', tipoDocumento: '1', numeroDocumento: '11223344' }).expect(201)).body;
      const acta = (await t.http.post('/api/actas-entrega').set(auth(apretado.token)).send({ custodioId: custodio.id, activoIds: [suyo], fecha: enDias(0) }).expect(201)).body;
      const escaneo = await t.http.post(`/api/actas-entrega/${acta.id}/firma-escaneada`).set(auth(apretado.token)).attach('file', await pngImage(1500, 1500), 'acta.png');
      expect([escaneo.status, escaneo.body.message]).toEqual([413, 'La compañía no tiene espacio para esta acta escaneada: usa 24 MB de 25 MB permitidos']);
      expect((await t.http.get(`/api/actas-entrega/${acta.id}`).set(auth(apretado.token)).expect(200)).body.firmadaEl).toBeNull();
    });

    it('counts a scanned signed acta in the quota by the bytes it stored', async () => {
      const maestro = await t.login();
      const compania = await crearCompania(t, maestro, 'Actas Cuota S.A.C.', '2066611155');
      const usuario = await crearUsuario(t, maestro, 3, compania.id, 'actas.cuota@demo.pe');
      const id = await crearActivo('ACTA-CUOTA', usuario.token);
      const custodio = (await t.http.post('/api/custodios').set(auth(usuario.token)).send({ nombres: 'Eva', apellidos: 'Escaneo', tipoDocumento: '1', numeroDocumento: '55667788' }).expect(201)).body;
      const acta = (await t.http.post('/api/actas-entrega').set(auth(usuario.token)).send({ custodioId: custodio.id, activoIds: [id], fecha: enDias(0) }).expect(201)).body;
      await t.http.post(`/api/actas-entrega/${acta.id}/firma-escaneada`).set(auth(usuario.token)).attach('file', await pngImage(300, 300), 'acta.png').expect(201);
      const [fila] = await t.dataSource.query(`SELECT "firmaArchivo", "firmaArchivoBytes" FROM acta_custodia WHERE id = ${acta.id}`);
      const { size } = statSync(join(process.env.UPLOAD_DIR!, fila.firmaArchivo));
      expect(Number(fila.firmaArchivoBytes)).toBe(size);
    });

    it('answers 404 for another company asset, to list, upload, download or delete', async () => {
      const [doc] = (await t.http.get(`/api/activos/${activo}/documentos`).set(auth(jefe.token))).body;
      await t.http.get(`/api/activos/${activo}/documentos`).set(auth(ajeno.token)).expect(404);
      await subir(activo, PDF, 'x.pdf', {}, ajeno.token).expect(404);
      await t.http.get(`/api/activos/${activo}/documentos/${doc.id}/archivo`).set(auth(ajeno.token)).expect(404);
      await t.http.delete(`/api/activos/${activo}/documentos/${doc.id}`).set(auth(ajeno.token)).expect(404);
      const suyo = await crearActivo('AJENO-1', ajeno.token);
      await t.http.get(`/api/activos/${suyo}/documentos/${doc.id}/archivo`).set(auth(ajeno.token)).expect(404);
    });

    it('refuses tipo outside the list and a bad vence, in Spanish', async () => {
      const res = await subir(activo, PDF, 'x.pdf', { tipo: 'recibo', vence: '31/12/2026' }).expect(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'tipo', message: expect.stringMatching(/^El tipo de documento no es válido: use factura, guia, poliza, soat/) },
          { field: 'vence', message: 'Vence: Debe ser una fecha válida' },
        ]),
      );
    });
  });

  describe('descarga y eliminación', () => {
    it('downloads the file with its name and type, and audits the download as a read of a document', async () => {
      const { body } = await subir(activo, PDF, 'póliza 2026.pdf', { tipo: 'poliza', numero: 'POL-9' }).expect(201);
      const res = await download(t.http.get(`/api/activos/${activo}/documentos/${body.id}/archivo`).set(auth(jefe.token))).expect(200);
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''p%C3%B3liza%202026.pdf");
      const filas = await t.dataSource.query(`SELECT * FROM audit_log WHERE "requestId" = '${res.headers['x-request-id']}'`);
      expect(filas).toEqual([expect.objectContaining({ action: 'READ', tableName: 'documento_de_activo', description: 'Descarga de un documento de activo' })]);
    });

    it('deletes a document and its files; one dated in a closed year answers 409', async () => {
      const antes = documentosEnDisco().length;
      const { body } = await subir(activo, await pngImage(20, 20, 'liso'), 'foto.png', { tipo: 'foto', fecha: enDias(0) }).expect(201);
      expect(documentosEnDisco()).toHaveLength(antes + 2);
      await t.http.delete(`/api/activos/${activo}/documentos/${body.id}`).set(auth(jefe.token)).expect(204);
      expect(documentosEnDisco()).toHaveLength(antes);

      const viejo = (await subir(activo, PDF, 'factura-2024.pdf', { tipo: 'factura', fecha: '2024-06-30' }).expect(201)).body;
      await t.dataSource.getRepository(CierreEjercicio).insert({ companiaId: 1, anio: 2024, advertencias: '{}' });
      const res = await t.http.delete(`/api/activos/${activo}/documentos/${viejo.id}`).set(auth(jefe.token)).expect(409);
      expect(res.body.message).toBe('El ejercicio 2024 está cerrado: no se puede eliminar un documento con fecha 30/06/2024. Un usuario Maestro puede reabrirlo');
      await t.dataSource.getRepository(CierreEjercicio).delete({ companiaId: 1, anio: 2024 });
    });
  });

  describe('evidencia de la baja', () => {
    it('lists the disposal evidence as a document of the asset, kept while the disposal stands and gone when it is reversed', async () => {
      const id = await crearActivo('DOC-BAJA');
      const baja = await t.http.post(`/api/activos/${id}/baja`).set(auth(jefe.token)).send({ fecha: enDias(0), motivo: 'obsolescencia', documento: 'INF-2026-015', profesional: 'Ing. Pérez', colegiatura: 'CIP 12345' });
      expect(baja.status).toBe(201);
      const lista = (await t.http.get(`/api/activos/${id}/documentos`).set(auth(jefe.token)).expect(200)).body;
      expect(lista).toEqual([expect.objectContaining({ tipo: 'informe_tecnico', numero: 'INF-2026-015', descripcion: 'Informe técnico de la baja', bajaId: baja.body.id, tieneArchivo: false })]);
      const borrar = await t.http.delete(`/api/activos/${id}/documentos/${lista[0].id}`).set(auth(jefe.token)).expect(409);
      expect(borrar.body.message).toBe('El documento es la evidencia de la baja del activo: se elimina al revertir la baja');
      expect((await t.http.get(`/api/activos/${id}/baja`).set(auth(jefe.token)).expect(200)).body).toMatchObject({ documento: 'INF-2026-015' });
      await t.http.delete(`/api/activos/${id}/baja`).set(auth(administrador.token)).expect(204);
      expect((await t.http.get(`/api/activos/${id}/documentos`).set(auth(jefe.token)).expect(200)).body).toEqual([]);
    });
  });

  describe('vencimientos', () => {
    let vehiculo: number;
    let ids: Record<string, number>;

    beforeAll(async () => {
      vehiculo = await crearActivo('VEH-001');
      ids = {};
      for (const [numero, tipo, dias] of [
        ['SOAT-40', 'soat', 40],
        ['POL-5', 'poliza', 5],
        ['GAR-0', 'garantia', 0],
        ['POL-VIEJA', 'poliza', -1],
        ['RT-12', 'revision_tecnica', 12],
      ] as const) {
        ids[numero] = (await subir(vehiculo, PDF, `${numero}.pdf`, { tipo, numero, vence: enDias(dias) }).expect(201)).body.id;
      }
      await subir(activo, PDF, 'ajeno.pdf', { tipo: 'soat', numero: 'NO-SALE', vence: enDias(3) }, jefe.token).expect(201);
    });

    it('lists the due dates from today to `dias` days, soonest first, with the asset and the days left; 30 by default', async () => {
      const res = await t.http.get('/api/vencimientos').set(auth(jefe.token)).expect(200);
      const delVehiculo = res.body.filter((v: { activoId: number }) => v.activoId === vehiculo);
      expect(delVehiculo).toEqual([
        { documentoId: ids['GAR-0'], activoId: vehiculo, codigo: 'VEH-001', descripcion: 'Camioneta VEH-001', tipo: 'garantia', numero: 'GAR-0', vence: `${enDias(0)}T00:00:00.000Z`, diasRestantes: 0 },
        { documentoId: ids['POL-5'], activoId: vehiculo, codigo: 'VEH-001', descripcion: 'Camioneta VEH-001', tipo: 'poliza', numero: 'POL-5', vence: `${enDias(5)}T00:00:00.000Z`, diasRestantes: 5 },
        { documentoId: ids['RT-12'], activoId: vehiculo, codigo: 'VEH-001', descripcion: 'Camioneta VEH-001', tipo: 'revision_tecnica', numero: 'RT-12', vence: `${enDias(12)}T00:00:00.000Z`, diasRestantes: 12 },
      ]);
      const dias = res.body.map((v: { diasRestantes: number }) => v.diasRestantes);
      expect(dias).toEqual([...dias].sort((a, b) => a - b));
      const siete = await t.http.get('/api/vencimientos?dias=7').set(auth(jefe.token)).expect(200);
      expect(siete.body.filter((v: { activoId: number }) => v.activoId === vehiculo).map((v: { numero: string }) => v.numero)).toEqual(['GAR-0', 'POL-5']);
      const cuarenta = await t.http.get('/api/vencimientos?dias=40').set(auth(jefe.token)).expect(200);
      expect(cuarenta.body.filter((v: { activoId: number }) => v.activoId === vehiculo).map((v: { numero: string }) => v.numero)).toEqual(['GAR-0', 'POL-5', 'RT-12', 'SOAT-40']);
      await t.http.get('/api/vencimientos?dias=mil').set(auth(jefe.token)).expect(400);
    });

    it('is company-scoped: another company sees none of them', async () => {
      const res = await t.http.get('/api/vencimientos?dias=366').set(auth(ajeno.token)).expect(200);
      expect(res.body).toEqual([]);
    });

    it('sends one notice per due date at 30, 7 and 1 days to the administrators, and to the custodian for SOAT and technical review, never twice', async () => {
      const maestro = await t.login();
      const compania = await crearCompania(t, maestro, 'Flota Avisos S.A.C.', '2066611144');
      const admin = await crearUsuario(t, maestro, 3, compania.id, 'admin.flota@demo.pe');
      await crearUsuario(t, maestro, 5, compania.id, 'usuario.flota@demo.pe');
      const camion = await crearActivo('FLOTA-1', admin.token);
      const custodio = (await t.http.post('/api/custodios').set(auth(admin.token)).send({ nombres: 'Juan', apellidos: 'Chofer', tipoDocumento: '1', numeroDocumento: '44556677', correo: 'juan.chofer@demo.pe' }).expect(201)).body;
      await t.http.post('/api/actas-entrega').set(auth(admin.token)).send({ custodioId: custodio.id, activoIds: [camion], fecha: enDias(0) }).expect(201);
      await subir(camion, PDF, 'soat.pdf', { tipo: 'soat', numero: 'SOAT-FL', vence: enDias(40) }, admin.token).expect(201);
      await subir(camion, PDF, 'poliza.pdf', { tipo: 'poliza', numero: 'POL-FL', vence: enDias(40) }, admin.token).expect(201);
      const job = t.app.get(AvisoDeVencimientoService);
      const correos = () => smtp.correos.filter((c) => c.asunto.includes('FLOTA-1')).map((c) => `${c.para} | ${c.asunto}`);

      await job.runDue(mediodiaEn(0)); // 40 days ahead: nothing yet
      expect(correos()).toEqual([]);
      await job.runDue(mediodiaEn(10)); // 30 days
      await job.runDue(mediodiaEn(10));
      await job.runDue(mediodiaEn(11));
      expect(correos().sort()).toEqual(
        ['admin.flota@demo.pe | Vence en 30 días: Póliza de seguro POL-FL del activo FLOTA-1', 'admin.flota@demo.pe | Vence en 30 días: SOAT SOAT-FL del activo FLOTA-1', 'juan.chofer@demo.pe | Vence en 30 días: SOAT SOAT-FL del activo FLOTA-1'].sort(),
      );
      await job.runDue(mediodiaEn(33)); // 7 days
      await job.runDue(mediodiaEn(34));
      await job.runDue(mediodiaEn(39)); // 1 day
      await job.runDue(mediodiaEn(39));
      await job.runDue(mediodiaEn(41)); // past: nothing more
      expect(correos()).toHaveLength(9);
      expect(correos().filter((c) => c.includes('Vence en 7 días'))).toHaveLength(3);
      expect(correos().filter((c) => c.includes('Vence mañana'))).toHaveLength(3);
      const [aviso] = smtp.correos.filter((c) => c.asunto === 'Vence mañana: SOAT SOAT-FL del activo FLOTA-1' && c.para === 'juan.chofer@demo.pe');
      expect(aviso.texto).toContain(`SOAT SOAT-FL del activo FLOTA-1 (Camioneta FLOTA-1) vence el ${enDias(40).split('-').reverse().join('/')}, mañana.`);

      // The notices sent, newest first, one a recipient; only the company's own.
      const enviados = await t.http.get('/api/vencimientos/avisos').query({ range: '[0,3]' }).set(auth(admin.token)).expect(200);
      expect(enviados.headers['content-range']).toBe('avisos-de-vencimiento 0-3/9');
      expect(enviados.body.map((a: { umbral: number }) => a.umbral)).toEqual([1, 1, 1, 7]);
      expect(enviados.body.find((a: { destinatario: string }) => a.destinatario === 'juan.chofer@demo.pe')).toMatchObject({
        tipoDocumento: 'soat',
        numeroDocumento: 'SOAT-FL',
        codigoActivo: 'FLOTA-1',
        umbral: 1,
      });
      const [primero] = enviados.body;
      expect(new Date(primero.vence).toISOString().slice(0, 10)).toBe(enDias(40));
      expect(Date.parse(primero.enviadoEn)).toBeGreaterThanOrEqual(Date.parse(enviados.body[3].enviadoEn));
      const treinta = await t.http.get('/api/vencimientos/avisos').query({ filter: '{"umbral":30}' }).set(auth(admin.token)).expect(200);
      expect(treinta.body).toHaveLength(3);
      const otra = await t.http.get('/api/vencimientos/avisos').set(auth(ajeno.token)).expect(200);
      expect(otra.body.filter((a: { codigoActivo: string }) => a.codigoActivo === 'FLOTA-1')).toEqual([]);
    });
  });
});
