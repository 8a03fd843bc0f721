import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { limaDate } from '../../src/common/lima-time';
import { verificarFirma } from '../../src/gre/documento/verificar-firma';
import { validarXsd } from '../../src/gre/documento/validar-xsd';
import { GreSeguimientoService } from '../../src/gre/emision/gre-seguimiento.service';
import { CREDENCIALES_DE_PRUEBA, SimuladorSunat } from '../../src/gre/sunat/simulador/simulador-sunat';
import { leerCodigo, paginas } from '../fixtures/etiquetas';
import { certificadoDePrueba } from '../utils/certificado-de-prueba';
import { auth } from '../utils/fixtures';
import { freshDatabase, startApp, TestApp, TestDatabase } from '../utils/test-app';

/*
 * The electronic transport guide of a movement end to end (docs/gre.md): validated with SUNAT's rules, numbered, signed,
 * sent to the SUNAT double, followed to its CDR, printed with its QR; rejections, errors, SUNAT down, a restart.
 */

const C = CREDENCIALES_DE_PRUEBA;
const HOY = () => limaDate();
/** One key for every start of the server: a restarted server reads the credentials the first one stored. */
const CLAVE_DE_SECRETOS = randomBytes(32).toString('base64');
const CONDUCTOR = { tipoDocumento: '1', numeroDocumento: '45678912', nombres: 'Juan Carlos', apellidos: 'Quispe Rojas', licencia: 'q45678912' };
const PRIVADO = { modalidad: '02', pesoBruto: 85.5, unidadPeso: 'KGM', bultos: 2, conductores: [CONDUCTOR], vehiculos: [{ placa: 'abc-123' }] };

describe('Guía de remisión electrónica de un movimiento', () => {
  let db: TestDatabase;
  let t: TestApp;
  let simulador: SimuladorSunat;
  let token: string;
  let sedes: { central: number; almacen: number; taller: number };
  let activos: number[];

  const arrancar = async () => {
    t = await startApp(db, { env: { SUNAT_GRE_AUTH_URL: `${simulador.url}/v1`, SUNAT_GRE_API_URL: `${simulador.url}/v1`, SECRETS_KEY: CLAVE_DE_SECRETOS } });
    token = await t.login();
  };

  /** The scheduled job's runs until the guide of `movimientoId` leaves pendiente/enviado (each run at a later clock). */
  const seguir = async (movimientoId: number) => {
    const seguimiento = t.app.get(GreSeguimientoService);
    for (let vuelta = 1; vuelta <= 20; vuelta++) {
      const { body } = await t.http.get(`/api/Movimiento/${movimientoId}/gre`).set(auth(token)).expect(200);
      if (!['pendiente', 'enviado'].includes(body.estado)) return body;
      await seguimiento.procesarPendientes(new Date(Date.now() + vuelta * 60_000));
    }
    throw new Error('La guía no llegó a un estado final');
  };

  const direccion = async (calle: string, distrito: string, codigoEstablecimiento: string | null) =>
    (
      await t.http
        .post('/api/Direccion')
        .set(auth(token))
        .send({ calle, ciudad: 'Lima', distrito, provincia: 'Lima', departamento: 'Lima', codigoEstablecimiento })
        .expect(201)
    ).body.id as number;

  const movimiento = async (llegada: number, ids = activos.slice(0, 2), extra: Record<string, unknown> = {}) =>
    (
      await t.http
        .post('/api/Movimiento')
        .set(auth(token))
        .send({ destinatario: 'Empresa Demo S.A.C.', ruc: C.ruc, partidaDireccionId: sedes.central, llegadaDireccionId: llegada, activoIds: ids, ...extra })
        .expect((res) => expect(`${res.status} ${JSON.stringify(res.body)}`).toMatch(/^201/))
    ).body.id as number;

  const emitir = (id: number, cuerpo: Record<string, unknown> = {}) =>
    t.http.post(`/api/Movimiento/${id}/gre`).set(auth(token)).send({ ...PRIVADO, fechaInicioTraslado: HOY(), ...cuerpo });

  beforeAll(async () => {
    simulador = await new SimuladorSunat({ consultasPendientes: 1 }).iniciar();
    db = await freshDatabase({ fromTemplate: true });
    await arrancar();
    await t.http.put('/api/gre/configuracion').set(auth(token)).send({ serie: 'T001', ...C }).expect(200);
    const certificado = certificadoDePrueba({ clave: 'Clave-Del-Pfx-9' });
    await t.http.post('/api/gre/certificado').set(auth(token)).attach('file', certificado.pfx, 'empresa.pfx').field('clave', certificado.clave).expect(200);
    sedes = {
      central: await direccion('Jr. Lampa 456', 'Lima', '0000'),
      almacen: await direccion('Av. Javier Prado Este 123', 'San Isidro', '0002'),
      taller: await direccion('Av. Argentina 2020', 'Lima', null),
    };
    activos = [];
    for (let n = 1; n <= 50; n++) {
      const activo = { descripcion: `Laptop Dell Latitude 5440 N.° ${n}`, tipoActivo: 'Laptop', marca: 'Dell', modelo: 'Latitude 5440', estado: 'Activo', cantidad: 1 };
      activos.push((await t.http.post('/api/activos').set(auth(token)).send(activo).expect(201)).body.id);
    }
  });
  afterAll(async () => {
    await t?.close();
    await simulador?.cerrar();
  });

  it('entre dos sedes propias: motivo 04, firmada, aceptada por SUNAT e impresa con el QR de su constancia', async () => {
    const id = await movimiento(sedes.almacen);
    const { body: emitida } = await emitir(id).expect(201);
    expect(emitida).toMatchObject({ serie: 'T001', numero: 1, documento: 'T001-1', motivo: '04', modalidad: '02' });
    expect(['enviado', 'pendiente']).toContain(emitida.estado);

    const final = await seguir(id);
    expect(final.estado).toBe('aceptado');
    expect(final.cdr).toMatchObject({ codigo: '0' });
    expect(final.cdr.enlace).toMatch(/descargaqr\?hashqr=/);

    const xml = (await t.http.get(`/api/Movimiento/${id}/gre/xml`).set(auth(token)).buffer(true).parse((res, cb) => {
      let texto = '';
      res.on('data', (parte: Buffer) => (texto += parte.toString('utf8')));
      res.on('end', () => cb(null, texto));
    }).expect(200)).body as string;
    expect(verificarFirma(xml)).toMatchObject({ valida: true });
    expect(await validarXsd(xml)).toEqual([]);
    expect(xml).toContain('<cbc:ID>ABC123</cbc:ID>');
    expect(xml).toContain('>0002</cbc:AddressTypeCode>');

    const cdr = await t.http.get(`/api/Movimiento/${id}/gre/cdr`).set(auth(token)).buffer(true).expect(200);
    expect(cdr.headers['content-disposition']).toContain(`R-${C.ruc}-09-T001-1.zip`);

    const pdf = await t.http.get(`/api/Movimiento/${id}/gre/pdf`).set(auth(token)).buffer(true).expect(200);
    const [pagina] = await paginas(pdf.body as Buffer);
    expect(await leerCodigo(pagina, 'QRCode')).toBe(final.cdr.enlace);
    const dir = await mkdtemp(join(tmpdir(), 'gre-'));
    try {
      await writeFile(join(dir, 'g.pdf'), pdf.body as Buffer);
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'g.pdf'), '-']);
      for (const texto of ['GUÍA DE REMISIÓN ELECTRÓNICA REMITENTE', 'T001-1', '04 - Traslado entre establecimientos de la misma empresa', 'ABC123', 'SIN VALOR TRIBUTARIO', 'Representación impresa']) {
        expect(stdout).toContain(texto);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // SUNAT has it: the movement keeps its assets and points.
    await t.http.put(`/api/Movimiento/${id}`).set(auth(token)).send({ destinatario: 'Empresa Demo S.A.C.', ruc: C.ruc, partidaDireccionId: sedes.central, llegadaDireccionId: sedes.taller, activoIds: activos.slice(0, 2) }).expect(409);
    await t.http.delete(`/api/Movimiento/${id}`).set(auth(token)).expect(409);
    await emitir(id).expect(409);
  });

  it('una guía que rompe reglas de SUNAT responde 400 con sus códigos y campos, y no consume número', async () => {
    const id = await movimiento(sedes.taller, activos.slice(2, 3), { destinatario: 'Taller Servitec S.A.C.', ruc: '20100070970' });
    const { body } = await emitir(id, { conductores: [], vehiculos: [{ placa: 'A-1' }], pesoBruto: 0, motivo: '13' }).expect(400);
    const codigos = body.errors.map((e: { codigo: string }) => e.codigo);
    expect(codigos).toEqual(expect.arrayContaining(['3457', '3357', '2567', '2523']));
    expect(body.errors.find((e: { codigo: string }) => e.codigo === '2567')).toMatchObject({ field: 'vehiculos.0.placa', message: expect.stringContaining('(2567)') });
    await t.http.get(`/api/Movimiento/${id}/gre`).set(auth(token)).expect(404);

    const { body: emitida } = await emitir(id, { motivo: '13', descripcionMotivo: 'Traslado de activo fijo a taller para reparación' }).expect(201);
    expect(emitida.numero).toBe(2);
    expect((await seguir(id)).estado).toBe('aceptado');
  });

  // Twenty emissions take turns on the series' counter, each holding one of the few pooled connections while it waits
  // (DB_POOL_SIZE), and are signed in the pool's threads: more than a test's usual minute on a busy machine.
  it('20 emisiones a la vez reciben 20 números distintos y seguidos', async () => {
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await movimiento(sedes.almacen, [activos[10 + i]]));
    const respuestas = await Promise.all(ids.map((id) => emitir(id)));
    expect(respuestas.map((r) => r.status)).toEqual(ids.map(() => 201));
    const numeros = respuestas.map((r) => r.body.numero).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 20 }, (_, i) => numeros[0] + i));
    expect(new Set(numeros).size).toBe(20);
  }, 180_000);

  it('rechazada por SUNAT: su número queda usado y la nueva emisión toma otro', async () => {
    const id = await movimiento(sedes.almacen, [activos[40]]);
    simulador.programar({ outcome: 'reject', code: '2555' });
    const { body: primera } = await emitir(id).expect(201);
    const rechazada = await seguir(id);
    expect(rechazada).toMatchObject({ estado: 'rechazado', cdr: { codigo: '2555' } });
    const { body: segunda } = await emitir(id).expect(201);
    expect(segunda.numero).toBeGreaterThan(primera.numero);
    expect((await seguir(id)).estado).toBe('aceptado');
  });

  it('no registrada (422): se corrige y se envía otra vez con el mismo número', async () => {
    const id = await movimiento(sedes.almacen, [activos[41]]);
    simulador.programar({ http: 422 });
    const { body: primera } = await emitir(id).expect(201);
    const conError = await seguir(id);
    expect(conError.estado).toBe('error');
    expect(conError.error.mensaje).toBeTruthy();
    const { body: segunda } = await emitir(id).expect(201);
    expect(segunda.numero).toBe(primera.numero);
    expect((await seguir(id)).estado).toBe('aceptado');
  });

  it('con SUNAT caída la guía queda por enviar, nada se pierde, y se envía cuando vuelve; observada si SUNAT anota algo', async () => {
    const id = await movimiento(sedes.almacen, [activos[42]]);
    const puerto = Number(new URL(simulador.url).port);
    await simulador.cerrar();
    const { body } = await emitir(id).expect(201);
    expect(body.estado).toBe('pendiente');
    expect(body.intentos.at(-1).resultado).toMatch(/Sin respuesta/);
    simulador = await new SimuladorSunat({ puerto, consultasPendientes: 1 }).iniciar();
    simulador.programar({ outcome: 'observe', code: '4398' });
    const final = await seguir(id);
    expect(final.estado).toBe('observado');
    expect(final.cdr.observaciones[0]).toMatch(/^4398/);
    expect(final.numero).toBe(body.numero);
  });

  it('tras reiniciar el servidor con una consulta pendiente, la siguiente corrida la termina', async () => {
    const id = await movimiento(sedes.almacen, [activos[43]]);
    simulador.programar({ pendingPolls: 3 });
    expect((await emitir(id).expect(201)).body.estado).toBe('enviado');
    await t.app.close();
    await arrancar();
    expect((await seguir(id)).estado).toBe('aceptado');
  });

  it('la lista de guías filtra por estado y fecha', async () => {
    const { body, headers } = await t.http.get(`/api/gre/guias?filter=${encodeURIComponent(JSON.stringify({ estado: 'rechazado', desde: HOY(), hasta: HOY() }))}`).set(auth(token)).expect(200);
    expect(headers['content-range']).toMatch(/\/1$/);
    expect(body[0]).toMatchObject({ estado: 'rechazado', cdr: { codigo: '2555' } });
  });
});
