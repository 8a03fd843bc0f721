import { TipoUsuario } from '../../src/usuario/usuario.entity';
import { UsuarioService } from '../../src/usuario/usuario.service';
import { ProbeController } from '../utils/probe.controller';
import { createTestApp, DEMO, TestApp } from '../utils/test-app';

interface AuditRow {
  action: string;
  tableName: string;
  module: string;
  statusCode: number;
  success: boolean | number;
  userEmail: string | null;
  userId: number | null;
  companiaName: string | null;
  recordId: string | null;
  recordCode: string | null;
  description: string;
  oldValues: string | null;
  newValues: string | null;
  endpoint: string;
  httpMethod: string;
  ipAddress: string | null;
  userAgent: string | null;
  errorMessage: string | null;
  requestId: string | null;
}

describe('audit trail, permission levels and tenancy', () => {
  let t: TestApp;
  const tokens: Record<number, string> = {};

  const auditRows = (): Promise<AuditRow[]> => t.dataSource.query('SELECT * FROM audit_log ORDER BY id');
  const lastAudit = async () => (await auditRows()).at(-1)!;

  beforeAll(async () => {
    t = await createTestApp({ controllers: [ProbeController] });
    const usuarios = t.app.get(UsuarioService);
    for (const tipo of [2, 3, 4, 5, 6]) {
      await usuarios.create({
        tipo,
        companiaId: 1,
        nombre: `Tipo${tipo}`,
        apellido: 'Prueba',
        correoElectronico: `tipo${tipo}@demo.pe`,
        numeroTelefonico: null,
        contrasena: 'Clave-Prueba-123',
        codigo: null,
        detalle: null,
      });
      tokens[tipo] = await t.login(`tipo${tipo}@demo.pe`, 'Clave-Prueba-123');
    }
    tokens[1] = await t.login();
  });
  afterAll(() => t.close());

  it('records a successful login with the user, company, IP, agent and no secrets', async () => {
    await t.http.post('/api/auth/login').set('User-Agent', 'prueba-agente').send({ CorreoElectronico: DEMO.email, Contrasena: DEMO.password });
    const row = await lastAudit();
    expect(row).toMatchObject({
      action: 'LOGIN_SUCCESS',
      tableName: 'usuario',
      module: 'Autenticación',
      statusCode: 200,
      userEmail: DEMO.email,
      companiaName: DEMO.razonSocial,
      endpoint: '/api/auth/login',
      httpMethod: 'POST',
      userAgent: 'prueba-agente',
      description: `Inicio de sesión exitoso de ${DEMO.email}`,
    });
    expect(Boolean(row.success)).toBe(true);
    expect(row.ipAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(row.requestId).toMatch(/^[\w-]{8,}$/);
    expect(row.newValues).toContain('"token":"***"');
    expect(row.newValues).not.toMatch(/eyJ/);
  });

  it('records a failed login with the password redacted, as the client sent it', async () => {
    await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email, Contrasena: 'secreto-incorrecto' });
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'LOGIN_FAILED', statusCode: 401, userEmail: DEMO.email, errorMessage: 'Credenciales invalidas!' });
    expect(Boolean(row.success)).toBe(false);
    expect(JSON.parse(row.newValues!)).toEqual({ CorreoElectronico: DEMO.email, Contrasena: '***' });
    expect(JSON.stringify(await auditRows())).not.toContain('secreto-incorrecto');
  });

  it('records a write with who, table, record id and code, and new values with the password redacted', async () => {
    const res = await t.http
      .post('/api/probe')
      .set('Authorization', `Bearer ${tokens[1]}`)
      .send({ Nombre: 'Equipo', Contrasena: 'no-debe-verse', RucProveedor: '20512333797' });
    expect(res.status).toBe(201);
    // The PascalCase body reached the handler as camelCase.
    expect(res.body).toEqual({ id: 7, codigo: 'PR-007', nombre: 'Equipo', contrasena: 'no-debe-verse', rucProveedor: '20512333797' });
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'CREATE', tableName: 'probe', module: 'Pruebas', statusCode: 201, recordId: '7', recordCode: 'PR-007', userEmail: DEMO.email });
    expect(row.userId).toEqual(expect.any(Number));
    expect(row.newValues).toContain('"contrasena":"***"');
    expect(row.newValues).not.toContain('no-debe-verse');
  });

  it('keeps the old values a handler exposes, redacted too', async () => {
    await t.http.put('/api/probe/9').set('Authorization', `Bearer ${tokens[1]}`).send({ nombre: 'después' });
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'UPDATE', recordId: '9', statusCode: 200 });
    expect(JSON.parse(row.oldValues!)).toEqual({ nombre: 'antes', contrasena: '***' });
    expect(JSON.parse(row.newValues!)).toEqual({ id: 9, nombre: 'después' });
  });

  it('records a DELETE with 204 and the path id', async () => {
    const res = await t.http.delete('/api/probe/11').set('Authorization', `Bearer ${tokens[1]}`);
    expect(res.status).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'DELETE', recordId: '11', statusCode: 204 });
  });

  it('sends for a delete that answers its old values to the audit exactly what a void handler sends, and logs them', async () => {
    const sinCambiar = ({ date, 'x-request-id': _id, ...headers }: Record<string, string>) => headers;
    const vacia = await t.http.delete('/api/probe/11').set('Authorization', `Bearer ${tokens[1]}`);
    const res = await t.http.delete('/api/probe/anterior/11').set('Authorization', `Bearer ${tokens[1]}`);
    expect([res.status, res.text, sinCambiar(res.headers)]).toEqual([204, '', sinCambiar(vacia.headers)]);
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'DELETE', recordId: '11', recordCode: 'PR-011', statusCode: 204 });
    expect(JSON.parse(row.oldValues!)).toEqual({ id: 11, codigo: 'PR-011' });
  });

  it('keeps the old values on the row of a write refused after reading them', async () => {
    const res = await t.http.delete('/api/probe/anterior/12?enUso=1').set('Authorization', `Bearer ${tokens[1]}`);
    expect([res.status, res.body.message]).toEqual([409, 'El registro está en uso']);
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'DELETE', recordId: '12', recordCode: 'PR-012', statusCode: 409, errorMessage: 'El registro está en uso' });
    expect(JSON.parse(row.oldValues!)).toEqual({ id: 12, codigo: 'PR-012' });
  });

  it('records validation failures, 401s and server errors once each, as failures', async () => {
    const before = (await auditRows()).length;
    const invalid = await t.http.post('/api/probe').set('Authorization', `Bearer ${tokens[1]}`).send({ nombre: 5 });
    expect(invalid.status).toBe(400);
    const anonymous = await t.http.post('/api/probe').send({ nombre: 'x' });
    expect(anonymous.status).toBe(401);
    const crash = await t.http.post('/api/probe/falla').set('Authorization', `Bearer ${tokens[1]}`).send({});
    expect(crash.status).toBe(500);
    const rows = (await auditRows()).slice(before);
    expect(rows.map((r) => [r.tableName, r.action, r.statusCode, Boolean(r.success)])).toEqual([
      ['probe', 'CREATE', 400, false],
      ['probe', 'CREATE', 401, false],
      ['probe', 'CREATE', 500, false],
    ]);
  });

  it('records a body refused before any guard ran, as a failure of its path', async () => {
    const res = await t.http.post('/api/probe').set('Authorization', `Bearer ${tokens[1]}`).set('Content-Type', 'application/json').send('{"nombre":');
    expect(res.status).toBe(400);
    expect(await lastAudit()).toMatchObject({ tableName: 'probe', action: 'CREATE', statusCode: 400, errorMessage: 'El cuerpo de la solicitud no es JSON válido' });
  });

  it('does not audit plain reads', async () => {
    const before = (await auditRows()).length;
    await t.http.get('/api/probe').set('Authorization', `Bearer ${tokens[1]}`);
    expect((await auditRows()).length).toBe(before);
  });

  it('never leaks stack traces or SQL in an error answer', async () => {
    const res = await t.http.post('/api/probe/falla').set('Authorization', `Bearer ${tokens[1]}`).send({});
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'Error interno del servidor', error: 'Internal Server Error', requestId: res.headers['x-request-id'] });
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|at .*\.ts|stack/i);
  });

  describe('user-type levels of docs/arquitectura.md, "Quién puede hacer qué" through the real guards', () => {
    const matrix: Array<[string, string, 'get' | 'post', number[]]> = [
      ['read', '/api/probe', 'get', [1, 2, 3, 4, 5, 6]],
      ['write (default for POST)', '/api/probe', 'post', [1, 2, 3, 4, 5]],
      ['areas', '/api/probe/areas', 'post', [1, 2, 3]],
      ['users and companies admin', '/api/probe/admin', 'post', [1, 2]],
      ['audit log', '/api/probe/auditoria', 'get', [1]],
    ];
    it.each(matrix)('%s: allowed for types %#', async (_, path, method, allowed) => {
      for (const tipo of [1, 2, 3, 4, 5, 6]) {
        const res = await t.http[method](path).set('Authorization', `Bearer ${tokens[tipo]}`).send({ nombre: 'x' });
        if (allowed.includes(tipo)) expect([200, 201]).toContain(res.status);
        else {
          expect(res.status).toBe(403);
          expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
        }
      }
    });

    it('audits a refused write as a failure of the right table', async () => {
      await t.http.post('/api/probe/admin').set('Authorization', `Bearer ${tokens[TipoUsuario.Leer]}`).send({});
      expect(await lastAudit()).toMatchObject({ tableName: 'probe', statusCode: 403, userEmail: 'tipo6@demo.pe' });
    });
  });

  describe('tenancy from the token', () => {
    it('uses the caller company and ignores ?companiaId= for a non-Maestro', async () => {
      const res = await t.http.get('/api/probe?companiaId=99').set('Authorization', `Bearer ${tokens[2]}`);
      expect(res.body).toEqual({ tipo: 2, companiaId: 1 });
    });

    it('lets a Maestro name another company, and rejects a malformed one', async () => {
      const res = await t.http.get('/api/probe?companiaId=99').set('Authorization', `Bearer ${tokens[1]}`);
      expect(res.body).toEqual({ tipo: 1, companiaId: 99 });
      const bad = await t.http.get('/api/probe?companiaId=1%20OR%201=1').set('Authorization', `Bearer ${tokens[1]}`);
      expect(bad.status).toBe(400);
    });
  });
});
