import { existsSync, readFileSync } from 'node:fs';
import { createPrivateKey, createSign, createVerify } from 'node:crypto';
import { CERTIFICADO_DEMASIADO_COSTOSO, GreConfiguracionService } from '../../src/gre/configuracion/gre-configuracion.service';
import { CREDENCIALES_DE_PRUEBA, SimuladorSunat } from '../../src/gre/sunat/simulador/simulador-sunat';
import { CERTIFICADO_EC, certificadoDePrueba } from '../utils/certificado-de-prueba';
import { auth, crearCompania, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, DEMO, TestApp } from '../utils/test-app';

/*
 * A company's guía electrónica configuration (docs/gre-sunat.md): what goes in, what comes out (never a secret), who
 * may touch it, and the connection test against the SUNAT double.
 */

const RUTA = '/api/gre/configuracion';
const C = CREDENCIALES_DE_PRUEBA;
const CONFIGURACION = { serie: 't001', clientId: C.clientId, clientSecret: C.clientSecret, usuarioSol: C.usuarioSol, claveSol: C.claveSol };
const VACIA = { serie: null, clientId: null, usuarioSol: null, clientSecretConfigurado: false, claveSolConfigurada: false, certificado: null, configurado: false };

describe('GRE configuration of a company', () => {
  let t: TestApp;
  let simulador: SimuladorSunat;
  let maestro: string;
  const usuarios: Record<number, UsuarioPrueba> = {};
  let otra: { id: number };
  let adminDeOtra: UsuarioPrueba;
  const certificado = certificadoDePrueba({ clave: 'Clave-Del-Pfx-9' });

  const subir = (token: string, pfx: Buffer, clave: string, query = '') =>
    t.http.post(`/api/gre/certificado${query}`).set(auth(token)).attach('file', pfx, 'certificado.pfx').field('clave', clave);

  beforeAll(async () => {
    simulador = await new SimuladorSunat().iniciar();
    t = await createTestApp({ env: { SUNAT_GRE_AUTH_URL: `${simulador.url}/v1`, SUNAT_GRE_API_URL: `${simulador.url}/v1` } });
    maestro = await t.login();
    for (const tipo of [2, 3, 4, 5, 6]) usuarios[tipo] = await crearUsuario(t, maestro, tipo, 1, `gre${tipo}@demo.pe`);
    otra = await crearCompania(t, maestro, 'Transportes Norte S.A.C.', '2060000011');
    adminDeOtra = await crearUsuario(t, maestro, 2, otra.id, 'admin@norte.pe');
  });
  afterAll(async () => {
    await t?.close();
    await simulador?.cerrar();
  });

  it('starts empty, asks for the secrets the first time, and then shows everything but them', async () => {
    expect((await t.http.get(RUTA).set(auth(usuarios[2].token)).expect(200)).body).toEqual(VACIA);
    const sinSecreto = await t.http.put(RUTA).set(auth(usuarios[2].token)).send({ ...CONFIGURACION, clientSecret: undefined });
    expect([sinSecreto.status, sinSecreto.body.message]).toEqual([400, 'El client secret es obligatorio']);
    const sinClave = await t.http.put(RUTA).set(auth(usuarios[2].token)).send({ ...CONFIGURACION, claveSol: '' });
    expect([sinClave.status, sinClave.body.message]).toEqual([400, 'La clave SOL es obligatoria']);
    const guardada = await t.http.put(RUTA).set(auth(usuarios[2].token)).send(CONFIGURACION).expect(200);
    const esperada = { ...VACIA, serie: 'T001', clientId: C.clientId, usuarioSol: C.usuarioSol, clientSecretConfigurado: true, claveSolConfigurada: true };
    expect(guardada.body).toEqual(esperada);
    expect((await t.http.get(RUTA).set(auth(usuarios[2].token)).expect(200)).body).toEqual(esperada);
  });

  it('keeps the stored secrets when a later PUT leaves them out', async () => {
    const cambio = await t.http.put(RUTA).set(auth(usuarios[2].token)).send({ serie: 'T002', clientId: C.clientId, usuarioSol: C.usuarioSol }).expect(200);
    expect(cambio.body).toMatchObject({ serie: 'T002', clientSecretConfigurado: true, claveSolConfigurada: true });
    expect((await t.http.post(`${RUTA}/probar`).set(auth(usuarios[2].token)).expect(200)).body).toEqual({
      ok: true,
      mensaje: 'Conexión correcta: SUNAT aceptó las credenciales y entregó un token',
    });
  });

  it.each([
    [{ serie: 'F001' }, 'serie', 'La serie debe tener 4 caracteres y empezar con T, p. ej. T001'],
    [{ serie: 'T0001' }, 'serie', 'La serie debe tener 4 caracteres y empezar con T, p. ej. T001'],
    [{ clientId: '' }, 'clientId', 'El client ID es obligatorio'],
    [{ usuarioSol: '20512333797 PRUEBA' }, 'usuarioSol', 'El usuario SOL debe tener de 1 a 30 letras o dígitos, sin el RUC'],
  ])('refuses %j with a Spanish message for its field', async (cambio, campo, mensaje) => {
    const res = await t.http.put(RUTA).set(auth(usuarios[2].token)).send({ ...CONFIGURACION, ...cambio });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: campo, message: mensaje });
  });

  it('reads the certificate and shows its holder, serial and expiry; the configuration is then complete', async () => {
    const res = await subir(usuarios[2].token, certificado.pfx, certificado.clave).expect(200);
    expect(res.body.certificado).toEqual({ titular: 'EMPRESA DEMO S.A.C. (RUC 20512333797)', numeroSerie: certificado.numeroSerie.toUpperCase(), venceEl: expect.any(String) });
    expect(Math.abs(new Date(res.body.certificado.venceEl).getTime() - certificado.venceEl.getTime())).toBeLessThan(1000);
    expect(res.body.configurado).toBe(true);
  });

  it.each([
    ['a wrong password', () => ({ pfx: certificado.pfx, clave: 'otra-clave' }), 'La clave del certificado no es correcta'],
    ['a file that is no PKCS#12', () => ({ pfx: Buffer.from(certificado.certificadoPem), clave: certificado.clave }), 'El archivo no es un certificado PKCS#12 (.pfx o .p12)'],
    ['an EC key', () => CERTIFICADO_EC, 'La llave del certificado no es RSA: SUNAT solo acepta firmas RSA'],
    [
      'an expired certificate',
      () => certificadoDePrueba({ desde: new Date('2021-01-01T12:00:00Z'), venceEl: new Date('2023-03-31T12:00:00Z') }),
      'El certificado venció el 31/03/2023',
    ],
  ])('refuses %s with 400 naming the cause, and keeps the certificate it had', async (_caso, archivo, mensaje) => {
    const { pfx, clave } = archivo();
    const res = await subir(usuarios[2].token, pfx, clave);
    expect([res.status, res.body.message]).toEqual([400, mensaje]);
    expect((await t.http.get(RUTA).set(auth(usuarios[2].token))).body.certificado.numeroSerie).toBe(certificado.numeroSerie.toUpperCase());
  });

  it('reads a certificate in the worker pool: one that asks for endless rounds is refused while the server keeps answering', async () => {
    const costoso = certificadoDePrueba({ iteracionesDelMac: 2_000_000_000 });
    const subida = subir(usuarios[2].token, costoso.pfx, costoso.clave).then((res) => res);
    expect((await t.http.get(RUTA).set(auth(usuarios[2].token))).status).toBe(200);
    const res = await subida;
    expect([res.status, res.body.message]).toEqual([400, CERTIFICADO_DEMASIADO_COSTOSO]);
  });

  it('never answers, audits or stores a secret in the clear', async () => {
    const secretos = [C.clientSecret, C.claveSol, certificado.clave, 'otra-clave'];
    const llave = certificado.llavePem.split('\n')[5];
    const filas = JSON.stringify(await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'gre_configuracion' ORDER BY id`));
    expect(filas).toContain('***');
    const configuracion = JSON.stringify(await t.dataSource.query('SELECT * FROM gre_configuracion'));
    expect(configuracion).toMatch(/"clientSecret":"v1:/);
    expect(configuracion).toMatch(/"llavePem":"v1:/);
    const respuestas = JSON.stringify((await t.http.get(RUTA).set(auth(usuarios[2].token))).body);
    for (const texto of [filas, configuracion, respuestas]) for (const secreto of [...secretos, llave]) expect(texto).not.toContain(secreto);
    if (process.env.DB_TYPE === 'postgres') return;
    await t.dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
    const archivo = process.env.DB_PATH!;
    const bytes = Buffer.concat([archivo, `${archivo}-wal`].filter(existsSync).map((ruta) => readFileSync(ruta)));
    for (const secreto of [...secretos, llave]) expect(bytes.includes(Buffer.from(secreto))).toBe(false);
    // The public part is kept as it is: the check above would find a plain value.
    expect(bytes.includes(Buffer.from(C.clientId))).toBe(true);
  });

  it('gives the sending code the decrypted credentials, with a key that signs for the certificate', async () => {
    const credenciales = await t.app.get(GreConfiguracionService).credencialesDe(1);
    expect(credenciales).toMatchObject({
      ruc: DEMO.ruc,
      razonSocial: DEMO.razonSocial,
      serie: 'T002',
      clientId: C.clientId,
      clientSecret: C.clientSecret,
      usuarioSol: C.usuarioSol,
      claveSol: C.claveSol,
      algoritmo: 'rsa-sha1',
    });
    const firma = createSign('sha1').update('guía').sign(createPrivateKey(credenciales.llavePem));
    expect(createVerify('sha1').update('guía').verify(credenciales.certificadoPem, firma)).toBe(true);
    await expect(t.app.get(GreConfiguracionService).credencialesDe(otra.id)).rejects.toThrow(/no tiene configurada la guía electrónica/);
  });

  it('answers what SUNAT said to wrong credentials, without the secrets', async () => {
    await t.http.put(RUTA).set(auth(usuarios[2].token)).send({ ...CONFIGURACION, claveSol: 'Clave-Equivocada-7' }).expect(200);
    const res = await t.http.post(`${RUTA}/probar`).set(auth(usuarios[2].token)).expect(200);
    expect(res.body).toEqual({ ok: false, mensaje: 'SUNAT no entregó el token (HTTP 401): cliente no autorizado' });
    await t.http.put(RUTA).set(auth(usuarios[2].token)).send(CONFIGURACION).expect(200);
    const sinConfigurar = await t.http.post(`${RUTA}/probar`).set(auth(adminDeOtra.token));
    expect([sinConfigurar.status, sinConfigurar.body.message]).toEqual([409, 'Guarde primero el client ID, el client secret, el usuario SOL y la clave SOL']);
  });

  it('is for types 1 and 2 only', async () => {
    for (const tipo of [3, 4, 5, 6]) {
      const { token } = usuarios[tipo];
      for (const res of [
        await t.http.get(RUTA).set(auth(token)),
        await t.http.put(RUTA).set(auth(token)).send(CONFIGURACION),
        await t.http.post(`${RUTA}/probar`).set(auth(token)),
        await subir(token, certificado.pfx, certificado.clave),
      ]) {
        expect([res.status, res.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
      }
    }
  });

  it('keeps an Administrador in its own company, and lets a Maestro name one', async () => {
    // Another company's Administrador sees its own empty configuration, whatever it names.
    expect((await t.http.get(`${RUTA}?companiaId=1`).set(auth(adminDeOtra.token)).expect(200)).body).toEqual(VACIA);
    await t.http.put(`${RUTA}?companiaId=1`).set(auth(adminDeOtra.token)).send({ ...CONFIGURACION, serie: 'T900' }).expect(200);
    expect((await t.http.get(RUTA).set(auth(usuarios[2].token))).body.serie).toBe('T001');
    expect((await t.http.get(`${RUTA}?companiaId=${otra.id}`).set(auth(maestro)).expect(200)).body.serie).toBe('T900');
    await t.http.put(`${RUTA}?companiaId=${otra.id}`).set(auth(maestro)).send({ serie: 'T901', clientId: 'otro-cliente', usuarioSol: 'NORTE01' }).expect(200);
    expect((await t.http.get(RUTA).set(auth(adminDeOtra.token))).body).toMatchObject({ serie: 'T901', clientId: 'otro-cliente', clientSecretConfigurado: true });
    expect((await t.http.get(RUTA).set(auth(maestro))).body.serie).toBe('T001');
    const ninguna = await t.http.get(`${RUTA}?companiaId=99999`).set(auth(maestro));
    expect([ninguna.status, ninguna.body.message]).toEqual([404, 'Compañía no encontrada']);
  });

  it('audits each change in the company it changed, with the old values and without secrets', async () => {
    const [fila] = await t.dataSource.query(
      `SELECT "newValues", "oldValues", "companiaId", "module" FROM audit_log WHERE "tableName" = 'gre_configuracion' AND "httpMethod" = 'PUT' AND "statusCode" = 200 ORDER BY id DESC`,
    );
    expect(fila).toMatchObject({ companiaId: otra.id, module: 'Guía electrónica' });
    expect(JSON.parse(fila.oldValues)).toMatchObject({ serie: 'T900', claveSolConfigurada: true });
    const [prueba] = await t.dataSource.query(`SELECT description FROM audit_log WHERE "endpoint" = '/api/gre/configuracion/probar' AND "statusCode" = 200 ORDER BY id DESC`);
    expect(prueba.description).toBe('Prueba de conexión con SUNAT: SUNAT no entregó el token (HTTP 401): cliente no autorizado');
    const subida = (await t.dataSource.query(`SELECT "newValues" FROM audit_log WHERE "endpoint" = '/api/gre/certificado' AND "statusCode" = 400 ORDER BY id DESC`)) as Array<{ newValues: string }>;
    expect(subida.length).toBeGreaterThan(0);
    for (const { newValues } of subida) expect(JSON.parse(newValues).clave).toBe('***');
  });
});
