import { auth, crearCompania, crearUsuario, rucFrom, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { UbigeoDeDirecciones1765000000000 } from '../../migrations/1765000000000-UbigeoDeDirecciones';
import { clienteValido as cliente, direccionValida as direccion } from '../utils/payloads';

describe('/api/Direccion and /api/Cliente', () => {
  let t: TestApp;
  let token: string;
  let otra: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    token = (await crearUsuario(t, maestro, 5, 1, 'usuario@demo.pe')).token;
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    otra = await crearUsuario(t, maestro, 5, andina.id, 'usuario@andina.pe');
  });
  afterAll(() => t.close());

  // The DTO's refusals (required fields, departamento, código postal, a location outside the ubigeo catalogue), type 6's 403
  // and malformed ids are src/direccion/direccion.controller.spec.ts's.
  describe('addresses', () => {
    it('creates an address storing the canonical department name', async () => {
      const res = await t.http
        .post('/api/Direccion')
        .set(auth(token))
        .send(direccion({ Departamento: 'ancash', departamento: undefined, ciudad: 'Huaraz', provincia: 'Huaraz', distrito: 'Huaraz' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ calle: 'Av. Javier Prado Este 1234', departamento: 'Áncash', clientesCount: 0 });
    });

    it('keeps the INEI ubigeo of its district, matched without case or accents', async () => {
      const res = await t.http.post('/api/Direccion').set(auth(token)).send(direccion({ distrito: 'jesus maría', provincia: 'LIMA', departamento: 'lima' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ distrito: 'jesus maría', provincia: 'LIMA', departamento: 'Lima', ubigeo: '150113' });
      const mudada = await t.http.put(`/api/Direccion/${res.body.id}`).set(auth(token)).send(direccion({ distrito: 'San Vicente de Cañete', provincia: 'Cañete', departamento: 'Lima' }));
      expect(mudada.body.ubigeo).toBe('150501');
    });

    it('offers the ubigeo catalogue to the address form, with names as the form shows them', async () => {
      const res = await t.http.get('/api/ubigeo').set(auth(token));
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1890);
      expect(res.body).toEqual(
        expect.arrayContaining([
          { ubigeo: '150122', departamento: 'Lima', provincia: 'Lima', distrito: 'Miraflores' },
          { ubigeo: '150501', departamento: 'Lima', provincia: 'Cañete', distrito: 'San Vicente de Cañete' },
          { ubigeo: '070103', departamento: 'Callao', provincia: 'Callao', distrito: 'Carmen de la Legua Reynoso' },
          { ubigeo: '020101', departamento: 'Áncash', provincia: 'Huaraz', distrito: 'Huaraz' },
        ]),
      );
      expect((await t.http.get('/api/ubigeo')).status).toBe(401);
    });

    it('gives existing addresses their ubigeo by migration where the match is unique', async () => {
      const [{ id: sinUbigeo }] = await t.dataSource.query(`SELECT id FROM direccion ORDER BY id LIMIT 1`);
      const filas = [
        ['Av. Pardo 100', 'MIRAFLORES', 'lima', 'Lima'],
        ['Av. Sáenz Peña 200', 'Miraflores', 'Callao', 'Callao'],
        ['Jr. Cusco 300', 'Jesús María', 'Lima', 'Lima'],
      ];
      for (const [calle, distrito, provincia, departamento] of filas) {
        await t.dataSource.getRepository('direccion').insert({ companiaId: 1, calle, ciudad: provincia, distrito, provincia, departamento });
      }
      const migracion = new UbigeoDeDirecciones1765000000000();
      const runner = t.dataSource.createQueryRunner();
      try {
        await migracion.down(runner);
        await migracion.up(runner);
      } finally {
        await runner.release();
      }
      const rows: Array<{ calle: string; ubigeo: string | null }> = await t.dataSource.query(`SELECT calle, ubigeo FROM direccion WHERE calle IN ('Av. Pardo 100', 'Av. Sáenz Peña 200', 'Jr. Cusco 300') ORDER BY calle`);
      expect(rows).toEqual([
        { calle: 'Av. Pardo 100', ubigeo: '150122' },
        { calle: 'Av. Sáenz Peña 200', ubigeo: null },
        { calle: 'Jr. Cusco 300', ubigeo: '150113' },
      ]);
      // Addresses saved through the API keep theirs.
      expect((await t.http.get(`/api/Direccion/${sinUbigeo}`).set(auth(token))).body.ubigeo).toBe('020101');
    });

    it('pages with size 10 and searches without accents, and offers the dropdown', async () => {
      for (let i = 0; i < 11; i++) {
        await t.http.post('/api/Direccion').set(auth(token)).send(direccion({ calle: `Jr. Huánuco ${i}`, distrito: 'Breña' })).expect(201);
      }
      const page = await t.http.get('/api/Direccion?page=1&size=10&search=huanuco').set(auth(token));
      expect(page.body.data).toHaveLength(10);
      expect(page.body.pagination).toMatchObject({ totalRecords: 11, totalPages: 2, pageSize: 10 });
      expect(page.body.data[0]).toHaveProperty('clientesCount', 0);
      const byDistrict = await t.http.get('/api/Direccion?search=brena').set(auth(token));
      expect(byDistrict.body.pagination.totalCount).toBe(11);
      const dropdown = await t.http.get('/api/Direccion/dropdown').set(auth(token));
      expect(dropdown.body).toEqual(expect.arrayContaining([{ id: expect.any(Number), text: 'Jr. Huánuco 0, Breña, Lima' }]));
      const simpleRest = await t.http.get('/api/Direccion?range=[0,4]&sort=["calle","ASC"]').set(auth(token));
      const [{ n }] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM direccion WHERE "companiaId" = 1`);
      expect(simpleRest.headers['content-range']).toBe(`direccion 0-4/${n}`);
    });
  });

  // The DTO's refusals (nombre, apellido, correo, RUC, DNI), type 6's 403 and malformed ids are src/cliente/cliente.controller.spec.ts's.
  describe('clients', () => {
    let direccionId: number;
    beforeAll(async () => {
      direccionId = (await t.http.post('/api/Direccion').set(auth(token)).send(direccion({ calle: 'Calle Las Begonias 441' }))).body.id;
    });

    it('creates a client with its nested address, direccionId empty → null', async () => {
      const sin = await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ dni: '11111111' }));
      expect(sin.status).toBe(201);
      expect(sin.body).toMatchObject({ direccionId: null, direccion: null, ce: null, tieneContrato: true });
      const con = await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ Dni: '22222222', dni: undefined, DireccionId: direccionId, direccionId: undefined }));
      expect(con.status).toBe(201);
      expect(con.body.direccion).toEqual({ calle: 'Calle Las Begonias 441', distrito: 'San Isidro', provincia: 'Lima', sede: 'Oficina principal' });
    });

    it('takes a company (RUC) without Apellido, its whole name in Nombre, and still asks a person for it', async () => {
      const ruc = rucFrom('2066666666');
      const empresa = await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ nombre: 'Constructora Andina S.A.C.', apellido: '', ruc, dni: null }));
      expect(empresa.status).toBe(201);
      expect(empresa.body).toMatchObject({ nombre: 'Constructora Andina S.A.C.', apellido: '', ruc });
      const persona = await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ apellido: '', dni: '33333333' }));
      expect(persona.status).toBe(400);
      expect(persona.body.message).toContain('El apellido es requerido para una persona (sin RUC)');
    });

    it('refuses a client without any document with the spec message', async () => {
      const before = await snapshot(t, 'cliente');
      const res = await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ dni: '', ruc: '', ce: '' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Debe proporcionar al menos un documento (RUC, DNI o CE)');
      expect(await snapshot(t, 'cliente')).toEqual(before);
    });

    it('keeps RUC and DNI unique within the company (409), not across companies', async () => {
      const ruc = rucFrom('2055555555');
      await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ dni: null, ruc })).expect(201);
      const dupRuc = await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ dni: null, ruc }));
      expect(dupRuc.status).toBe(409);
      expect(dupRuc.body.message).toBe(`Ya existe un cliente con el RUC ${ruc}`);
      const dupDni = await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ dni: '11111111' }));
      expect(dupDni.status).toBe(409);
      expect(dupDni.body.message).toBe('Ya existe un cliente con el DNI 11111111');
      await t.http.post('/api/Cliente').set(auth(otra.token)).send(cliente({ dni: '11111111' })).expect(201);
      // Several clients without a RUC are fine.
      await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ dni: null, ruc: null, ce: 'CE123456' })).expect(201);
      await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ dni: null, ruc: null, ce: 'CE654321' })).expect(201);
    });

    it('searches by name, DNI, e-mail or phone without accents, in both dialects', async () => {
      const byDni = await t.http.get('/api/Cliente?search=22222222').set(auth(token));
      expect(byDni.body.data.map((c: { dni: string }) => c.dni)).toEqual(['22222222']);
      const byName = await t.http.get('/api/Cliente?page=1&size=10&search=nunez').set(auth(token));
      expect(byName.body.pagination.totalCount).toBeGreaterThanOrEqual(2);
      const simple = await t.http.get('/api/Cliente?filter={"q":"MARIA.NUNEZ@correo.pe"}').set(auth(token));
      expect(simple.headers['content-range']).toMatch(/^cliente 0-\d+\/\d+$/);
    });

    it('refuses to delete an address in use (409) and lists its clients; updates and deletes clients', async () => {
      const res = await t.http.delete(`/api/Direccion/${direccionId}`).set(auth(token));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('No se puede eliminar la dirección: tiene 1 cliente(s) asociado(s)');
      const clientes = await t.http.get(`/api/Direccion/${direccionId}/clientes`).set(auth(token));
      expect(clientes.body.map((c: { dni: string }) => c.dni)).toEqual(['22222222']);
      const counted = await t.http.get(`/api/Direccion/${direccionId}`).set(auth(token));
      expect(counted.body.clientesCount).toBe(1);

      const id = clientes.body[0].id;
      const moved = await t.http.put(`/api/Cliente/${id}`).set(auth(token)).send(cliente({ dni: '22222222', direccionId: null, nombre: 'María José' }));
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ nombre: 'María José', direccion: null });
      expect((await t.http.delete(`/api/Direccion/${direccionId}`).set(auth(token))).status).toBe(204);
      expect((await t.http.delete(`/api/Cliente/${id}`).set(auth(token))).status).toBe(204);
    });

    it('answers 404 on another company’s clients and addresses, and refuses its address in a client', async () => {
      const theirAddress = (await t.http.post('/api/Direccion').set(auth(otra.token)).send(direccion())).body.id;
      const theirClient = (await t.http.get('/api/Cliente').set(auth(otra.token))).body.data[0].id;
      for (const res of [
        await t.http.get(`/api/Cliente/${theirClient}`).set(auth(token)),
        await t.http.put(`/api/Cliente/${theirClient}`).set(auth(token)).send(cliente({ dni: '99999999' })),
        await t.http.delete(`/api/Cliente/${theirClient}`).set(auth(token)),
        await t.http.get(`/api/Direccion/${theirAddress}`).set(auth(token)),
        await t.http.get(`/api/Direccion/${theirAddress}/clientes`).set(auth(token)),
        await t.http.delete(`/api/Direccion/${theirAddress}`).set(auth(token)),
      ]) {
        expect(res.status).toBe(404);
      }
      const res = await t.http.post('/api/Cliente').set(auth(token)).send(cliente({ dni: '33333333', direccionId: theirAddress }));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['La dirección indicada no existe en su compañía']);
      const mine = await t.http.get('/api/Cliente?size=100').set(auth(token));
      expect(mine.body.data.every((c: { companiaId: number }) => c.companiaId === 1)).toBe(true);
    });
  });
});
