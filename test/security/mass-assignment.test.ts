import { hashSync } from 'bcryptjs';
import { authenticator } from 'otplib';
import { auth } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { Company, createRecord, entregaDePrueba, freshCaller, placeholderResource, seedCompany } from './companies';
import { Row, snapshotAll } from './database';
import { call, errorProblem } from './http';
import { ApiDescription, describeApi, resolve, Route, Schema } from './openapi';
import { actsOnCaller, weakestAllowed } from './rules';
import { sampleBody, sampleOf } from './samples';
import { Tally } from './tally';

/*
 * Every JSON body of the API sent with the fields the server owns (docs/arquitectura.md, "Contrato de la API": ids,
 * companiaId, timestamps, audit fields, password hashes, derived columns) added:
 * whatever row the request creates or changes must not take one of them.
 */

const FOREIGN_ID = 424_242;
const FOREIGN_TEXT = 'MASIVO';
const FOREIGN_DATE = '2001-02-03T04:05:06.000Z';
/** Server-owned names no table has, but a client might try. */
const EXTRA_OWNED = ['fechaCreacion', 'fechaModificacion', 'usuarioCreacion', 'usuarioModificacion', 'createdBy', 'updatedBy', 'contrasenaHash', 'passwordHash'];

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

describe('security: mass assignment through every JSON body', () => {
  const tally = new Tally('mass-assignment');
  let t: TestApp;
  let api: ApiDescription;
  let alfa: Company;
  let bravo: Company;
  /** Every column of every table with its kind, the server-owned candidates. */
  let columns: Map<string, 'number' | 'date' | 'text' | 'other'>;

  beforeAll(async () => {
    t = await createTestApp();
    api = await describeApi(t);
    tally.document(api.routes);
    alfa = await seedCompany(t, 'ALFAZQX');
    bravo = await seedCompany(t, 'BRAVOZQX');
    columns = new Map(EXTRA_OWNED.map((name) => [name, name.startsWith('fecha') ? 'date' : 'text']));
    for (const meta of t.dataSource.entityMetadatas) {
      for (const column of meta.columns) {
        const type = String(typeof column.type === 'function' ? column.type.name : column.type).toLowerCase();
        const kind = /int|decimal|numeric|number|float|double/.test(type) ? 'number' : /date|time/.test(type) ? 'date' : /char|text|string/.test(type) ? 'text' : 'other';
        columns.set(column.propertyName, kind);
      }
    }
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
  });

  /** The body's own schema left alone, every other server-owned name added (nested objects too), in camelCase or PascalCase. */
  function withOwnedFields(schema: Schema, body: Row, casing: (key: string) => string): Row {
    const out: Row = { ...body };
    for (const [name, kind] of columns) {
      if (schema.properties?.[name] || kind === 'other') continue;
      out[casing(name)] = name === 'companiaId' ? alfa.id : kind === 'number' ? FOREIGN_ID : kind === 'date' ? FOREIGN_DATE : FOREIGN_TEXT;
    }
    for (const [name, raw] of Object.entries(schema.properties ?? {})) {
      const property = resolve(api, raw);
      const value = body[name];
      if (property.properties && value && typeof value === 'object' && !Array.isArray(value)) out[name] = withOwnedFields(property, value as Row, casing);
      if (property.items?.properties && Array.isArray(value)) out[name] = value.map((item) => withOwnedFields(property.items!, item as Row, casing));
    }
    return out;
  }

  /** Rows the request created or changed that took a value the body was not allowed to set. */
  function takenValues(before: Record<string, Row[]>, after: Record<string, Row[]>): string[] {
    const problems: string[] = [];
    for (const [table, rows] of Object.entries(after)) {
      const meta = t.dataSource.getMetadata(table);
      const keyOf = (row: Row) => meta.primaryColumns.map((c) => plain(row[c.databaseName])).join('/');
      const old = new Map(before[table].map((row) => [keyOf(row), row]));
      for (const row of rows) {
        const previous = old.get(keyOf(row));
        if (previous && JSON.stringify(previous) === JSON.stringify(row)) continue;
        const where = `${table} ${keyOf(row)}`;
        if ('companiaId' in row && table !== 'compania' && Number(row.companiaId) !== bravo.id) problems.push(`${where} landed in company ${row.companiaId}`);
        if (previous && plain(previous.createdAt) !== plain(row.createdAt)) problems.push(`${where} changed its createdAt`);
        for (const [column, value] of Object.entries(row)) {
          const text = plain(value);
          if (Number(value) === FOREIGN_ID || text === FOREIGN_TEXT || text.startsWith(FOREIGN_DATE.slice(0, 10))) problems.push(`${where}.${column} took the body's ${text}`);
        }
      }
    }
    return problems;
  }

  /** A fresh record for each placeholder, so every request creates or changes rows of its own. */
  async function freshPath(route: Route): Promise<Record<string, number>> {
    const values: Record<string, number> = {};
    for (const name of route.pathParams) values[name] = await createRecord(t, bravo, placeholderResource(route, name));
    return values;
  }

  /**
   * What a route needs first, for its sample body to succeed: activating takes a code of an enrolment under way;
   * deactivating, an active verification and one of its recovery codes; an acta, assets in the state it changes.
   */
  const PREPARE: Record<string, (token: string) => Promise<Row>> = {
    // A hand-over needs a free asset; a return, one its custodian holds.
    'POST /api/actas-entrega': async () => ({ activoIds: [await createRecord(t, bravo, 'activo')] }),
    'POST /api/actas-devolucion': async () => {
      const { custodioId, activoId } = await entregaDePrueba(t, bravo);
      return { custodioId, activoIds: [activoId], condiciones: [{ activoId, condicion: 'malo', nota: 'Pantalla rota' }] };
    },
    'POST /api/auth/2fa/activar': async (token) => {
      const enrolment = await t.http.post('/api/auth/2fa/inscripcion').set(auth(token));
      return { codigo: authenticator.generate(enrolment.body.secreto) };
    },
    'POST /api/auth/2fa/desactivar': async (token) => {
      const enrolment = await t.http.post('/api/auth/2fa/inscripcion').set(auth(token));
      const activada = await t.http.post('/api/auth/2fa/activar').set(auth(token)).send({ codigo: authenticator.generate(enrolment.body.secreto) });
      return { codigo: activada.body.codigosRecuperacion[0] };
    },
  };

  it('never takes an id, a company, a timestamp, an audit field or a derived column from a body', async () => {
    const mark = tally.mark();
    const routes = api.routes.filter((r) => r.jsonBody && !r.isPublic);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const [casing, label] of [[(k: string) => k, 'camelCase'], [pascal, 'PascalCase']] as const) {
        const path = await freshPath(route);
        // A route that changes the caller's own credentials gets a caller of its own, so each attack starts from the sample's password.
        const caller = actsOnCaller(route) ? await freshCaller(t, bravo, weakestAllowed(route)) : bravo.users[weakestAllowed(route)];
        const sample = { ...sampleBody(route, bravo), ...(await PREPARE[route.key]?.(caller.token)) };
        const before = await snapshotAll(t);
        const body = withOwnedFields(route.jsonBody!.schema, sample, casing);
        const answer = await call(t, route, { token: caller.token, path, body });
        const after = await snapshotAll(t);
        const problem = answer.status >= 300 ? `answered ${answer.status}: ${answer.bytes.toString().slice(0, 200)}` : takenValues(before, after).join('; ') || null;
        tally.record(route.key, `server-owned fields in ${label}`, problem);
      }
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  });

  describe('passwords', () => {
    const hashOf = (password: string) => hashSync(password, 4);
    const storedHash = async (id: number) =>
      (await t.dataSource.query(`SELECT contrasena FROM usuario WHERE id = ${id}`))[0].contrasena as string;
    const logsIn = async (email: string, password: string) => (await t.http.post('/api/auth/login').send({ correoElectronico: email, contrasena: password })).status === 200;

    it.each([
      ['POST /api/Usuario', 'post'],
      ['PUT /api/Usuario/{id}', 'put'],
    ] as const)('%s takes a bcrypt hash in contrasena as a password, never as the stored hash', async (key, method) => {
      const hash = hashOf('robada-1234');
      const body: Row = { ...sampleOf('CrearUsuarioDto', bravo), contrasena: hash };
      const id = method === 'post' ? undefined : await createRecord(t, bravo, 'usuario');
      const res = await t.http[method](id ? `/api/Usuario/${id}` : '/api/Usuario').set(auth(bravo.users[2].token)).send(body);
      expect(res.status).toBeLessThan(300);
      const problem = (await storedHash(res.body.id)) === hash ? 'stored the hash as sent' : (await logsIn(body.correoElectronico as string, 'robada-1234')) ? 'the hash’s password logs in' : null;
      tally.record(key, 'bcrypt hash as contrasena', problem);
      expect(problem).toBeNull();
      expect(await logsIn(body.correoElectronico as string, hash)).toBe(true);
      expect(JSON.stringify(res.body)).not.toMatch(/contrasena|\$2[aby]\$|\$argon2/);
    });

    it('PUT /api/Usuario/{id} without contrasena keeps the stored hash', async () => {
      const id = await createRecord(t, bravo, 'usuario');
      const hash = await storedHash(id);
      const res = await t.http.put(`/api/Usuario/${id}`).set(auth(bravo.users[2].token)).send(sampleOf('ActualizarUsuarioDto', bravo));
      expect(res.status).toBe(200);
      tally.record('PUT /api/Usuario/{id}', 'no contrasena', (await storedHash(id)) === hash ? null : 'changed the stored hash');
      expect(await storedHash(id)).toBe(hash);
    });

    it('writes no password or hash to the audit log', async () => {
      const audit = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_log'));
      const problem = /robada-1234|clave-segura-123|\$2[aby]\$\d\d\$|\$argon2id\$/.test(audit) ? 'the audit log holds a password or a hash' : null;
      tally.record('GET /api/Audit', 'passwords in the audit log', problem);
      expect(problem).toBeNull();
    });
  });

  it('answers refused server-owned fields of a Usuario body as docs/arquitectura.md, "Quién puede hacer qué" says: another company or the Maestro type is 403', async () => {
    const mark = tally.mark();
    const route = api.routes.find((r) => r.key === 'POST /api/Usuario')!;
    for (const [label, overrides] of [
      ['companiaId of another company', { companiaId: alfa.id }],
      ['tipo Maestro', { tipo: 1 }],
    ] as const) {
      const answer = await call(t, route, { token: bravo.users[2].token, body: { ...sampleOf('CrearUsuarioDto', bravo), ...overrides } });
      tally.record(route.key, label, answer.status === 403 ? errorProblem(answer) : `answered ${answer.status}`);
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  });
});
