import { createHash } from 'node:crypto';
import { ZipFile } from 'yazl';
import { guiaDePrueba } from '../../../../test/utils/guia-de-prueba';
import { CREDENCIALES_DE_PRUEBA, SimuladorSunat } from './simulador-sunat';
import { crearZip, leerZip } from './zip';

describe('SUNAT double', () => {
  let simulador: SimuladorSunat;
  let token: string;
  const c = CREDENCIALES_DE_PRUEBA;

  const pedirToken = (cambios: Record<string, string> = {}) =>
    fetch(`${simulador.url}/v1/clientessol/${c.clientId}/oauth2/token/`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'password', scope: 'https://api-cpe.sunat.gob.pe', client_id: c.clientId, client_secret: c.clientSecret, username: `${c.ruc}${c.usuarioSol}`, password: c.claveSol, ...cambios }),
    });
  const enviar = (nombre: string, archivo: object, conToken = true) =>
    fetch(`${simulador.url}/v1/contribuyente/gem/comprobantes/${nombre}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(conToken && { Authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ archivo }),
    });
  const consultar = async (ticket: string) =>
    (await fetch(`${simulador.url}/v1/contribuyente/gem/comprobantes/envios/${ticket}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const archivoDe = (guia: { nombre: string; zip: Buffer; sha256: string }) => ({ nomArchivo: `${guia.nombre}.zip`, arcGreZip: guia.zip.toString('base64'), hashZip: guia.sha256 });
  const cdrDe = async (respuesta: { arcCdr: string }) => (await leerZip(Buffer.from(respuesta.arcCdr, 'base64')))[0].datos.toString();

  beforeEach(async () => {
    simulador = await new SimuladorSunat({
      verificarDocumento: (xml) => (xml.includes('<cbc:Note>firma mala</cbc:Note>') ? [{ codigo: '2335', mensaje: 'La firma no es válida' }] : []),
    }).iniciar();
    token = ((await (await pedirToken()).json()) as { access_token: string }).access_token;
  });
  afterEach(() => simulador.cerrar());

  it('gives a token only for its credentials, with SUNAT’s refusal otherwise', async () => {
    expect(token).toEqual(expect.any(String));
    const cambios: Record<string, string>[] = [{ password: 'otra' }, { client_secret: 'otro' }, { username: `${c.ruc}OTRO` }, { grant_type: 'client_credentials' }];
    for (const cambio of cambios) {
      const respuesta = await pedirToken(cambio);
      expect([respuesta.status, await respuesta.json()]).toEqual([401, { error: 'invalid_client', error_description: 'cliente no autorizado' }]);
    }
  });

  it('refuses a send without a valid bearer', async () => {
    const guia = await guiaDePrueba();
    expect((await enviar(guia.nombre, archivoDe(guia), false)).status).toBe(401);
  });

  it.each([
    ['a name of another form', async () => ({ nombre: '20512333797-01-F001-1', archivo: archivoDe(await guiaDePrueba()) }), '0151'],
    ['an archive named otherwise', async () => { const g = await guiaDePrueba(); return { nombre: g.nombre, archivo: { ...archivoDe(g), nomArchivo: 'otro.zip' } }; }, '0151'],
    ['a hash of other bytes', async () => { const g = await guiaDePrueba(); return { nombre: g.nombre, archivo: { ...archivoDe(g), hashZip: 'a'.repeat(64) } }; }, '0160'],
    ['bytes that are no zip', async () => { const g = await guiaDePrueba(); const z = Buffer.from('no soy zip'); return { nombre: g.nombre, archivo: { nomArchivo: `${g.nombre}.zip`, arcGreZip: z.toString('base64'), hashZip: createHash('sha256').update(z).digest('hex') } }; }, '0156'],
    ['an XML of another name', async () => { const g = await guiaDePrueba(); const z = await crearZip('otro.xml', Buffer.from('<a/>')); return { nombre: g.nombre, archivo: { nomArchivo: `${g.nombre}.zip`, arcGreZip: z.toString('base64'), hashZip: createHash('sha256').update(z).digest('hex') } }; }, '0161'],
    ['two files', async () => { const g = await guiaDePrueba(); const z = await dosArchivos(`${g.nombre}.xml`); return { nombre: g.nombre, archivo: { nomArchivo: `${g.nombre}.zip`, arcGreZip: z.toString('base64'), hashZip: createHash('sha256').update(z).digest('hex') } }; }, '0161'],
    ['XML that is not well formed', async () => archivoDeGuia(await guiaDePrueba({ xml: '<DespatchAdvice><sin-cerrar></DespatchAdvice>' })), '0306'],
    ['an invoice instead of a guía', async () => archivoDeGuia(await guiaDePrueba({ xml: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>' })), '0306'],
    ['a guía of a RUC its user does not speak for', async () => archivoDeGuia(await guiaDePrueba({ ruc: '20100070970' })), '0154'],
  ])('answers 422 with the error for %s', async (_caso, armar, codigo) => {
    const { nombre, archivo } = await armar();
    const respuesta = await enviar(nombre, archivo);
    expect(respuesta.status).toBe(422);
    expect(await respuesta.json()).toMatchObject({ cod: '422', errors: [{ cod: codigo, msg: expect.any(String) }] });
  });

  it('answers 98 for the polls it is told, then the CDR: accepted, with its own download link', async () => {
    const guia = await guiaDePrueba();
    const control = await fetch(`${simulador.url}/__control/next`, { method: 'POST', body: JSON.stringify({ outcome: 'accept', pendingPolls: 2 }) });
    expect(control.status).toBe(200);
    const { numTicket } = (await (await enviar(guia.nombre, archivoDe(guia))).json()) as { numTicket: string };
    expect(await consultar(numTicket)).toEqual({ codRespuesta: '98' });
    expect(await consultar(numTicket)).toEqual({ codRespuesta: '98' });
    const veredicto = await consultar(numTicket);
    expect(veredicto).toMatchObject({ codRespuesta: '0', indCdrGenerado: '1' });
    const cdr = await cdrDe(veredicto);
    expect(cdr).toContain('<cbc:ReferenceID>T001-125</cbc:ReferenceID><cbc:ResponseCode>0</cbc:ResponseCode><cbc:Description>El Comprobante numero T001-125, ha sido aceptado</cbc:Description>');
    expect(cdr).toContain('<cac:RecipientParty><cac:PartyIdentification><cbc:ID>6-20512333797</cbc:ID>');
    const enlace = /<cbc:DocumentDescription>([^<]+)<\/cbc:DocumentDescription>/.exec(cdr)![1];
    expect(enlace.startsWith(`${simulador.url}/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=`)).toBe(true);
    const pdf = await fetch(enlace);
    expect([pdf.status, pdf.headers.get('content-type'), (await pdf.text()).slice(0, 5)]).toEqual([200, 'application/pdf', '%PDF-']);
  });

  it('observes with notes, rejects with the code it is told, and applies a scenario to one send only', async () => {
    const guia = await guiaDePrueba();
    simulador.programar({ outcome: 'observe' });
    const observada = await consultar(((await (await enviar(guia.nombre, archivoDe(guia))).json()) as { numTicket: string }).numTicket);
    expect(observada.codRespuesta).toBe('0');
    expect(await cdrDe(observada)).toContain('<cbc:Note>4398 - La placa del vehículo no se encuentra registrada</cbc:Note>');
    await fetch(`${simulador.url}/__control/next`, { method: 'POST', body: JSON.stringify({ outcome: 'reject', code: '2555' }) });
    const rechazada = await consultar(((await (await enviar(guia.nombre, archivoDe(guia))).json()) as { numTicket: string }).numTicket);
    expect(rechazada).toMatchObject({ codRespuesta: '99', error: { numError: '2555' } });
    expect(await cdrDe(rechazada)).toContain('<cbc:ResponseCode>2555</cbc:ResponseCode>');
    const siguiente = await consultar(((await (await enviar(guia.nombre, archivoDe(guia))).json()) as { numTicket: string }).numTicket);
    expect(siguiente.codRespuesta).toBe('0');
  });

  it('refuses by the name/ID consistency rules and by the verifier it was given', async () => {
    const otroNumero = await guiaDePrueba({ xml: (await xmlDe(await guiaDePrueba())).replace('T001-125', 'T002-7') });
    const refutada = await consultar(((await (await enviar(otroNumero.nombre, archivoDe(otroNumero))).json()) as { numTicket: string }).numTicket);
    expect(refutada).toMatchObject({ codRespuesta: '99', error: { numError: '1035' } });
    const firmaMala = await guiaDePrueba({ xml: (await xmlDe(await guiaDePrueba())).replace('</DespatchAdvice>', '<cbc:Note>firma mala</cbc:Note></DespatchAdvice>') });
    const mala = await consultar(((await (await enviar(firmaMala.nombre, archivoDe(firmaMala))).json()) as { numTicket: string }).numTicket);
    expect(mala).toMatchObject({ codRespuesta: '99', error: { numError: '2335', desError: 'La firma no es válida' } });
  });

  it('by default checks the UBL schema and the signature: an altered guía is 2335, one outside the schema 0306', async () => {
    await simulador.cerrar();
    simulador = await new SimuladorSunat().iniciar();
    token = ((await (await pedirToken()).json()) as { access_token: string }).access_token;
    const veredicto = async (guia: { nombre: string; zip: Buffer; sha256: string }) =>
      consultar(((await (await enviar(guia.nombre, archivoDe(guia))).json()) as { numTicket: string }).numTicket);
    const original = await xmlDe(await guiaDePrueba());
    expect(await veredicto(await guiaDePrueba())).toMatchObject({ codRespuesta: '0' });
    expect(await veredicto(await guiaDePrueba({ xml: original.replace('ABC123', 'XYZ789') }))).toMatchObject({ codRespuesta: '99', error: { numError: '2335' } });
    expect(await veredicto(await guiaDePrueba({ xml: original.replace('<cbc:UBLVersionID>', '<cbc:Intrusa>x</cbc:Intrusa><cbc:UBLVersionID>') }))).toMatchObject({
      codRespuesta: '99',
      error: { numError: '0306' },
    });
  });

  it('answers an unknown ticket with 0127, a programmed 422 or 500, and lists what it received', async () => {
    const desconocido = await fetch(`${simulador.url}/v1/contribuyente/gem/comprobantes/envios/no-existe`, { headers: { Authorization: `Bearer ${token}` } });
    expect([desconocido.status, await desconocido.json()]).toEqual([422, { cod: '422', msg: 'Unprocessable Entity', errors: [{ cod: '0127', msg: 'El ticket no existe' }] }]);
    const guia = await guiaDePrueba();
    simulador.programar({ http: 422, code: '0151' });
    expect((await enviar(guia.nombre, archivoDe(guia))).status).toBe(422);
    simulador.programar({ http: 500 });
    expect((await enviar(guia.nombre, archivoDe(guia))).status).toBe(500);
    const recibidas = (await (await fetch(`${simulador.url}/__control/requests`)).json()) as Array<{ metodo: string; ruta: string; cuerpo: unknown }>;
    expect(recibidas.map((r) => `${r.metodo} ${r.ruta}`)).toEqual([
      `POST /v1/clientessol/${c.clientId}/oauth2/token`,
      'GET /v1/contribuyente/gem/comprobantes/envios/no-existe',
      `POST /v1/contribuyente/gem/comprobantes/${guia.nombre}`,
      `POST /v1/contribuyente/gem/comprobantes/${guia.nombre}`,
    ]);
    // The token form is kept without its secrets.
    expect(JSON.stringify(recibidas)).not.toContain(c.claveSol);
    expect(JSON.stringify(recibidas)).not.toContain(c.clientSecret);
  });
});

const archivoDeGuia = (guia: { nombre: string; zip: Buffer; sha256: string }) => ({
  nombre: guia.nombre,
  archivo: { nomArchivo: `${guia.nombre}.zip`, arcGreZip: guia.zip.toString('base64'), hashZip: guia.sha256 },
});

const xmlDe = async (guia: { zip: Buffer }) => (await leerZip(guia.zip))[0].datos.toString();

function dosArchivos(nombre: string): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('<a/>'), nombre);
  zip.addBuffer(Buffer.from('<b/>'), 'otro.xml');
  zip.end();
  const partes: Buffer[] = [];
  return new Promise((resolve) => {
    zip.outputStream.on('data', (parte: Buffer) => partes.push(parte));
    zip.outputStream.on('end', () => resolve(Buffer.concat(partes)));
  });
}
