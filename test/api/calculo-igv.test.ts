import { auth, crearUsuario, rucFrom } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

// How each company splits an asset's amount with IGV (docs/reglas-peru.md, "IGV del precio"): chosen on creation,
// followed by every figure computed from the amounts, changed only while the company has no assets.

describe('cálculo del IGV de la compañía', () => {
  let t: TestApp;
  let maestro: string;

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
  });
  afterAll(() => t.close());

  /** A company with the rule and a type-3 user of it (its token). */
  const companiaCon = async (calculoIgv: string | undefined, primerosDiez: string) => {
    const res = await t.http.post('/api/Compania').set(auth(maestro)).send({ razonSocial: `IGV ${calculoIgv ?? 'por defecto'}`, ruc: rucFrom(primerosDiez), ...(calculoIgv && { calculoIgv }) });
    expect(res.status).toBe(201);
    const usuario = await crearUsuario(t, maestro, 3, res.body.id, `igv-${primerosDiez}@demo.pe`);
    return { id: res.body.id as number, calculoIgv: res.body.calculoIgv as string, token: usuario.token };
  };

  const figuras = (activo: Record<string, number>) => ({ importeMn: activo.importeMn, igv: activo.igv, precio: activo.precio, total: activo.total });

  it.each([
    ['incluido', '2071000001', { importeMn: 1180, igv: 180, precio: 1000, total: 1180 }],
    ['adicional', '2071000002', { importeMn: 1180, igv: 212.4, precio: 1180, total: 1392.4 }],
    ['especificacion', '2071000003', { importeMn: 1180, igv: 212.4, precio: 967.6, total: 1180 }],
  ])('con la regla %s, 1,180.00 con IGV se guarda, se lee, se edita, se importa y se exporta con las mismas cifras', async (regla, ruc, esperadas) => {
    const { token } = await companiaCon(regla, ruc);
    const creado = await t.http.post('/api/activos').set(auth(token)).send({ descripcion: 'Laptop', cantidad: 1, precioUndMn: 1180, conIgv: true, fechaAdquisicion: '2025-01-15' });
    expect(creado.status).toBe(201);
    expect(figuras(creado.body)).toEqual(esperadas);
    const leido = await t.http.get(`/api/activos/${creado.body.id}`).set(auth(token));
    expect(figuras(leido.body)).toEqual(esperadas);

    // An edit recomputes by the same rule: two units.
    const editado = await t.http.put(`/api/activos/${creado.body.id}`).set(auth(token)).send({ descripcion: 'Laptop', cantidad: 2, precioUndMn: 1180, conIgv: true, fechaAdquisicion: '2025-01-15' });
    expect(editado.status).toBe(200);
    expect(figuras(editado.body)).toEqual(Object.fromEntries(Object.entries(esperadas).map(([campo, valor]) => [campo, Math.round(valor * 2 * 100) / 100])));

    // An imported row with IGV: the same rule.
    const csv = Buffer.from('Descripcion,Precio,IGV\r\nImpresora,1180,1\r\n', 'utf8');
    const importado = await t.http
      .post('/api/activos/import-excel')
      .set(auth(token))
      .field('config', JSON.stringify({ startRow: 2, DescripcionColumn: 1, PrecioUndMnColumn: 2, IgvColumn: 3 }))
      .attach('file', csv, 'activos.csv');
    expect(importado.status).toBe(201);
    const lista = await t.http.get('/api/activos').set(auth(token));
    expect(lista.body.filter((activo: { descripcion: string }) => activo.descripcion === 'Impresora').map(figuras)).toEqual([esperadas]);

    // The list's totals and the depreciation base follow the stored figures.
    const estadisticas = await t.http.get('/api/activos/statistics').set(auth(token));
    expect(estadisticas.body).toMatchObject({ igvTotal: Math.round(esperadas.igv * 3 * 100) / 100, valorSinIgv: Math.round(esperadas.precio * 3 * 100) / 100 });
  });

  it('una compañía nueva lee los importes como las facturas (incluido); las anteriores conservan la regla de la especificación', async () => {
    const nueva = await companiaCon(undefined, '2071000004');
    expect(nueva.calculoIgv).toBe('incluido');
    const demo = await t.http.get('/api/Compania/1').set(auth(maestro));
    expect(demo.body.calculoIgv).toBe('especificacion');
  });

  it('la regla cambia mientras la compañía no tiene activos; con activos, 409 en español y nada cambia', async () => {
    const { id, token } = await companiaCon('adicional', '2071000005');
    const cuerpo = { razonSocial: 'IGV adicional', ruc: rucFrom('2071000005') };
    const cambio = await t.http.put(`/api/Compania/${id}`).set(auth(maestro)).send({ ...cuerpo, calculoIgv: 'incluido' });
    expect([cambio.status, cambio.body.calculoIgv]).toEqual([200, 'incluido']);
    await t.http.post('/api/activos').set(auth(token)).send({ descripcion: 'Silla', precioUndMn: 118, conIgv: true }).expect(201);
    const refusado = await t.http.put(`/api/Compania/${id}`).set(auth(maestro)).send({ ...cuerpo, calculoIgv: 'especificacion' });
    expect([refusado.status, refusado.body.message]).toEqual([409, 'El cálculo del IGV no puede cambiar cuando la compañía ya tiene activos registrados']);
    expect((await t.http.get(`/api/Compania/${id}`).set(auth(maestro))).body.calculoIgv).toBe('incluido');
    // The rest of the company stays editable, the rule as it is.
    const otroRubro = await t.http.put(`/api/Compania/${id}`).set(auth(maestro)).send({ ...cuerpo, rubro: 'Comercio', calculoIgv: 'incluido' });
    expect(otroRubro.status).toBe(200);
  });

  // An edit remembers the rule of a company with assets; once they are all gone the rule may change, and is followed.
  it('una compañía que borra todos sus activos y cambia de regla edita los nuevos con la regla nueva', async () => {
    const { id, token } = await companiaCon('incluido', '2071000008');
    const cuerpo = { descripcion: 'Mesa', precioUndMn: 1180, conIgv: true };
    const primero = (await t.http.post('/api/activos').set(auth(token)).send(cuerpo).expect(201)).body;
    expect((await t.http.put(`/api/activos/${primero.id}`).set(auth(token)).send(cuerpo).expect(200)).body.igv).toBe(180);
    await t.http.delete(`/api/activos/${primero.id}`).set(auth(token)).expect(204);
    await t.http.put(`/api/Compania/${id}`).set(auth(maestro)).send({ razonSocial: 'IGV cambiado', ruc: rucFrom('2071000008'), calculoIgv: 'adicional' }).expect(200);
    const segundo = (await t.http.post('/api/activos').set(auth(token)).send(cuerpo).expect(201)).body;
    const editado = await t.http.put(`/api/activos/${segundo.id}`).set(auth(token)).send(cuerpo);
    expect(figuras(editado.body)).toEqual({ importeMn: 1180, igv: 212.4, precio: 1180, total: 1392.4 });
  });

  it('rechaza una regla desconocida con 400 en español', async () => {
    const res = await t.http.post('/api/Compania').set(auth(maestro)).send({ razonSocial: 'Otra', ruc: rucFrom('2071000006'), calculoIgv: 'mitad' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('El cálculo del IGV debe ser incluido, adicional o especificacion');
  });

  // The rule is read for every write: read inside the edit's transaction, on another connection of the pool (10 on
  // PostgreSQL), edits beyond the pool's size each held one connection waiting for a second, and none answered.
  it('más ediciones a la vez que conexiones en el grupo responden todas, cada una con la regla de su compañía', async () => {
    const { token } = await companiaCon('incluido', '2071000007');
    const activos = await Promise.all(
      Array.from({ length: 25 }, async (_, i) => (await t.http.post('/api/activos').set(auth(token)).send({ descripcion: `Silla ${i}`, precioUndMn: 118, conIgv: true }).expect(201)).body),
    );
    const editados = await Promise.all(
      activos.map((activo: { id: number }) => t.http.put(`/api/activos/${activo.id}`).set(auth(token)).send({ descripcion: 'Silla', precioUndMn: 236, conIgv: true })),
    );
    expect(editados.map((res) => [res.status, res.body.igv])).toEqual(activos.map(() => [200, 36]));
  }, 60_000);
});
