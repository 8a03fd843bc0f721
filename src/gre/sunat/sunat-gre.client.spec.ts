import { leerZip } from './simulador/zip';
import { CREDENCIALES_DE_PRUEBA, SimuladorSunat } from './simulador/simulador-sunat';
import { SunatGreClient, SunatTokenError } from './sunat-gre.client';
import { guiaDePrueba } from '../../../test/utils/guia-de-prueba';

describe('SunatGreClient against the SUNAT double', () => {
  let simulador: SimuladorSunat;
  let ahora: number;
  const cliente = (opciones: { timeoutMs?: number; apiUrl?: string } = {}) =>
    new SunatGreClient({ authUrl: `${simulador.url}/v1`, apiUrl: opciones.apiUrl ?? `${simulador.url}/v1`, esperasMs: [0, 0, 0], timeoutMs: opciones.timeoutMs, ahora: () => ahora });
  const pedidos = (ruta: RegExp) => simulador.solicitudes().filter((s) => ruta.test(s.ruta)).length;
  const TOKEN = /oauth2\/token$/;
  const ENVIO = /\/gem\/comprobantes\/\d/;

  beforeEach(async () => {
    ahora = Date.now();
    simulador = await new SimuladorSunat().iniciar();
  });
  afterEach(() => simulador.cerrar());

  it('sends with a token, gets a ticket, and reads the CDR once the ticket is done', async () => {
    const sunat = cliente();
    const guia = await guiaDePrueba();
    simulador.programar({ pendingPolls: 1 });
    const envio = await sunat.enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256);
    expect(envio).toEqual({ ticket: expect.stringMatching(/^[0-9a-f-]{36}$/), fecRecepcion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/) });
    const ticket = (envio as { ticket: string }).ticket;
    expect(await sunat.consultar(CREDENCIALES_DE_PRUEBA, ticket)).toEqual({ codRespuesta: '98' });
    const estado = await sunat.consultar(CREDENCIALES_DE_PRUEBA, ticket);
    expect(estado.codRespuesta).toBe('0');
    const [cdr] = await leerZip(estado.cdrZip!);
    expect(cdr.nombre).toBe('R-20512333797-09-T001-125.xml');
    expect(cdr.datos.toString()).toContain('<cbc:ResponseCode>0</cbc:ResponseCode>');
    // One token served the send and both queries.
    expect(pedidos(TOKEN)).toBe(1);
    expect(simulador.solicitudes().find((s) => ENVIO.test(s.ruta))?.cuerpo).toEqual({
      archivo: { nomArchivo: `${guia.nombre}.zip`, arcGreZip: guia.zip.toString('base64'), hashZip: guia.sha256 },
    });
  });

  it('keeps the token until 60 s before it expires, then asks for a new one', async () => {
    const sunat = cliente();
    const guia = await guiaDePrueba();
    await sunat.enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256);
    ahora += (3600 - 61) * 1000;
    await sunat.enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256);
    expect(pedidos(TOKEN)).toBe(1);
    ahora += 2000;
    await sunat.enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256);
    expect(pedidos(TOKEN)).toBe(2);
  });

  it('on a 401 forgets the token and tries once more with a new one', async () => {
    const sunat = cliente();
    const guia = await guiaDePrueba();
    const { ticket } = (await sunat.enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256)) as { ticket: string };
    simulador.olvidarTokens();
    expect((await sunat.consultar(CREDENCIALES_DE_PRUEBA, ticket)).codRespuesta).toBe('0');
    expect(pedidos(TOKEN)).toBe(2);
  });

  it('retries a 5xx and a send left unanswered with the same file, and gets the ticket', async () => {
    const guia = await guiaDePrueba();
    simulador.programar({ http: 500 });
    expect(await cliente().enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256)).toHaveProperty('ticket');
    expect(pedidos(ENVIO)).toBe(2);
    simulador.programar({ http: 'timeout' });
    expect(await cliente({ timeoutMs: 300 }).enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256)).toHaveProperty('ticket');
    const envios = simulador.solicitudes().filter((s) => ENVIO.test(s.ruta));
    expect(envios).toHaveLength(4);
    expect(new Set(envios.map((s) => JSON.stringify(s.cuerpo))).size).toBe(1);
  });

  it('answers unknown when no attempt gets an answer', async () => {
    const guia = await guiaDePrueba();
    const sinServicio = cliente({ apiUrl: 'http://127.0.0.1:9/v1' });
    const resultado = await sinServicio.enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256);
    expect(resultado).toEqual({ desconocido: expect.stringMatching(/^sin respuesta de SUNAT: /) });
  });

  it('gives a 422 as a validation refusal with SUNAT’s errors, without retrying', async () => {
    const guia = await guiaDePrueba();
    expect(await cliente().enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, '0'.repeat(64))).toEqual({
      rechazoDeValidacion: [{ cod: '0160', msg: 'El hash del archivo ZIP no coincide con su contenido' }],
    });
    expect(pedidos(ENVIO)).toBe(1);
  });

  it('reads a refusal with its error and CDR', async () => {
    const sunat = cliente();
    const guia = await guiaDePrueba({ rucDelXml: '20100070970' });
    const { ticket } = (await sunat.enviar(CREDENCIALES_DE_PRUEBA, guia.nombre, guia.zip, guia.sha256)) as { ticket: string };
    const estado = await sunat.consultar(CREDENCIALES_DE_PRUEBA, ticket);
    expect(estado).toMatchObject({ codRespuesta: '99', error: { numError: '1034' } });
    expect((await leerZip(estado.cdrZip!))[0].datos.toString()).toContain('<cbc:ResponseCode>1034</cbc:ResponseCode>');
  });

  it('says in Spanish why SUNAT gave no token, without the secrets', async () => {
    const promesa = cliente().pedirToken({ ...CREDENCIALES_DE_PRUEBA, claveSol: 'clave-equivocada' });
    await expect(promesa).rejects.toThrow(new SunatTokenError('SUNAT no entregó el token (HTTP 401): cliente no autorizado'));
    await expect(cliente().consultar({ ...CREDENCIALES_DE_PRUEBA, clientSecret: 'otro' }, 'x')).rejects.toBeInstanceOf(SunatTokenError);
  });

  it('throws on an unknown ticket with SUNAT’s code', async () => {
    await expect(cliente().consultar(CREDENCIALES_DE_PRUEBA, 'no-existe')).rejects.toThrow('SUNAT no respondió el ticket no-existe (HTTP 422): 0127 - El ticket no existe');
  });
});
