import { TransporteService } from '../../src/gre/transporte/transporte.service';
import { auth, crearCompania, crearUsuario, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const conductor = (cambios: Record<string, unknown> = {}) => ({
  tipoDocumento: '1',
  numeroDocumento: '04567891',
  nombres: 'Juan Carlos',
  apellidos: 'Quispe Rojas',
  licencia: 'q45678912',
  ...cambios,
});

const vehiculo = (cambios: Record<string, unknown> = {}) => ({ placa: 'abc-123', descripcion: 'Furgón blanco', tuc: '15m21028706e4', m1l: false, ...cambios });

describe('drivers and vehicles of the transport guide (/api/gre/conductores, /api/gre/vehiculos)', () => {
  let t: TestApp;
  let usuario: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let otra: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    usuario = await crearUsuario(t, maestro, 5, 1, 'usuario@demo.pe');
    lector = await crearUsuario(t, maestro, 6, 1, 'lector@demo.pe');
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    otra = await crearUsuario(t, maestro, 5, andina.id, 'usuario@andina.pe');
  });
  afterAll(() => t.close());

  describe('conductores', () => {
    it('registers a driver in capitals, keeping the zeros of its DNI, and reads it back', async () => {
      const res = await t.http.post('/api/gre/conductores').set(auth(usuario.token)).send(conductor({ nombres: '  Juan Carlos ' }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        companiaId: 1,
        tipoDocumento: '1',
        numeroDocumento: '04567891',
        nombres: 'Juan Carlos',
        apellidos: 'Quispe Rojas',
        licencia: 'Q45678912',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await t.http.get(`/api/gre/conductores/${res.body.id}`).set(auth(lector.token))).body).toEqual(res.body);
    });

    it.each([
      ['the RUC as document type', { tipoDocumento: '6', numeroDocumento: '20512333797' }, 'tipoDocumento', 'El tipo de documento debe ser uno del catálogo 06 de SUNAT distinto del RUC: 0, 1, 4, 7, A, B, C, D, E, F, G'],
      ['a DNI of 7 digits', { numeroDocumento: '4567891' }, 'numeroDocumento', 'El DNI debe tener 8 dígitos'],
      ['a passport of 16 characters', { tipoDocumento: '7', numeroDocumento: 'AB12345678901234' }, 'numeroDocumento', 'El número de documento debe tener de 1 a 15 letras o dígitos'],
      ['a licence of 8 characters', { licencia: 'Q4567891' }, 'licencia', 'La licencia de conducir debe tener de 9 a 10 letras o dígitos, y no solo ceros'],
      ['a licence of zeros', { licencia: '000000000' }, 'licencia', 'La licencia de conducir debe tener de 9 a 10 letras o dígitos, y no solo ceros'],
      ['no names', { nombres: ' ' }, 'nombres', 'Los nombres son requeridos'],
    ])('refuses %s with its field’s message, saving nothing', async (_, cambios, field, message) => {
      const antes = await snapshot(t, 'conductor');
      const res = await t.http.post('/api/gre/conductores').set(auth(usuario.token)).send(conductor({ numeroDocumento: '11112222', ...cambios }));
      expect([res.status, res.body.errors]).toEqual([400, [{ field, message }]]);
      expect(await snapshot(t, 'conductor')).toEqual(antes);
    });

    it('accepts a foreign document of letters and digits in capitals', async () => {
      const res = await t.http.post('/api/gre/conductores').set(auth(usuario.token)).send(conductor({ tipoDocumento: '4', numeroDocumento: ' 00123456x ' }));
      expect([res.status, res.body.tipoDocumento, res.body.numeroDocumento]).toEqual([201, '4', '00123456X']);
    });

    it('refuses the same document twice in a company (409) but lets another company have it', async () => {
      const primero = await t.http.post('/api/gre/conductores').set(auth(usuario.token)).send(conductor({ numeroDocumento: '22223333' }));
      expect(primero.status).toBe(201);
      const repetido = await t.http.post('/api/gre/conductores').set(auth(usuario.token)).send(conductor({ numeroDocumento: '22223333', nombres: 'Otro' }));
      expect([repetido.status, repetido.body.message]).toEqual([409, 'Ya existe un conductor con ese documento en esta compañía']);
      const segundo = await t.http.post('/api/gre/conductores').set(auth(usuario.token)).send(conductor({ numeroDocumento: '33334444' }));
      const editado = await t.http.put(`/api/gre/conductores/${segundo.body.id}`).set(auth(usuario.token)).send(conductor({ numeroDocumento: '22223333' }));
      expect(editado.status).toBe(409);
      expect((await t.http.post('/api/gre/conductores').set(auth(otra.token)).send(conductor({ numeroDocumento: '22223333' }))).status).toBe(201);
    });

    it('edits, lists in both dialects with search, and deletes, each write in the audit log', async () => {
      const { id } = (await t.http.post('/api/gre/conductores').set(auth(usuario.token)).send(conductor({ numeroDocumento: '55556666', apellidos: 'Mamani' }))).body;
      const editado = await t.http.put(`/api/gre/conductores/${id}`).set(auth(usuario.token)).send(conductor({ numeroDocumento: '55556666', apellidos: 'Mamani Condori', licencia: 'B55556666' }));
      expect([editado.status, editado.body.apellidos, editado.body.licencia]).toEqual([200, 'Mamani Condori', 'B55556666']);

      const rest = await t.http.get('/api/gre/conductores?filter={"q":"condori"}&range=[0,9]&sort=["apellidos","ASC"]').set(auth(lector.token));
      expect([rest.status, rest.headers['content-range'], rest.body.map((c: { id: number }) => c.id)]).toEqual([200, 'conductores 0-0/1', [id]]);
      const paginado = await t.http.get('/api/gre/conductores?search=b55556666&page=1&size=5').set(auth(lector.token));
      expect(paginado.body).toMatchObject({ data: [{ id }], pagination: { totalRecords: 1 } });

      expect((await t.http.delete(`/api/gre/conductores/${id}`).set(auth(usuario.token))).status).toBe(204);
      expect((await t.http.get(`/api/gre/conductores/${id}`).set(auth(usuario.token))).status).toBe(404);
      const filas = await t.dataSource.query(`SELECT action, "recordId", "recordCode", "oldValues" FROM audit_log WHERE "tableName" = 'conductor' AND "recordId" = '${id}' ORDER BY id`);
      expect(filas.map((f: { action: string; recordCode: string }) => [f.action, f.recordCode])).toEqual([
        ['CREATE', '55556666'],
        ['UPDATE', '55556666'],
        ['DELETE', '55556666'],
      ]);
      expect(JSON.parse(filas[1].oldValues)).toMatchObject({ apellidos: 'Mamani', licencia: 'Q45678912' });
    });

    it('keeps each company’s drivers to itself and lets type 6 only read', async () => {
      const { id } = (await t.http.post('/api/gre/conductores').set(auth(usuario.token)).send(conductor({ numeroDocumento: '77778888' }))).body;
      for (const res of [
        await t.http.get(`/api/gre/conductores/${id}`).set(auth(otra.token)),
        await t.http.put(`/api/gre/conductores/${id}`).set(auth(otra.token)).send(conductor({ numeroDocumento: '77778888' })),
        await t.http.delete(`/api/gre/conductores/${id}`).set(auth(otra.token)),
      ]) {
        expect([res.status, res.body.message]).toEqual([404, 'Conductor no encontrado']);
      }
      const lista = await t.http.get('/api/gre/conductores?range=[0,99]').set(auth(otra.token));
      expect(lista.body.map((c: { numeroDocumento: string }) => c.numeroDocumento)).not.toContain('77778888');
      const escrito = await t.http.post('/api/gre/conductores').set(auth(lector.token)).send(conductor({ numeroDocumento: '99990000' }));
      expect([escrito.status, escrito.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
    });
  });

  describe('vehiculos', () => {
    it('saves abc-123 as ABC123, its TUC in capitals, and finds it by any spelling of the plate', async () => {
      const res = await t.http.post('/api/gre/vehiculos').set(auth(usuario.token)).send(vehiculo());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        companiaId: 1,
        placa: 'ABC123',
        descripcion: 'Furgón blanco',
        tuc: '15M21028706E4',
        m1l: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const repetido = await t.http.post('/api/gre/vehiculos').set(auth(usuario.token)).send(vehiculo({ placa: 'Abc 123' }));
      expect([repetido.status, repetido.body.message]).toEqual([409, 'Ya existe un vehículo con esa placa en esta compañía']);
      expect((await t.http.post('/api/gre/vehiculos').set(auth(otra.token)).send(vehiculo())).status).toBe(201);
    });

    it.each([
      ['a plate of 5 characters', { placa: 'AB-12' }, 'placa', 'La placa debe tener de 6 a 8 letras o dígitos, sin contar guiones ni espacios, y no solo ceros'],
      ['a plate of zeros', { placa: '000-000' }, 'placa', 'La placa debe tener de 6 a 8 letras o dígitos, sin contar guiones ni espacios, y no solo ceros'],
      ['a plate with other signs', { placa: 'AB.1234' }, 'placa', 'La placa debe tener de 6 a 8 letras o dígitos, sin contar guiones ni espacios, y no solo ceros'],
      ['a TUC of 8 characters', { tuc: '15M21028' }, 'tuc', 'El TUC o certificado de habilitación debe tener de 9 a 15 letras o dígitos, y no solo ceros'],
      ['a category that is no boolean', { m1l: 'quizá' }, 'm1l', 'La categoría M1 o L debe ser verdadero o falso'],
    ])('refuses %s with its field’s message, saving nothing', async (_, cambios, field, message) => {
      const antes = await snapshot(t, 'vehiculo');
      const res = await t.http.post('/api/gre/vehiculos').set(auth(usuario.token)).send(vehiculo({ placa: 'XYZ-987', ...cambios }));
      expect([res.status, res.body.errors]).toEqual([400, [{ field, message }]]);
      expect(await snapshot(t, 'vehiculo')).toEqual(antes);
    });

    it('replaces the whole vehicle on edit: what the body leaves out is cleared; lists filter by category', async () => {
      const { id } = (await t.http.post('/api/gre/vehiculos').set(auth(usuario.token)).send(vehiculo({ placa: 'M1L-001' }))).body;
      const editado = await t.http.put(`/api/gre/vehiculos/${id}`).set(auth(usuario.token)).send({ placa: 'm1l 001', m1l: true });
      expect(editado.body).toMatchObject({ placa: 'M1L001', descripcion: null, tuc: null, m1l: true });
      const m1l = await t.http.get('/api/gre/vehiculos?filter={"m1l":true}&range=[0,9]').set(auth(usuario.token));
      expect(m1l.body.map((v: { placa: string }) => v.placa)).toEqual(['M1L001']);
      expect((await t.http.delete(`/api/gre/vehiculos/${id}`).set(auth(usuario.token))).status).toBe(204);
      const [fila] = await t.dataSource.query(`SELECT "recordCode" FROM audit_log WHERE "tableName" = 'vehiculo' AND action = 'DELETE' AND "recordId" = '${id}'`);
      expect(fila.recordCode).toBe('M1L001');
    });
  });

  describe('recordar, as the emission of a guide calls it', () => {
    const transporte = () => t.app.get(TransporteService);

    it('adds new drivers and vehicles and updates the names, licence and vehicle data of known ones, in the caller’s transaction', async () => {
      const conocido = (await t.http.post('/api/gre/conductores').set(auth(otra.token)).send(conductor({ numeroDocumento: '12121212' }))).body;
      const andina = conocido.companiaId as number;
      await t.dataSource.transaction((manager) =>
        transporte().recordar(
          andina,
          {
            conductores: [
              { tipoDocumento: '1', numeroDocumento: '12121212', nombres: 'Juan', apellidos: 'Quispe', licencia: 'z12121212' },
              { tipoDocumento: '7', numeroDocumento: 'p998877', nombres: 'Ana', apellidos: 'Silva', licencia: 'P99887766' },
            ],
            vehiculos: [{ placa: 'abc-123', tuc: null, m1l: true }, { placa: 'd4e-567' }],
          },
          manager,
        ),
      );
      const conductores = await t.http.get('/api/gre/conductores?range=[0,99]&sort=["numeroDocumento","ASC"]').set(auth(otra.token));
      expect(conductores.body.filter((c: { numeroDocumento: string }) => ['12121212', 'P998877'].includes(c.numeroDocumento))).toEqual([
        expect.objectContaining({ id: conocido.id, nombres: 'Juan', apellidos: 'Quispe', licencia: 'Z12121212' }),
        expect.objectContaining({ tipoDocumento: '7', numeroDocumento: 'P998877', licencia: 'P99887766' }),
      ]);
      const vehiculos = await t.http.get('/api/gre/vehiculos?range=[0,99]&sort=["placa","ASC"]').set(auth(otra.token));
      // The known ABC123 keeps the description the guide left out, and takes its TUC and category.
      expect(vehiculos.body.map(({ placa, descripcion, tuc, m1l }: Record<string, unknown>) => ({ placa, descripcion, tuc, m1l }))).toEqual([
        { placa: 'ABC123', descripcion: 'Furgón blanco', tuc: null, m1l: true },
        { placa: 'D4E567', descripcion: null, tuc: null, m1l: false },
      ]);
    });

    it('refuses a value that breaks a rule, and the failed emission undoes what it remembered', async () => {
      const antes = [await snapshot(t, 'conductor'), await snapshot(t, 'vehiculo')];
      await expect(
        t.dataSource.transaction((manager) =>
          transporte().recordar(1, { conductores: [conductor({ numeroDocumento: '31313131' }) as never], vehiculos: [{ placa: 'AB-1' }] }, manager),
        ),
      ).rejects.toMatchObject({ response: { message: 'La placa debe tener de 6 a 8 letras o dígitos, sin contar guiones ni espacios, y no solo ceros' } });
      expect([await snapshot(t, 'conductor'), await snapshot(t, 'vehiculo')]).toEqual(antes);
    });
  });
});
