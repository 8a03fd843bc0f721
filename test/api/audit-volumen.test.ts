import { LessThan } from 'typeorm';
import { AuditConsultaService } from '../../src/audit/audit-consulta.service';
import { AuditLog } from '../../src/audit/audit-log.entity';
import { auth } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

/*
 * What a client can make the audit log grow by: refusals before it is known are counted on one row per status,
 * IP and minute; stored texts are capped; rows older than AUDIT_RETENTION_DAYS go every night.
 */

interface Fila {
  statusCode: number;
  action: string;
  success: boolean | number;
  userId: number | null;
  cantidad: number | string;
  endpoint: string;
  userAgent: string | null;
  description: string;
  newValues: string | null;
}

const TRUNCADO = '…[truncado]';
const RETENCION_DIAS = 30;
const DIA_MS = 86_400_000;
/** The current minute, as the aggregated rows group refusals. */
const minuto = () => new Date().toISOString().slice(0, 16);

describe('the audit log stays bounded', () => {
  let t: TestApp;
  let maestro: string;

  const q = (name: string) => t.dataSource.driver.escape(name);
  const filasDe = (ip: string): Promise<Fila[]> =>
    t.dataSource.query(`SELECT * FROM audit_log WHERE ${q('ipAddress')} = ${t.dataSource.driver.createParameter('ip', 0)} ORDER BY id`, [ip]);
  /** The refusals counted for each status, and on how many rows. */
  const porEstado = (filas: Fila[]) => {
    const cuenta: Record<number, { filas: number; cantidad: number }> = {};
    for (const fila of filas) {
      cuenta[fila.statusCode] ??= { filas: 0, cantidad: 0 };
      cuenta[fila.statusCode].filas += 1;
      cuenta[fila.statusCode].cantidad += Number(fila.cantidad);
    }
    return cuenta;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', AUDIT_RETENTION_DAYS: String(RETENCION_DIAS) } });
    maestro = await t.login();
  });
  afterAll(() => t?.close());

  it('counts the refusals before the caller is known on one row per status, IP and minute, however many arrive at once', async () => {
    const ip = '203.0.113.7';
    const revocado = await t.login();
    await t.http.post('/api/auth/logout').set(auth(revocado)).expect(204);
    const desde = minuto();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => t.http.get(`/api/activos?pagina=${i}`).set('X-Forwarded-For', ip).set('Authorization', 'Bearer no-es-un-token')),
      t.http.post('/api/Area').set('X-Forwarded-For', ip).set(auth(revocado)).send({ nombre: 'Área' }),
      t.http.delete('/api/ClaveApi/1').set('X-Forwarded-For', ip).set('X-API-Key', `af_${'x'.repeat(43)}`),
      ...Array.from({ length: 3 }, () => t.http.post('/api/Area').set('X-Forwarded-For', ip).set(auth(maestro)).set('Content-Type', 'application/json').send('{"nombre":')),
      ...Array.from({ length: 2 }, () => t.http.post('/api/no-existe').set('X-Forwarded-For', ip).send({})),
    ]);
    const minutos = new Set([desde, minuto()]).size;
    expect(answers.map((answer) => answer.status)).toEqual([...Array(22).fill(401), 400, 400, 400, 404, 404]);

    const filas = await filasDe(ip);
    const cuenta = porEstado(filas);
    expect(Object.keys(cuenta).map(Number).sort()).toEqual([400, 401, 404]);
    expect([cuenta[401].cantidad, cuenta[400].cantidad, cuenta[404].cantidad]).toEqual([22, 3, 2]);
    // One row per status, or two when the burst crossed into the next minute.
    for (const { filas: n } of Object.values(cuenta)) expect(n).toBeLessThanOrEqual(minutos);
    const [primera] = filas.filter((fila) => fila.statusCode === 401);
    expect(primera.userId).toBeNull();
    expect(Boolean(primera.success)).toBe(false);
    expect(primera.description).toMatch(/^Solicitudes rechazadas antes de identificar a quien llama, desde 203\.0\.113\.7 en este minuto; la primera: /);
  });

  it('keeps a row of its own for every failed login attempt', async () => {
    const ip = '203.0.113.8';
    for (let i = 0; i < 3; i++) {
      await t.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ correoElectronico: 'admin@demo.pe', contrasena: `equivocada-${i}` }).expect(401);
    }
    const filas = await filasDe(ip);
    expect(filas.map((fila) => [fila.action, fila.statusCode, Number(fila.cantidad)])).toEqual([
      ['LOGIN_FAILED', 401, 1],
      ['LOGIN_FAILED', 401, 1],
      ['LOGIN_FAILED', 401, 1],
    ]);
  });

  it('caps what a row keeps of a body, a query and the headers, with a mark where it cut', async () => {
    const ip = '203.0.113.9';
    const agente = `Agente/${'a'.repeat(7_000)}`;
    const consulta = `filtro=${'q'.repeat(6_000)}`;
    const cuerpo = { nombre: 'n'.repeat(90_000) };
    const desde = minuto();
    for (let i = 0; i < 30; i++) {
      const answer = await t.http.post(`/api/Area?${consulta}`).set('X-Forwarded-For', ip).set('User-Agent', agente).set('Authorization', 'Bearer no-es-un-token').send(cuerpo);
      expect(answer.status).toBe(401);
    }
    const anonimas = await filasDe(ip);
    expect(anonimas.length).toBeLessThanOrEqual(new Set([desde, minuto()]).size);
    expect(anonimas.reduce((total, fila) => total + Number(fila.cantidad), 0)).toBe(30);

    // The same texts from a known caller: its own row, just as capped.
    const conocida = await t.http.post(`/api/Area?${consulta}`).set('X-Forwarded-For', ip).set('User-Agent', agente).set(auth(maestro)).send(cuerpo);
    expect(conocida.status).toBe(400);
    const filas = await filasDe(ip);
    expect(filas.length).toBe(anonimas.length + 1);
    expect(filas.at(-1)!.userId).toEqual(expect.any(Number));
    for (const fila of filas) {
      expect(fila.userAgent!.length).toBe(500);
      expect(fila.userAgent!.endsWith(TRUNCADO)).toBe(true);
      expect(fila.endpoint.length).toBe(500);
      expect(fila.endpoint.endsWith(TRUNCADO)).toBe(true);
      expect(fila.newValues!.length).toBe(4096);
      expect(fila.newValues!.endsWith(TRUNCADO)).toBe(true);
    }
  });

  it('deletes every night the rows older than AUDIT_RETENTION_DAYS, a batch at a time, and keeps the newer ones', async () => {
    const ahora = Date.now();
    const fila = (dias: number, i: number): Partial<AuditLog> => ({
      timestamp: new Date(ahora - dias * DIA_MS - i * 1000),
      tableName: 'retencion',
      action: 'READ',
      success: true,
      description: `Fila de hace ${dias} días`,
    });
    const viejas = Array.from({ length: 2_500 }, (_, i) => fila(RETENCION_DIAS + 1, i));
    const recientes = Array.from({ length: 5 }, (_, i) => fila(RETENCION_DIAS - 1, i));
    const repo = t.dataSource.getRepository(AuditLog);
    for (let inicio = 0; inicio < viejas.length; inicio += 250) await repo.insert(viejas.slice(inicio, inicio + 250));
    await repo.insert(recientes);
    const cuantas = () => repo.countBy({ tableName: 'retencion' });
    expect(await cuantas()).toBe(2_505);

    await t.app.get(AuditConsultaService).applyRetention();

    expect(await cuantas()).toBe(5);
    const quedan = await repo.find({ where: { tableName: 'retencion' } });
    expect(quedan.every((f) => f.description === `Fila de hace ${RETENCION_DIAS - 1} días`)).toBe(true);
    // Nothing the retention keeps is older than its cut.
    expect(await repo.countBy({ timestamp: LessThan(new Date(ahora - RETENCION_DIAS * DIA_MS)) })).toBe(0);
  });
});
