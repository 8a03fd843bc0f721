import { pdfText } from '../fixtures/pdf';
import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, crearCompania, crearUsuario, download, firstSheet, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

describe('Campos personalizados de los activos', () => {
  let t: TestApp;
  let jefe: UsuarioPrueba;
  let usuario: UsuarioPrueba;
  let ajeno: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    const compania = await crearCompania(t, maestro, 'Campos Propios S.A.C.', '2061122334');
    jefe = await crearUsuario(t, maestro, 3, compania.id, 'jefe@campos.pe');
    usuario = await crearUsuario(t, maestro, 5, compania.id, 'usuario@campos.pe');
    const otra = await crearCompania(t, maestro, 'Otra de Campos S.A.C.', '2061122335');
    ajeno = await crearUsuario(t, maestro, 3, otra.id, 'jefe@otracampos.pe');
  });
  afterAll(() => t.close());

  const campos = (token = jefe.token) => ({
    crear: (body: object) => t.http.post('/api/campos-personalizados').set(auth(token)).send(body),
    editar: (id: number, body: object) => t.http.put(`/api/campos-personalizados/${id}`).set(auth(token)).send(body),
    borrar: (id: number, confirmar = false) => t.http.delete(`/api/campos-personalizados/${id}${confirmar ? '?confirmar=true' : ''}`).set(auth(token)),
  });
  const crearActivo = (body: object, token = usuario.token) => t.http.post('/api/activos').set(auth(token)).send(body);
  const lista = (filtro: object, token = usuario.token) => t.http.get('/api/activos').query({ filter: JSON.stringify(filtro), range: '[0,99]' }).set(auth(token));
  const codigos = (res: { body: Array<{ codigo: string }> }) => res.body.map((a) => a.codigo).sort();

  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const body of [
      { clave: 'poliza', etiqueta: 'Póliza', tipo: 'numero' },
      { clave: 'aseguradora', etiqueta: 'Aseguradora', tipo: 'lista', opciones: ['Rímac', 'Pacífico', ' Rímac '] },
      { clave: 'vence', etiqueta: 'Vence', tipo: 'fecha' },
      { clave: 'asegurado', etiqueta: 'Asegurado', tipo: 'si_no' },
      { clave: 'placa', etiqueta: 'Placa', tipo: 'texto', obligatorio: true, categoria: 'vehiculos' },
    ]) {
      ids[body.clave] = (await campos().crear(body).expect(201)).body.id;
    }
  });

  it('defines fields per company: the list by label, options without repeats, one clave per company, 404 for another company', async () => {
    const res = await t.http.get('/api/campos-personalizados').set(auth(usuario.token)).expect(200);
    expect(res.body.map((c: { etiqueta: string }) => c.etiqueta)).toEqual(['Asegurado', 'Aseguradora', 'Placa', 'Póliza', 'Vence']);
    expect(res.body[1]).toMatchObject({ clave: 'aseguradora', tipo: 'lista', opciones: ['Rímac', 'Pacífico'], obligatorio: false, categoria: null, activosConValor: 0 });
    expect((await campos().crear({ clave: 'poliza', etiqueta: 'Otra', tipo: 'texto' }).expect(409)).body.message).toBe('Ya existe un campo con la clave "poliza" en esta compañía');
    expect((await campos().crear({ clave: 'Mala Clave', etiqueta: 'X', tipo: 'moneda' }).expect(400)).body.message).toEqual([
      'La clave debe empezar con una letra minúscula y tener hasta 40 letras minúsculas, dígitos o _',
      'El tipo debe ser uno de: texto, numero, fecha, lista, si_no',
    ]);
    expect((await campos().crear({ clave: 'color', etiqueta: 'Color', tipo: 'lista' }).expect(400)).body.message).toBe('Un campo de tipo lista necesita al menos una opción');
    await t.http.get(`/api/campos-personalizados/${ids.poliza}`).set(auth(ajeno.token)).expect(404);
    await campos(ajeno.token).borrar(ids.poliza).expect(404);
    // The same clave in another company is its own field.
    await campos(ajeno.token).crear({ clave: 'poliza', etiqueta: 'Póliza', tipo: 'texto' }).expect(201);
    // Defining fields is the company administrator's (types 1 to 3).
    await campos(usuario.token).crear({ clave: 'soat', etiqueta: 'SOAT', tipo: 'texto' }).expect(403);
  });

  it('checks an asset\'s values by type, option, category and requirement, with one Spanish message per field', async () => {
    const res = await crearActivo({ descripcion: 'Camioneta', categoriaDepreciacion: 'vehiculos', camposPersonalizados: { poliza: 'doce', aseguradora: 'Mapfre', vence: '2026-02-30', asegurado: 'quizá' } }).expect(400);
    expect(res.body.message).toEqual([
      'El campo "Asegurado" debe ser sí o no',
      'El campo "Aseguradora" debe ser una de estas opciones: Rímac, Pacífico',
      'El campo "Placa" es obligatorio',
      'El campo "Póliza" debe ser un número',
      'El campo "Vence" debe ser una fecha AAAA-MM-DD',
    ]);
    const laptop = await crearActivo({ descripcion: 'Laptop', categoriaDepreciacion: 'computo', camposPersonalizados: { placa: 'ABC-123', otra: 1 } }).expect(400);
    expect(laptop.body.message).toEqual(['El campo "otra" no está definido para los activos de su compañía', 'El campo "Placa" solo corresponde a los activos de la categoría vehiculos']);
    const [{ n }] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM activo WHERE descripcion IN ('Camioneta', 'Laptop')`);
    expect(Number(n)).toBe(0);
  });

  it('keeps the values on the asset, typed, and a PUT without them keeps them', async () => {
    const creado = (
      await crearActivo({ codigo: 'VEH-1', descripcion: 'Camioneta', categoriaDepreciacion: 'vehiculos', camposPersonalizados: { poliza: '4521', aseguradora: 'rímac', vence: '2027-01-31', asegurado: true, placa: 'ABC-123' } }).expect(201)
    ).body;
    expect(creado.camposPersonalizados).toEqual({ aseguradora: 'Rímac', asegurado: true, placa: 'ABC-123', poliza: 4521, vence: '2027-01-31' });
    const editado = await t.http.put(`/api/activos/${creado.id}`).set(auth(usuario.token)).send({ descripcion: 'Camioneta 4x4', categoriaDepreciacion: 'vehiculos' }).expect(200);
    expect(editado.body.camposPersonalizados).toEqual(creado.camposPersonalizados);
    // A category the required field does not apply to, with the values of that field still there, is refused.
    const otraCategoria = await t.http.put(`/api/activos/${creado.id}`).set(auth(usuario.token)).send({ descripcion: 'Camioneta 4x4', categoriaDepreciacion: 'otros' }).expect(400);
    expect(otraCategoria.body.message).toEqual(['El campo "Placa" solo corresponde a los activos de la categoría vehiculos']);
    await crearActivo({ codigo: 'VEH-2', descripcion: 'Furgón', categoriaDepreciacion: 'vehiculos', camposPersonalizados: { poliza: 77, asegurado: false, placa: 'XYZ-999' } }).expect(201);
    await crearActivo({ codigo: 'PC-1', descripcion: 'Laptop', camposPersonalizados: { poliza: 4521.0, asegurado: 'no' } }).expect(201);
  });

  it('filters the list by a field\'s value (campo.<clave>), as the field\'s type reads it', async () => {
    expect(codigos(await lista({ 'campo.poliza': '4521' }).expect(200))).toEqual(['PC-1', 'VEH-1']);
    expect(codigos(await lista({ 'campo.poliza': 77 }).expect(200))).toEqual(['VEH-2']);
    expect(codigos(await lista({ 'campo.asegurado': 'no' }).expect(200))).toEqual(['PC-1', 'VEH-2']);
    expect(codigos(await lista({ 'campo.aseguradora': 'RÍMAC', 'campo.asegurado': 'sí' }).expect(200))).toEqual(['VEH-1']);
    expect(codigos(await lista({ 'campo.placa': 'ABC-123', q: 'camioneta' }).expect(200))).toEqual(['VEH-1']);
    const pagina = await lista({ 'campo.poliza': '4521' });
    expect(pagina.headers['content-range']).toMatch(/\/2$/);
    expect((await lista({ 'campo.color': 'rojo' }).expect(400)).body.message).toBe('Filtro desconocido: "campo.color"');
    expect((await lista({ 'campo.poliza': 'doce' }).expect(400)).body.message).toBe('Filtro "campo.poliza": El campo "Póliza" debe ser un número');
    // Another company's field of the same clave filters only its own assets.
    const ajenos = await lista({ 'campo.poliza': '4521' }, ajeno.token);
    expect([ajenos.status, ajenos.body]).toEqual([200, []]);
  });

  it('imports the fields\' columns the wizard maps (campo.<clave>Column), checking each row', async () => {
    const archivo = await xlsxFile([
      ['Código', 'Descripción', 'Póliza', 'Vence', 'Asegurado', 'Aseguradora'],
      ['IMP-1', 'Impresora', 88, new Date(Date.UTC(2027, 5, 30)), 'Sí', 'Pacífico'],
      ['IMP-2', 'Escáner', 'ochenta', null, 'no', 'Rímac'],
      ['IMP-3', 'Plotter', 90, null, 'no', 'Otra'],
    ]);
    const config = { startRow: 2, CodigoColumn: 1, DescripcionColumn: 2, 'campo.polizaColumn': 3, 'campo.venceColumn': 4, 'campo.aseguradoColumn': 5, 'campo.aseguradoraColumn': 6 };
    const res = await t.http.post('/api/activos/import-excel').set(auth(usuario.token)).attach('file', archivo, 'activos.xlsx').field('config', JSON.stringify(config)).expect(201);
    expect(res.body).toMatchObject({ successCount: 1, errorCount: 2 });
    // The cell is read as the field's type first, as every numeric column of the import.
    expect(res.body.processedItems[1].message).toContain('Columna 3 (Póliza): "ochenta" no es un número válido');
    expect(res.body.processedItems[2].message).toBe('El campo "Aseguradora" debe ser una de estas opciones: Rímac, Pacífico');
    const [importado] = (await t.http.get('/api/activos/search?codigo=IMP-1').set(auth(usuario.token))).body;
    expect(importado.camposPersonalizados).toEqual({ aseguradora: 'Pacífico', asegurado: true, poliza: 88, vence: '2027-06-30' });
  });

  it('exports a column per field, after the asset\'s own', async () => {
    const hoja = await firstSheet((await download(t.http.get('/api/activos/export/excel?codigo=VEH-1').set(auth(usuario.token)))).body as Buffer);
    const cabeceras = (hoja.getRow(1).values as string[]).slice(1);
    expect(cabeceras.slice(-5)).toEqual(['Asegurado', 'Aseguradora', 'Placa', 'Póliza', 'Vence']);
    expect((hoja.getRow(2).values as unknown[]).slice(-5)).toEqual(['Sí', 'Rímac', 'ABC-123', 4521, '2027-01-31']);
  });

  it('prints each asset\'s fields in the PDF catalogue, on a line under its row, as es-PE reads them', async () => {
    const pdf = (await download(t.http.get('/api/activos/export/pdf?codigo=VEH').set(auth(usuario.token)))).body as Buffer;
    const texto = pdfText(pdf).replace(/\s+/g, ' ');
    expect(texto).toContain('Asegurado: Sí · Aseguradora: Rímac · Placa: ABC-123 · Póliza: 4,521 · Vence: 31/01/2027');
    expect(texto).toContain('Asegurado: No · Placa: XYZ-999 · Póliza: 77');
  });

  it('refuses to change the type of a field with values; deleting one asks for confirmation, removes the values and keeps them in the audit log', async () => {
    const conValores = (await t.http.get(`/api/campos-personalizados/${ids.poliza}`).set(auth(jefe.token))).body;
    expect(conValores.activosConValor).toBe(4);
    expect((await campos().editar(ids.poliza, { clave: 'poliza', etiqueta: 'Póliza', tipo: 'texto' }).expect(409)).body.message).toBe(
      '4 activo(s) tienen un valor en el campo "Póliza": no se puede cambiar su tipo ni quitar opciones de su lista',
    );
    await campos().editar(ids.poliza, { clave: 'poliza', etiqueta: 'N.º de póliza', tipo: 'numero' }).expect(200);
    expect((await campos().borrar(ids.poliza).expect(409)).body.message).toBe('4 activo(s) tienen un valor en el campo "N.º de póliza": confirme la eliminación (confirmar=true) para quitarlos');
    await campos().borrar(ids.poliza, true).expect(204);
    const [vehiculo] = (await t.http.get('/api/activos/search?codigo=VEH-1').set(auth(usuario.token))).body;
    expect(vehiculo.camposPersonalizados).toEqual({ aseguradora: 'Rímac', asegurado: true, placa: 'ABC-123', vence: '2027-01-31' });
    const [fila] = await t.dataSource.query(`SELECT "recordCode", "oldValues" FROM audit_log WHERE "tableName" = 'campo_personalizado' AND action = 'DELETE' AND "statusCode" = 204`);
    // The row names the field by its code: a member called "clave" is hidden in the audit's JSON, as an API key's secret is.
    expect(fila.recordCode).toBe('poliza');
    expect(JSON.parse(fila.oldValues)).toMatchObject({ etiqueta: 'N.º de póliza', tipo: 'numero', activosConValor: 4, valores: { 'IMP-1': 88, 'PC-1': 4521, 'VEH-1': 4521, 'VEH-2': 77 } });
    // A field without values goes without asking.
    const sinValores = (await campos().crear({ clave: 'garantia', etiqueta: 'Garantía', tipo: 'fecha' }).expect(201)).body.id;
    await campos().borrar(sinValores).expect(204);
  });
});
