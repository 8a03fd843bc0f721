import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, crearUsuario, rucFrom, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

/*
 * Imports fed files as people really make them: workbooks saved by an office program
 * (codes typed as numbers lose their leading zeros, dates are dates) and the product's
 * own CSV templates filled in and saved back, with or without a byte-order mark,
 * separated by commas or semicolons.
 */

const DIRECCIONES = ['Calle', 'Ciudad', 'Distrito', 'Provincia', 'Departamento', 'Código Postal', 'Urbanización', 'Sede'];
const MAPEO_DIRECCIONES = { calleColumn: 1, ciudadColumn: 2, distritoColumn: 3, provinciaColumn: 4, departamentoColumn: 5, codigoPostalColumn: 6, urbanizacionColumn: 7, sedeColumn: 8 };
const CLIENTES = ['Nombre', 'Apellido', 'Correo', 'RUC', 'DNI', 'CE', 'Teléfono', 'Representante Legal', 'Ingeniero Responsable', 'Tiene Contrato', 'Dirección'];
const MAPEO_CLIENTES = { startRow: 2, nombreColumn: 1, apellidoColumn: 2, correoColumn: 3, rucColumn: 4, dniColumn: 5, tieneContratoColumn: 10 };
/** plantilla_activos.csv, as the panel offers it. */
const ACTIVOS = 'Código,Descripción,Tipo,Marca,Modelo,Serie,Color,Estado,Edificio,Piso,Categoría,Proveedor,Precio,Cantidad,Fecha Adquisición,Año Fabricación';
const MAPEO_ACTIVOS = { startRow: 2, CodigoColumn: 1, DescripcionColumn: 2, MarcaColumn: 4, PrecioUndMnColumn: 13, CantidadColumn: 14, FechaAdquisicionColumn: 15, AnioFabricacionColumn: 16 };

interface Item {
  rowNumber: number;
  id: number | null;
  codigo: string;
  status: string;
  message: string;
}

describe('imports of spreadsheets as office programs save them', () => {
  let t: TestApp;
  let user: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    user = await crearUsuario(t, await t.login(), 3, 1, 'importador@demo.pe');
  });
  afterAll(() => t.close());

  const upload = (path: string, file: Buffer, fileName: string, fields: Record<string, string>) => {
    let req = t.http.post(path).set(auth(user.token)).attach('file', file, fileName);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req;
  };
  const get = (path: string) => t.http.get(path).set(auth(user.token));
  const items = (body: { processedItems: Item[] }) => body.processedItems;

  it('puts back the zero a spreadsheet dropped from a postal code typed as a number, says so, and names the created address by its id', async () => {
    const file = await xlsxFile([
      DIRECCIONES,
      ['Av. Aviación 300', 'Arequipa', 'Cerro Colorado', 'Arequipa', 'Arequipa', 4017, 'Zamácola', 'Almacén Sur'],
      ['Av. Petit Thouars 4100', 'Lima', 'Miraflores', 'Lima', 'Lima', 15046, '', ''],
      ['Calle Corta 1', 'Lima', 'Lince', 'Lima', 'Lima', 123, '', ''],
    ]);
    const res = await upload('/api/Direccion/import-excel', file, 'direcciones.xlsx', { config: JSON.stringify({ startRow: 2, ...MAPEO_DIRECCIONES }) });
    expect(res.status).toBe(201);
    expect(items(res.body).map(({ rowNumber, status, message }) => [rowNumber, status, message])).toEqual([
      [2, 'Éxito', 'Importado correctamente (Código Postal completado con ceros: 04017)'],
      [3, 'Éxito', 'Importado correctamente'],
      // Three digits are no postal code that lost its zero.
      [4, 'Error', 'Código Postal: el código postal debe tener 5 dígitos'],
    ]);
    const [arequipa, miraflores, corta] = items(res.body);
    expect(corta.id).toBeNull();
    expect((await get(`/api/Direccion/${arequipa.id}`)).body).toMatchObject({ calle: 'Av. Aviación 300', codigoPostal: '04017' });
    expect((await get(`/api/Direccion/${miraflores.id}`)).body).toMatchObject({ calle: 'Av. Petit Thouars 4100', codigoPostal: '15046' });
  });

  it('puts back the zeros of a DNI and of a ten-digit RUC typed as numbers', async () => {
    const ruc = rucFrom('0123456789');
    const file = await xlsxFile([
      CLIENTES,
      ['Rosa', 'Quispe', 'rosa.quispe@ejemplo.pe', null, 7654321, null, null, null, null, 'Sí', null],
      ['Comercial', 'Norte', 'ventas@norte.pe', Number(ruc), 45678912, null, null, null, null, 1, null],
    ]);
    const res = await upload('/api/Cliente/import-excel', file, 'clientes.xlsx', { config: JSON.stringify(MAPEO_CLIENTES) });
    expect(res.status).toBe(201);
    expect(items(res.body).map(({ status, message }) => [status, message])).toEqual([
      ['Éxito', 'Importado correctamente (DNI completado con ceros: 07654321)'],
      ['Éxito', `Importado correctamente (RUC completado con ceros: ${ruc})`],
    ]);
    const [rosa, norte] = items(res.body);
    expect((await get(`/api/Cliente/${rosa.id}`)).body).toMatchObject({ nombre: 'Rosa', dni: '07654321' });
    expect((await get(`/api/Cliente/${norte.id}`)).body).toMatchObject({ nombre: 'Comercial', ruc, dni: '45678912' });
  });

  it('reads dates saved as dates and a supplier RUC typed as a number in an asset workbook', async () => {
    const ruc = rucFrom('0987654321');
    const file = await xlsxFile(
      [
        ['Código', 'Descripción', 'Fecha Adquisición', 'RUC Proveedor'],
        ['HOJA-1', 'Escritorio de melamina', new Date(Date.UTC(2024, 2, 15)), Number(ruc)],
      ],
      { numFmts: { 3: 'dd/mm/yyyy' } },
    );
    const config = { startRow: 2, CodigoColumn: 1, DescripcionColumn: 2, FechaAdquisicionColumn: 3, RucProveedorColumn: 4 };
    const res = await upload('/api/activos/import-excel', file, 'activos.xlsx', { config: JSON.stringify(config) });
    expect(items(res.body)).toEqual([expect.objectContaining({ codigo: 'HOJA-1', status: 'Éxito', message: `Importado correctamente (RUC Proveedor completado con ceros: ${ruc})` })]);
    const activo = (await get(`/api/activos/${items(res.body)[0].id}`)).body;
    expect(activo).toMatchObject({ codigo: 'HOJA-1', rucProveedor: ruc });
    expect(activo.fechaAdquisicion).toMatch(/^2024-03-15/);
  });

  it('takes the start row as a field of its own beside the column mapping, and an out-of-range one as 2', async () => {
    const file = await xlsxFile([
      ['Direcciones de la empresa'],
      DIRECCIONES,
      ['Jr. Carabaya 501', 'Lima', 'Lima', 'Lima', 'Lima', 15001, '', 'Sede Centro'],
    ]);
    const mapeo = JSON.stringify(MAPEO_DIRECCIONES);
    const tercera = await upload('/api/Direccion/import-excel', file, 'direcciones.xlsx', { startRow: '3', config: mapeo });
    expect(tercera.status).toBe(201);
    expect(items(tercera.body).map(({ rowNumber, status }) => [rowNumber, status])).toEqual([[3, 'Éxito']]);

    // 150 is outside 1 to 100: the data start on row 2, where the headers are read as a row that fails.
    const fuera = await upload('/api/Direccion/import-excel', file, 'direcciones.xlsx', { startRow: '150', config: mapeo });
    expect(fuera.status).toBe(201);
    expect(items(fuera.body).map(({ rowNumber }) => rowNumber)).toEqual([2, 3]);
    expect(items(fuera.body).map(({ status }) => status)).toEqual(['Error', 'Éxito']);
    expect((await upload('/api/Direccion/analyze-excel', file, 'direcciones.xlsx', { startRow: '150' })).body).toEqual(['Direcciones de la empresa', '', '', '', '', '', '', '']);
  });

  it('accepts the address template back as "CSV UTF-8" with a byte-order mark and semicolons', async () => {
    const csv = Buffer.from(
      '\uFEFFCalle;Ciudad;Distrito;Provincia;Departamento;Código Postal;Urbanización;Sede\r\n' +
        'Av. Ejército 710;Arequipa;Yanahuara;Arequipa;Arequipa;4017;;"Oficina; segundo piso"\r\n' +
        'Av. Javier Prado Este 4200;Lima;Santiago de Surco;Lima;Lima;15023;Monterrico;Sede Principal\r\n',
      'utf8',
    );
    expect((await upload('/api/Direccion/analyze-excel', csv, 'plantilla_direcciones.csv', { startRow: '2' })).body).toEqual(DIRECCIONES);
    const res = await upload('/api/Direccion/import-excel', csv, 'plantilla_direcciones.csv', { config: JSON.stringify({ startRow: 2, ...MAPEO_DIRECCIONES }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ successCount: 2, errorCount: 0, totalProcessed: 2 });
    expect(items(res.body)[0].message).toBe('Importado correctamente (Código Postal completado con ceros: 04017)');
    expect((await get(`/api/Direccion/${items(res.body)[0].id}`)).body).toMatchObject({ calle: 'Av. Ejército 710', distrito: 'Yanahuara', sede: 'Oficina; segundo piso' });
  });

  it('accepts the asset template back without a byte-order mark, separated by commas', async () => {
    const csv = Buffer.from(
      `${ACTIVOS}\n` +
        'CSV-1,"Silla ergonómica, negra",Mueble,Atlas,Operativa,SE-001,Negro,Activo,Sede Central,2,Muebles,Muebles SAC,350,4,10/01/2024,2023\n' +
        ',Proyector Epson EB-X49,Equipo,Epson,EB-X49,X49-77,Blanco,Activo,Torre A,5,Equipos,Epson Perú,1850,1,05/06/2023,1850\n',
      'utf8',
    );
    const headers = (await upload('/api/activos/analyze-excel', csv, 'plantilla_activos.csv', { startRow: '2' })).body;
    expect(headers).toEqual(ACTIVOS.split(','));
    const res = await upload('/api/activos/import-excel', csv, 'plantilla_activos.csv', { config: JSON.stringify(MAPEO_ACTIVOS) });
    expect(res.status).toBe(201);
    expect(items(res.body).map(({ rowNumber, status }) => [rowNumber, status])).toEqual([
      [2, 'Éxito'],
      [3, 'Error'],
    ]);
    expect(items(res.body)[1].message).toContain('Año debe estar entre 1900 y 2030');
    const silla = (await get(`/api/activos/${items(res.body)[0].id}`)).body;
    expect(silla).toMatchObject({ codigo: 'CSV-1', descripcion: 'Silla ergonómica, negra', marca: 'Atlas', cantidad: 4 });
    expect(silla.fechaAdquisicion).toMatch(/^2024-01-10/);
  });

  it('still refuses text that is not named .csv, and a .csv that is binary', async () => {
    const csv = Buffer.from('Calle,Ciudad\nAv. Uno 1,Lima\n');
    for (const [bytes, name] of [
      [csv, 'direcciones.xlsx'],
      [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]), Buffer.alloc(64)]), 'foto.csv'],
    ] as const) {
      const res = await upload('/api/Direccion/analyze-excel', bytes, name, { startRow: '2' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('El archivo debe ser un Excel (.xlsx o .xls)');
    }
  });
});
