import { ActivoMejora } from '../../src/activo/mejora/activo-mejora.entity';
import { Activo } from '../../src/activo/activo.entity';
import { BajaService } from '../../src/activo/baja/baja.service';
import { CierreEjercicio } from '../../src/ejercicio/cierre-ejercicio.entity';
import { pdfText } from '../fixtures/pdf';
import { auth, crearCompania, crearUsuario, download, firstSheet, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { mejoraValida } from '../utils/payloads';

/** An amount as the acta prints it, without the currency sign: "12,000.00". */
const cifra = (importe: number) => importe.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('/api/activos/{id}/baja', () => {
  let t: TestApp;
  let jefe: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let administrador: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector@demo.pe');
    administrador = await crearUsuario(t, maestro, 2, 1, 'administrador@demo.pe');
  });
  afterAll(() => t.close());

  const crearActivo = async (body: Record<string, unknown>, token = jefe.token): Promise<{ id: number; codigo: string }> =>
    (await t.http.post('/api/activos').set(auth(token)).send({ cantidad: 1, estado: 'Operativo', ...body }).expect(201)).body;
  const darDeBaja = (id: number, body: Record<string, unknown>, token = jefe.token) => t.http.post(`/api/activos/${id}/baja`).set(auth(token)).send(body);
  const leerActivo = async (id: number) => (await t.http.get(`/api/activos/${id}`).set(auth(jefe.token)).expect(200)).body;
  const tablas = ['activo', 'activo_baja'];
  const todo = () => Promise.all(tablas.map((tabla) => snapshot(t, tabla)));

  describe('a sale worked by hand', () => {
    let activo: { id: number; codigo: string };
    let baja: Record<string, unknown>;

    beforeAll(async () => {
      // S/ 12,000.00 without IGV, "otros bienes" (10 % a year: S/ 100.00 a month), used from 15/03/2024.
      activo = await crearActivo({
        codigo: 'BAJ-VENTA',
        descripcion: 'Grupo electrógeno Cummins',
        precioUndMn: 12000,
        conIgv: false,
        categoriaDepreciacion: 'otros',
        fechaAdquisicion: '2024-03-10',
        fechaInicioUso: '2024-03-15',
      });
      const res = await darDeBaja(activo.id, { Fecha: '2025-10-20', Motivo: 'venta', Documento: 'F001-000123', ValorVenta: '7,500.00', Observaciones: 'Vendido a Inversiones Sur' });
      expect(res.status).toBe(201);
      baja = res.body;
    });

    it('writes off March 2024 to October 2025: 20 months × 100.00 accumulated, the net value and the loss on the sale', () => {
      expect(baja).toEqual({
        id: expect.any(Number),
        activoId: activo.id,
        fecha: '2025-10-20T00:00:00.000Z',
        motivo: 'venta',
        documento: 'F001-000123',
        valorVenta: 7500,
        observaciones: 'Vendido a Inversiones Sur',
        profesional: null,
        colegiatura: null,
        costo: 12000,
        depreciacionAcumulada: 2000,
        valorNeto: 10000,
        resultadoVenta: -2500,
        // No IGV carried, none to repay.
        reintegroIgv: null,
        estadoAnterior: 'Operativo',
        usuarioNombre: 'Tipo 3 Prueba',
        createdAt: expect.any(String),
        advertencias: [],
      });
    });

    it('leaves the asset disposed of, out of service, and still answers it and its disposal by id', async () => {
      expect(await leerActivo(activo.id)).toMatchObject({ estado: 'Dado de baja', activoBool: false, fechaBaja: '2025-10-20T00:00:00.000Z' });
      const leida = await t.http.get(`/api/activos/${activo.id}/baja`).set(auth(lector.token));
      expect(leida.status).toBe(200);
      expect(leida.body).toEqual(baja);
      // Its schedule ends in the disposal's month.
      const meses = (await t.http.get(`/api/activos/${activo.id}/depreciation`).set(auth(lector.token))).body;
      expect(meses).toHaveLength(20);
      expect(meses[19]).toMatchObject({ periodo: 202510, depreciacionAcumulada: 2000, saldoActual: 10000 });
    });

    it('keeps the disposed asset as it was disposed of: no edit, no move, and a maintenance that ends leaves its estado', async () => {
      const antes = await leerActivo(activo.id);
      const editar = await t.http.put(`/api/activos/${activo.id}`).set(auth(jefe.token)).send({ ...antes, descripcion: 'Otra', activoBool: true, estado: 'Operativo' });
      expect([editar.status, editar.body.message]).toEqual([409, 'El activo BAJ-VENTA está dado de baja: revierta la baja para modificarlo']);
      const mover = await t.http
        .post('/api/Movimiento')
        .set(auth(jefe.token))
        .send({ fecha: '2025-11-10T15:00:00.000Z', destinatario: 'Comprador', detalle: 'Entrega', puntoDePartida: 'San Isidro', puntoDeLlegada: 'Callao', activoIds: [activo.id] });
      expect([mover.status, mover.body.message]).toEqual([409, 'Los activos dados de baja no se trasladan: BAJ-VENTA']);
      const mantenimiento = await t.http.post('/api/mantenimiento').set(auth(jefe.token)).send({ activoId: activo.id, descripcionServicio: 'Revisión', estado: 'En Proceso' });
      expect(mantenimiento.status).toBe(201);
      expect(await leerActivo(activo.id)).toEqual(antes);
    });

    it('refuses a second disposal with 409 and writes nothing', async () => {
      const antes = await todo();
      const res = await darDeBaja(activo.id, { fecha: '2025-11-02', motivo: 'donacion', documento: 'ACTA-9' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('El activo ya está dado de baja');
      expect(await todo()).toEqual(antes);
    });

    it('takes one of two disposals sent at once and refuses the other with 409', async () => {
      const { id } = await crearActivo({ codigo: 'BAJ-DOBLE', descripcion: 'Compresora', fechaAdquisicion: '2024-01-10' });
      const respuestas = await Promise.all(
        ['INF-A', 'INF-B'].map((documento) => darDeBaja(id, { fecha: '2025-03-03', motivo: 'siniestro', documento })),
      );
      expect(respuestas.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(await t.dataSource.query(`SELECT documento FROM activo_baja WHERE "activoId" = ${id}`)).toHaveLength(1);
    });

    it('records the disposal in the audit trail under the asset, with its code', async () => {
      const [fila] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'activo' AND action = 'CREATE' AND "recordId" = '${activo.id}' AND "endpoint" LIKE '%/baja'`);
      expect(fila).toMatchObject({ recordCode: 'BAJ-VENTA', statusCode: 201, description: 'Baja del activo BAJ-VENTA por venta con fecha 20/10/2025' });
      expect(JSON.parse(fila.newValues)).toMatchObject({ motivo: 'venta', valorNeto: 10000 });
    });

    it('prints the acta with the company, the asset, the motive, the evidence, the amounts and the signatures', async () => {
      const res = await download(t.http.get(`/api/activos/${activo.id}/baja/acta`).set(auth(lector.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('Acta_Baja_BAJ-VENTA.pdf');
      const texto = pdfText(res.body as Buffer);
      for (const esperado of [
        'Empresa Demo S.A.C.',
        'Acta de baja de activo fijo',
        'BAJ-VENTA',
        'Grupo electrógeno Cummins',
        'Venta',
        'Factura de venta N°',
        'F001-000123',
        '20/10/2025',
        cifra(12000),
        cifra(2000),
        cifra(10000),
        cifra(7500),
        'Pérdida en la venta',
        cifra(2500),
        'Vendido a Inversiones Sur',
        'Responsable de activos fijos',
        'Contador',
      ]) {
        expect(texto).toContain(esperado);
      }
      const [lectura] = await t.dataSource.query(`SELECT * FROM audit_log WHERE action = 'READ' AND "endpoint" LIKE '%/baja/acta' ORDER BY id DESC`);
      expect(lectura).toMatchObject({ tableName: 'activo', recordId: String(activo.id), description: 'Impresión del acta de baja del activo' });
    });

    it('answers 404 for the acta or the disposal of an asset in service', async () => {
      const { id } = await crearActivo({ codigo: 'BAJ-NINGUNA', descripcion: 'Sin baja' });
      for (const ruta of [`/api/activos/${id}/baja`, `/api/activos/${id}/baja/acta`]) {
        const res = await t.http.get(ruta).set(auth(lector.token));
        expect([res.status, res.body.message]).toEqual([404, 'El activo no está dado de baja']);
      }
      expect((await t.http.get('/api/activos/987654/baja').set(auth(lector.token))).status).toBe(404);
    });
  });

  describe('the IGV credit to repay (Ley del IGV art. 22)', () => {
    // S/ 10,000.00 with IGV: igv 1,800.00, precio (without IGV) 8,200.00; "cómputo" at 25 %.
    const conIgv = (codigo: string, fechaInicioUso: string) =>
      crearActivo({ codigo, descripcion: `Servidor ${codigo}`, precioUndMn: 10000, conIgv: true, categoriaDepreciacion: 'computo', fechaAdquisicion: fechaInicioUso, fechaInicioUso });

    it('on a sale within two years of first use below the cost without IGV: the shortfall’s share of the IGV, with a warning', async () => {
      const activo = await conIgv('BAJ-IGV-1', '2025-01-10');
      expect(await leerActivo(activo.id)).toMatchObject({ total: 10000, igv: 1800, precio: 8200 });
      const res = await darDeBaja(activo.id, { fecha: '2025-06-30', motivo: 'venta', documento: 'F001-000200', valorVenta: 4100 });
      expect(res.status).toBe(201);
      // January to June 2025: 6 × 10,000 × 25 % ÷ 12 = 1,250.00. Reintegro: 1,800 × (8,200 − 4,100) ÷ 8,200 = 900.00.
      expect(res.body).toMatchObject({ costo: 10000, depreciacionAcumulada: 1250, valorNeto: 8750, resultadoVenta: -4650, reintegroIgv: 900 });
      expect(res.body.advertencias).toEqual([expect.stringContaining('corresponde reintegrar S/')]);
      expect(res.body.advertencias[0]).toContain('900.00');
      expect(res.body.advertencias[0]).toContain('Ley del IGV, art. 22');
      // Stored, and the warning derived again on reading.
      expect((await t.http.get(`/api/activos/${activo.id}/baja`).set(auth(jefe.token))).body).toEqual(res.body);
    });

    it('none on a sale two years or more after first use, or at the cost without IGV or above', async () => {
      const tarde = await conIgv('BAJ-IGV-2', '2023-01-10');
      expect((await darDeBaja(tarde.id, { fecha: '2025-01-10', motivo: 'venta', documento: 'F001-000201', valorVenta: 100 })).body).toMatchObject({ reintegroIgv: null, advertencias: [] });
      const alCosto = await conIgv('BAJ-IGV-3', '2025-01-10');
      expect((await darDeBaja(alCosto.id, { fecha: '2025-02-10', motivo: 'venta', documento: 'F001-000202', valorVenta: 8200 })).body).toMatchObject({ reintegroIgv: null, resultadoVenta: -1383.33 });
    });

    it('the whole IGV on a theft or a destruction, unless force majeure or a third party’s crime is proven', async () => {
      const robado = await conIgv('BAJ-IGV-4', '2024-05-02');
      const robo = await darDeBaja(robado.id, { fecha: '2025-03-15', motivo: 'robo_perdida', documento: 'DEN-2025-0441' });
      expect(robo.status).toBe(201);
      expect(robo.body).toMatchObject({ reintegroIgv: 1800, resultadoVenta: null, valorVenta: null });
      expect(robo.body.advertencias).toEqual([expect.stringMatching(/reintegrar S\/\s?1,800\.00 .*fuerza mayor.*terceros.*denuncia policial/)]);
      const destruido = await conIgv('BAJ-IGV-5', '2024-05-02');
      expect((await darDeBaja(destruido.id, { fecha: '2025-03-15', motivo: 'destruccion', documento: 'ACTA-DES-1' })).body).toMatchObject({ reintegroIgv: 1800 });
      const donado = await conIgv('BAJ-IGV-6', '2024-05-02');
      expect((await darDeBaja(donado.id, { fecha: '2025-03-15', motivo: 'donacion', documento: 'ACTA-DON-1' })).body).toMatchObject({ reintegroIgv: null, advertencias: [] });
    });
  });

  describe('evidence by motive', () => {
    let id: number;
    beforeAll(async () => {
      ({ id } = await crearActivo({ codigo: 'BAJ-EVID', descripcion: 'Laptop Lenovo', precioUndMn: 3000, fechaAdquisicion: '2024-01-15' }));
    });

    // The evidence each motive needs, the motive and a missing date (the DTO's), and type 6's 403, are src/activo/baja/bajas.controller.spec.ts's.
    it('refuses a date before the month of first use, or after today', async () => {
      const antes = await todo();
      const temprana = await darDeBaja(id, { fecha: '2023-12-31', motivo: 'siniestro', documento: 'INF-1' });
      expect([temprana.status, temprana.body.message]).toEqual([400, 'La fecha de baja no puede ser anterior al inicio de uso (15/01/2024)']);
      const futura = await darDeBaja(id, { fecha: '2099-01-01', motivo: 'siniestro', documento: 'INF-1' });
      expect([futura.status, futura.body.message]).toEqual([400, 'La fecha de baja no puede ser posterior a hoy']);
      expect(await todo()).toEqual(antes);
    });

    it('takes the obsolescence with its professional, from the first day of the month of first use, and prints them in the acta', async () => {
      const res = await darDeBaja(id, { fecha: '2024-01-01', motivo: 'obsolescencia', documento: 'IT-2024-07', profesional: 'Ing. Ana Quispe Mamani', colegiatura: 'CIP 123456' });
      expect(res.status).toBe(201);
      // January 2024, the month of first use, is depreciated whole: 3,000 × 10 % ÷ 12 = 25.00.
      expect(res.body).toMatchObject({ motivo: 'obsolescencia', depreciacionAcumulada: 25, valorNeto: 2975, profesional: 'Ing. Ana Quispe Mamani', colegiatura: 'CIP 123456' });
      const texto = pdfText((await download(t.http.get(`/api/activos/${id}/baja/acta`).set(auth(jefe.token)))).body as Buffer);
      for (const esperado of ['Obsolescencia o desuso', 'Informe técnico N°', 'IT-2024-07', 'Ing. Ana Quispe Mamani', 'Colegiatura CIP 123456']) expect(texto).toContain(esperado);
    });
  });

  describe('at the same time as another write of the asset', () => {
    const VUELTAS = 6;
    /** S/ 12,000.00 without IGV, used from 15/03/2024. */
    const torno = (codigo: string) =>
      crearActivo({ codigo, descripcion: 'Torno CNC', precioUndMn: 12000, conIgv: false, categoriaDepreciacion: 'otros', fechaAdquisicion: '2024-03-10', fechaInicioUso: '2024-03-15' });
    const bajaDe = async (id: number) => (await t.dataSource.query(`SELECT costo FROM activo_baja WHERE "activoId" = ${id}`))[0] as { costo: string | number } | undefined;

    it('an improvement and a disposal: the disposal counts the improvement, or the improvement is refused with 409', async () => {
      for (let vuelta = 0; vuelta < VUELTAS; vuelta++) {
        const { id } = await torno(`BAJ-MEJ-${vuelta}`);
        const [mejora, baja] = await Promise.all([
          t.http.post(`/api/activos/${id}/mejoras`).set(auth(jefe.token)).send(mejoraValida({ fecha: '2025-05-20', importe: '2000.00' })),
          darDeBaja(id, { fecha: '2025-07-25', motivo: 'siniestro', documento: `INF-MEJ-${vuelta}` }),
        ]);
        expect([baja.status, mejora.status]).toEqual([201, expect.any(Number)]);
        if (mejora.status !== 201) expect([mejora.status, mejora.body.message]).toEqual([409, 'No se puede registrar una mejora en un activo dado de baja']);
        const mejoras = await t.dataSource.query(`SELECT importe FROM activo_mejora WHERE "activoId" = ${id}`);
        const costo = 12000 + mejoras.reduce((suma: number, m: { importe: string | number }) => suma + Number(m.importe), 0);
        expect([vuelta, baja.body.costo, Number((await bajaDe(id))?.costo)]).toEqual([vuelta, costo, costo]);
      }
    });

    it('a change of cost and a disposal: the asset stays disposed of, at the cost the disposal wrote off', async () => {
      for (let vuelta = 0; vuelta < VUELTAS; vuelta++) {
        const codigo = `BAJ-PUT-${vuelta}`;
        const { id } = await torno(codigo);
        const cuerpo = { ...(await leerActivo(id)), precioUndMn: 15000, conIgv: false };
        const [cambio, baja] = await Promise.all([
          t.http.put(`/api/activos/${id}`).set(auth(jefe.token)).send(cuerpo),
          darDeBaja(id, { fecha: '2025-07-25', motivo: 'siniestro', documento: `INF-PUT-${vuelta}` }),
        ]);
        expect(baja.status).toBe(201);
        if (cambio.status !== 200) expect([cambio.status, cambio.body.message]).toEqual([409, `El activo ${codigo} está dado de baja: revierta la baja para modificarlo`]);
        const activo = await leerActivo(id);
        expect([vuelta, activo.estado, activo.fechaBaja, baja.body.costo]).toEqual([vuelta, 'Dado de baja', '2025-07-25T00:00:00.000Z', activo.total]);
      }
    });
  });

  describe('reversal', () => {
    it('gives the asset back its estado, in service, without the disposal', async () => {
      const { id } = await crearActivo({ codigo: 'BAJ-REV', descripcion: 'Proyector Epson', estado: 'En almacén', fechaAdquisicion: '2024-06-01' });
      await darDeBaja(id, { fecha: '2025-02-03', motivo: 'siniestro', documento: 'INF-SIN-1' }).expect(201);
      expect(await leerActivo(id)).toMatchObject({ estado: 'Dado de baja', activoBool: false });
      const solo = await t.http.get(`/api/activos?filter=${encodeURIComponent('{"q":"dado de baja","bajas":"solo"}')}`).set(auth(jefe.token));
      expect(solo.body.map((a: { id: number }) => a.id)).toContain(id);

      // Types 3 to 5 dispose of assets, but only types 1 and 2 reverse a disposal.
      const negada = await t.http.delete(`/api/activos/${id}/baja`).set(auth(jefe.token));
      expect([negada.status, negada.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
      const res = await t.http.delete(`/api/activos/${id}/baja`).set(auth(administrador.token));
      expect(res.status).toBe(204);
      expect(await leerActivo(id)).toMatchObject({ estado: 'En almacén', activoBool: true, fechaBaja: null });
      expect(await t.dataSource.query(`SELECT id FROM activo_baja WHERE "activoId" = ${id}`)).toEqual([]);
      const [fila] = await t.dataSource.query(`SELECT * FROM audit_log WHERE action = 'DELETE' AND "statusCode" = 204 AND "endpoint" LIKE '%/${id}/baja'`);
      expect(fila).toMatchObject({ tableName: 'activo', recordId: String(id), recordCode: 'BAJ-REV', statusCode: 204, description: 'Reversión de la baja del activo BAJ-REV' });
      expect(JSON.parse(fila.oldValues)).toMatchObject({ motivo: 'siniestro', estadoAnterior: 'En almacén' });
      // The search text follows the estado.
      const buscado = await t.http.get(`/api/activos?filter=${encodeURIComponent('{"q":"en almacen"}')}`).set(auth(jefe.token));
      expect(buscado.body.map((a: { id: number }) => a.id)).toContain(id);

      const otra = await t.http.delete(`/api/activos/${id}/baja`).set(auth(administrador.token));
      expect([otra.status, otra.body.message]).toEqual([404, 'El activo no está dado de baja']);
    });

    it('refuses to dispose of or reverse in a closed year (409), leaving both as they were', async () => {
      const maestro = await t.login();
      const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
      const contador = await crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe');
      const administradora = await crearUsuario(t, maestro, 2, andina.id, 'administrador@andina.pe');
      const dispuesto = await crearActivo({ codigo: 'AND-BAJ-1', descripcion: 'Camioneta Hilux', fechaAdquisicion: '2023-04-01' }, contador.token);
      await darDeBaja(dispuesto.id, { fecha: '2024-11-30', motivo: 'siniestro', documento: 'INF-9' }, contador.token).expect(201);
      const enUso = await crearActivo({ codigo: 'AND-BAJ-2', descripcion: 'Montacargas', fechaAdquisicion: '2023-04-01' }, contador.token);
      await t.dataSource.getRepository(CierreEjercicio).insert({ companiaId: andina.id, anio: 2024, advertencias: '{}' });

      const antes = await todo();
      const baja = await darDeBaja(enUso.id, { fecha: '2024-12-15', motivo: 'siniestro', documento: 'INF-10' }, contador.token);
      expect([baja.status, baja.body.message]).toEqual([409, 'El ejercicio 2024 está cerrado: no se puede registrar una baja con fecha 15/12/2024. Un usuario Maestro puede reabrirlo']);
      const reversion = await t.http.delete(`/api/activos/${dispuesto.id}/baja`).set(auth(administradora.token));
      expect([reversion.status, reversion.body.message]).toEqual([409, 'El ejercicio 2024 está cerrado: no se puede revertir la baja con fecha 30/11/2024. Un usuario Maestro puede reabrirlo']);
      expect(await todo()).toEqual(antes);
      // In the open year it goes on.
      await darDeBaja(enUso.id, { fecha: '2025-01-15', motivo: 'siniestro', documento: 'INF-10' }, contador.token).expect(201);
      // Another company's asset is not found.
      expect((await darDeBaja(enUso.id, { fecha: '2025-01-15', motivo: 'siniestro', documento: 'INF-10' })).status).toBe(404);
      expect((await t.http.get(`/api/activos/${enUso.id}/baja`).set(auth(jefe.token))).status).toBe(404);
    });
  });

  describe('lists and exports leave disposed assets out unless asked', () => {
    let dadoDeBaja: number;
    let enUso: number;
    const ids = (body: Array<{ id: number }>) => body.map((a) => a.id);

    beforeAll(async () => {
      dadoDeBaja = (await crearActivo({ codigo: 'LST-BAJA', descripcion: 'Escáner listado dado de baja', marca: 'Epson', fechaAdquisicion: '2024-01-10' })).id;
      enUso = (await crearActivo({ codigo: 'LST-USO', descripcion: 'Escáner listado en uso', marca: 'Epson', fechaAdquisicion: '2024-01-10' })).id;
      await darDeBaja(dadoDeBaja, { fecha: '2025-04-04', motivo: 'donacion', documento: 'ACTA-DON-2' }).expect(201);
    });

    it('in the list: hidden by default (both dialects), shown with bajas "incluir", alone with "solo"; another value is a 400', async () => {
      const lista = (filtro: string) => t.http.get(`/api/activos?filter=${encodeURIComponent(filtro)}`).set(auth(lector.token));
      expect(ids((await lista('{"codigo":"LST-"}')).body)).toEqual([enUso]);
      expect(ids((await lista('{"codigo":"LST-","bajas":"incluir"}')).body)).toEqual([dadoDeBaja, enUso]);
      expect(ids((await lista('{"codigo":"LST-","bajas":"solo"}')).body)).toEqual([dadoDeBaja]);
      expect((await lista('{"codigo":"LST-","bajas":"excluir"}')).headers['content-range']).toBe('activos 0-0/1');
      const paginada = await t.http.get('/api/activos?page=1&size=10&search=escaner%20listado').set(auth(lector.token));
      expect(ids(paginada.body.data)).toEqual([enUso]);
      const mal = await lista('{"bajas":"todas"}');
      expect([mal.status, mal.body.message]).toEqual([400, 'El filtro "bajas" debe ser excluir, incluir, solo']);
    });

    it('in the search, the company list and the statistics', async () => {
      expect(ids((await t.http.get('/api/activos/search?codigo=LST-').set(auth(lector.token))).body)).toEqual([enUso]);
      expect(ids((await t.http.get('/api/activos/search?codigo=LST-&bajas=incluir').set(auth(lector.token))).body)).toEqual([dadoDeBaja, enUso]);
      expect(ids((await t.http.get('/api/activos/search?codigo=LST-&bajas=solo').set(auth(lector.token))).body)).toEqual([dadoDeBaja]);
      const porCompania = ids((await t.http.get('/api/activos/by-company/1').set(auth(lector.token))).body);
      expect(porCompania).toContain(enUso);
      expect(porCompania).not.toContain(dadoDeBaja);
      expect(ids((await t.http.get('/api/activos/by-company/1?bajas=incluir').set(auth(lector.token))).body)).toContain(dadoDeBaja);
      const [{ total, bajas }] = await t.dataSource.query(
        `SELECT COUNT(*) AS total, SUM(CASE WHEN "fechaBaja" IS NULL THEN 0 ELSE 1 END) AS bajas FROM activo WHERE "companiaId" = 1`,
      );
      const estadisticas = async (query = '') => (await t.http.get(`/api/activos/statistics${query}`).set(auth(lector.token))).body.totalActivos;
      expect(await estadisticas()).toBe(Number(total) - Number(bajas));
      expect(await estadisticas('?bajas=incluir')).toBe(Number(total));
      expect(await estadisticas('?bajas=solo')).toBe(Number(bajas));
    });

    it('in the Excel and PDF exports', async () => {
      const codigos = async (query: string) => {
        const hoja = await firstSheet((await download(t.http.get(`/api/activos/export/excel?codigo=LST-${query}`).set(auth(lector.token)))).body as Buffer);
        const valores: string[] = [];
        hoja.eachRow((fila, numero) => numero > 1 && valores.push(String(fila.getCell(1).value)));
        return valores;
      };
      expect(await codigos('')).toEqual(['LST-USO']);
      expect((await codigos('&bajas=incluir')).sort()).toEqual(['LST-BAJA', 'LST-USO']);
      const catalogo = (query: string) => download(t.http.get(`/api/activos/export/pdf?marca=epson${query}`).set(auth(lector.token)));
      const sinBajas = pdfText((await catalogo('')).body as Buffer);
      expect(sinBajas).toContain('LST-USO');
      expect(sinBajas).not.toContain('LST-BAJA');
      const soloBajas = pdfText((await catalogo('&bajas=solo')).body as Buffer);
      expect(soloBajas).toContain('LST-BAJA');
      expect(soloBajas).toContain('Solo activos dados de baja');
      expect(soloBajas).not.toContain('LST-USO');
    });

    it('counts the disposals by the month of their date, the first day of a month in its own month', async () => {
      const { id } = await crearActivo({ codigo: 'BAJ-MES', descripcion: 'Silla', fechaAdquisicion: '2024-01-10' });
      await darDeBaja(id, { fecha: '2025-08-01', motivo: 'destruccion', documento: 'ACTA-DES-7' }).expect(201);
      // From Lima's midnight of 01/08/2025, as the dashboard names the start of a month: this one and BAJ-VENTA's (20/10/2025).
      const filas = await t.app.get(BajaService).countByMes(1, new Date('2025-08-01T05:00:00.000Z'), -5);
      expect(Object.fromEntries(filas.map((fila) => [fila.mes, Number(fila.cantidad)]))).toEqual({ '2025-08': 1, '2025-10': 1 });
    });
  });

  describe('DELETE /api/activos/{id}: an asset with history is disposed of, not deleted', () => {
    const eliminar = (id: number) => t.http.delete(`/api/activos/${id}`).set(auth(jefe.token));
    /** Registered on another day: `dias` ago. */
    const registradoHace = (id: number, dias: number) =>
      t.dataSource
        .createQueryBuilder()
        .update(Activo)
        .set({ createdAt: new Date(Date.now() - dias * 86_400_000) })
        .where('id = :id', { id })
        .execute();

    it('refuses one with depreciation of past periods', async () => {
      const { id } = await crearActivo({ codigo: 'DEL-DEP', descripcion: 'Aire acondicionado', precioUndMn: 2400, fechaAdquisicion: '2024-02-01' });
      await registradoHace(id, 40);
      const res = await eliminar(id);
      expect([res.status, res.body.message]).toEqual([409, 'Use la baja del activo: tiene depreciación de periodos anteriores']);
      expect((await t.http.get(`/api/activos/${id}`).set(auth(jefe.token))).status).toBe(200);
      // The refusal's row keeps the asset as it was read before the check that refused it.
      const [fila] = await t.dataSource.query(`SELECT * FROM audit_log WHERE action = 'DELETE' AND "statusCode" = 409 AND "endpoint" LIKE '%/activos/${id}'`);
      expect(fila).toMatchObject({ recordId: String(id), recordCode: 'DEL-DEP' });
      expect(JSON.parse(fila.oldValues)).toMatchObject({ id, codigo: 'DEL-DEP', descripcion: 'Aire acondicionado' });
    });

    it('refuses one with a movement, a maintenance or an improvement, naming each', async () => {
      const { id } = await crearActivo({ codigo: 'DEL-MOV', descripcion: 'Proyector' });
      await t.http
        .post('/api/Movimiento')
        .set(auth(jefe.token))
        .send({ fecha: '2025-03-10T15:00:00.000Z', destinatario: 'Almacén Callao', detalle: 'Traslado', puntoDePartida: 'San Isidro', puntoDeLlegada: 'Callao', activoIds: [id] })
        .expect(201);
      expect((await eliminar(id)).body.message).toBe('Use la baja del activo: tiene movimientos registrados');
      await t.http.post('/api/mantenimiento').set(auth(jefe.token)).send({ activoId: id, descripcionServicio: 'Limpieza de filtros' }).expect(201);
      expect((await eliminar(id)).body.message).toBe('Use la baja del activo: tiene mantenimientos y movimientos registrados');

      const conMejora = await crearActivo({ codigo: 'DEL-MEJ', descripcion: 'Montacargas', fechaAdquisicion: '2023-05-01' });
      await t.dataSource.getRepository(ActivoMejora).insert({ companiaId: 1, activoId: conMejora.id, fecha: new Date('2024-06-01'), descripcion: 'Motor nuevo', importe: 500, documento: 'F002-1' });
      await registradoHace(conMejora.id, 400);
      const res = await eliminar(conMejora.id);
      expect([res.status, res.body.message]).toEqual([409, 'Use la baja del activo: tiene depreciación de periodos anteriores y mejoras registradas']);
    });

    it('refuses one disposed of', async () => {
      const { id } = await crearActivo({ codigo: 'DEL-BAJA', descripcion: 'Impresora', fechaAdquisicion: '2024-02-01' });
      await darDeBaja(id, { fecha: '2025-02-01', motivo: 'siniestro', documento: 'INF-2' }).expect(201);
      const res = await eliminar(id);
      expect([res.status, res.body.message]).toEqual([409, 'El activo está dado de baja: se conserva con su historial. Si la baja fue un error, reviértala']);
    });

    it('deletes one registered today with nothing else, even acquired long ago, with 204', async () => {
      const { id } = await crearActivo({ codigo: 'DEL-HOY', descripcion: 'Error de digitación', precioUndMn: 500, fechaAdquisicion: '2020-01-15' });
      expect((await eliminar(id)).status).toBe(204);
      expect((await t.http.get(`/api/activos/${id}`).set(auth(jefe.token))).status).toBe(404);
    });
  });
});
