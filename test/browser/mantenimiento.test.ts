import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { redactarAviso } from '../../src/dominio/aviso';
import { input } from './activos-fixtures';
import { ADMIN, browserSuite, logout, type SessionApi, shownDate, signIn, tableRow, typeDate } from './harness';

const SCREEN = 'Gestión de Mantenimientos';
const LECTOR = { tipo: 6, email: 'lector6.mantenimiento@demo.pe', password: 'clave-lector-6', nombre: 'Lucía', apellido: 'Paredes' };
const HORA_MS = 3_600_000;

interface MantenimientoApi {
  id: number;
  codigo: string;
  descripcion: string;
  descripcionServicio: string | null;
  estado: string;
  nro: string | null;
  opcion: string | null;
  fecha: string | null;
  fechaNotificacion: string | null;
}

interface UsuarioNuevo {
  nombre: string;
  apellido: string;
  codigo: string;
  numeroTelefonico?: string;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** `horas` from now, on a whole minute (what a date-time input holds). */
const enHoras = (horas: number): Date => {
  const fecha = new Date(Date.now() + horas * HORA_MS);
  fecha.setSeconds(0, 0);
  return fecha;
};

/** The wall clock in Lima (UTC−5 all year, no daylight saving), where the browser runs, as UTC fields. */
const enLima = (fecha: Date) => new Date(fecha.getTime() - 5 * HORA_MS);

/** What an <input type="datetime-local"> takes: the browser's (Lima's) time, yyyy-MM-ddTHH:mm. */
/** The digits a user types for a date-time in Lima: ddMMyyyyHHmm. */
const digitosLima = (fecha: Date) => mostrada(fecha).replace(/\D/g, '');

/** How the screen shows a date: Lima time, dd/MM/yyyy HH:mm. */
const mostrada = (fecha: Date) => {
  const lima = enLima(fecha);
  return `${dos(lima.getUTCDate())}/${dos(lima.getUTCMonth() + 1)}/${lima.getUTCFullYear()} ${dos(lima.getUTCHours())}:${dos(lima.getUTCMinutes())}`;
};

/** Signs in, opens /mantenimiento and returns the session's API client, to prepare data quickly. */
const openScreen = async (page: Page, baseUrl: string, user = ADMIN): Promise<SessionApi> => {
  const api = await signIn(page, baseUrl, user);
  await page.goto(`${baseUrl}/mantenimiento`);
  await page.getByRole('heading', { level: 1, name: SCREEN }).waitFor();
  return api;
};

const nuevoActivo = (api: SessionApi, descripcion: string) =>
  api.post<{ id: number; codigo: string; descripcion: string }>('activos', { descripcion, cantidad: 1, precioUndMn: 100 });

/** A user of the demo company, created through the API as the administration panel would. */
const nuevoUsuario = (api: SessionApi, usuario: UsuarioNuevo) =>
  api.post<{ id: number }>('Usuario', {
    tipo: 5,
    companiaId: 1,
    correoElectronico: `${usuario.codigo.toLowerCase()}@mantenimiento.demo.pe`,
    contrasena: 'clave-de-prueba',
    ...usuario,
  });

const chooseOption = async (page: Page, combobox: Locator, option: string) => {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Records the notice the scheduler would have created for one assigned user, with this WhatsApp link. */
const registrarAviso = (dbPath: string, mantenimientoId: number, usuarioId: number, whatsappLink: string) => {
  const db = new Database(dbPath, { timeout: 5_000 });
  try {
    db.prepare(
      `INSERT INTO notificacion (companiaId, mantenimientoId, usuarioId, fechaNotificacion, destinatario, whatsappLink, asunto, cuerpo, estado, proximoIntento)
       SELECT companiaId, id, ?, fechaNotificacion, 'aviso@demo.pe', ?, 'Mantenimiento programado', 'Aviso', 'registrada', fechaNotificacion
       FROM mantenimiento WHERE id = ?`,
    ).run(usuarioId, whatsappLink, mantenimientoId);
  } finally {
    db.close();
  }
};

describe('Gestión de Mantenimientos', () => {
  const suite = browserSuite([LECTOR]);

  it('programa un mantenimiento, le asigna dos usuarios con rol, lo marca Próximo y lista sus enlaces de WhatsApp', async () => {
    const { page, context } = suite.browser;
    const { baseUrl, dbPath } = suite.server;
    const api = await openScreen(page, baseUrl);
    const activo = await nuevoActivo(api, 'Compresora de aire Atlas Copco');
    const ana = { nombre: 'Ana', apellido: 'Quispe', codigo: 'TEC-01', numeroTelefonico: '987 654 321' };
    const luis = { nombre: 'Luis', apellido: 'Huamán', codigo: 'SUP-02', numeroTelefonico: '+51 912-345-678' };
    const anaId = (await nuevoUsuario(api, ana)).id;
    await nuevoUsuario(api, luis);
    await page.reload();

    await page.getByRole('button', { name: 'Nuevo Mantenimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Mantenimiento' });
    const guardar = dialog.getByRole('button', { name: 'Guardar' });
    const fecha = enHoras(48);
    // A little over a day ahead, so the rounded hours the badge shows are 24 however long the test takes.
    const aviso = enHoras(24.2);
    await input(dialog, 'Descripción del Servicio').fill('Cambio de filtros y aceite');
    await typeDate(dialog, 'Fecha Programada', digitosLima(fecha));
    await typeDate(dialog, 'Fecha de Notificación', digitosLima(aviso));
    await dialog.getByText('Los usuarios asignados serán notificados cuando llegue esta fecha').waitFor();
    await input(dialog, 'Número Telefónico').fill('955 111 222');
    await expect(guardar.isDisabled()).resolves.toBe(true);

    // The asset fills the read-only Código and Descripción; clearing it disables Guardar again.
    const activoPicker = dialog.getByRole('combobox', { name: 'Activo' });
    await activoPicker.fill(activo.codigo);
    await page.getByRole('option', { name: `${activo.codigo} - ${activo.descripcion}` }).click();
    await expect(input(dialog, 'Código').inputValue()).resolves.toBe(activo.codigo);
    await expect(input(dialog, 'Descripción').inputValue()).resolves.toBe(activo.descripcion);
    await expect(input(dialog, 'Código').isEditable()).resolves.toBe(false);
    await expect(input(dialog, 'Descripción').isEditable()).resolves.toBe(false);
    await expect(guardar.isEnabled()).resolves.toBe(true);
    await activoPicker.hover();
    await dialog.getByRole('button', { name: 'Limpiar' }).click();
    await expect(input(dialog, 'Código').inputValue()).resolves.toBe('');
    await expect(guardar.isDisabled()).resolves.toBe(true);
    await activoPicker.fill(activo.codigo);
    await page.getByRole('option', { name: `${activo.codigo} - ${activo.descripcion}` }).click();
    await expect(input(dialog, 'Descripción del Servicio').inputValue()).resolves.toBe('Cambio de filtros y aceite');

    const creado = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/mantenimiento' && response.request().method() === 'POST',
    );
    await guardar.click();
    const respuesta = await creado;
    const guardado: MantenimientoApi = await respuesta.json();
    expect(respuesta.request().postDataJSON()).toEqual({
      activoId: activo.id,
      descripcionServicio: 'Cambio de filtros y aceite',
      estado: 'Pendiente',
      nro: '955 111 222',
      opcion: 'I',
      fecha: fecha.toISOString(),
      fechaNotificacion: aviso.toISOString(),
    });
    expect(new Date(guardado.fechaNotificacion!).toISOString()).toBe(aviso.toISOString());
    await page.getByText('Mantenimiento creado exitosamente').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const fila = tableRow(page, activo.codigo);
    for (const text of ['Pendiente', 'Cambio de filtros y aceite', mostrada(fecha), '955 111 222']) await fila.getByText(text).waitFor();
    const horas = Math.round((aviso.getTime() - Date.now()) / HORA_MS);
    expect(horas).toBe(24);
    await fila.getByText(`Próximo (${horas}h)`).waitFor();

    // Two users, each with a role; an assigned user is no longer offered.
    await fila.getByRole('button', { name: 'Gestionar Usuarios' }).click();
    const usuarios = page.getByRole('dialog', { name: /^Gestión de Usuarios del Mantenimiento/ });
    await usuarios.getByText('No hay usuarios asignados a este mantenimiento.').waitFor();
    await usuarios.getByRole('button', { name: 'Asignar', exact: true }).click();
    await usuarios.getByRole('alert').getByText('Por favor seleccione un usuario').waitFor();
    await usuarios.getByRole('alert').getByText('Campo Requerido').waitFor();
    const asignar = async (usuario: UsuarioNuevo, rol: string) => {
      await chooseOption(page, usuarios.getByRole('combobox', { name: 'Usuario' }), `${usuario.nombre} ${usuario.apellido} (${usuario.codigo})`);
      await chooseOption(page, usuarios.getByRole('combobox', { name: 'Rol' }), rol);
      await usuarios.getByRole('button', { name: 'Asignar', exact: true }).click();
      const asignado = usuarios.getByRole('row').filter({ hasText: `${usuario.nombre} ${usuario.apellido}` });
      for (const text of [usuario.codigo, rol]) await asignado.getByText(text).waitFor();
      return asignado;
    };
    const filaAna = await asignar(ana, 'Técnico');
    const filaLuis = await asignar(luis, 'Supervisor');
    const asignados = await api.get<Array<{ codigo: string; rol: string; fechaAsignacion: string }>>(`mantenimiento/${guardado.id}/usuarios`);
    expect(asignados.map(({ codigo, rol }) => ({ codigo, rol }))).toEqual([
      { codigo: 'TEC-01', rol: 'Técnico' },
      { codigo: 'SUP-02', rol: 'Supervisor' },
    ]);
    await filaAna.getByText(mostrada(new Date(asignados[0].fechaAsignacion))).waitFor();
    await filaLuis.getByText(mostrada(new Date(asignados[1].fechaAsignacion))).waitFor();
    await usuarios.getByRole('combobox', { name: 'Usuario' }).click();
    await page.getByRole('option', { name: /^Lucía Paredes/ }).waitFor();
    await expect(page.getByRole('option', { name: /^(Ana Quispe|Luis Huamán)/ }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await usuarios.getByRole('button', { name: 'Cerrar' }).click();
    await fila.getByText('Ana Quispe').waitFor();
    await fila.getByText('Luis Huamán').waitFor();

    // Ana's notice exists already: its stored link is the one offered; Luis's is built with the API's own text.
    const enlaceGuardado = 'https://wa.me/51987654321?text=Aviso%20registrado%20por%20el%20servidor';
    registrarAviso(dbPath, guardado.id, anaId, enlaceGuardado);
    const enlaceLuis = redactarAviso({
      codigo: guardado.codigo,
      descripcion: guardado.descripcion,
      descripcionServicio: guardado.descripcionServicio,
      fecha: new Date(guardado.fecha!),
      rol: 'Supervisor',
      destinatario: 'Luis Huamán',
      telefonos: [luis.numeroTelefonico, guardado.nro],
    }).whatsappLink!;
    expect(enlaceLuis).toMatch(/^https:\/\/wa\.me\/51912345678\?text=Mantenimiento%20programado/);

    await fila.getByRole('button', { name: 'Enlaces de WhatsApp' }).click();
    const whatsapp = page.getByRole('dialog', { name: /^Enlaces de WhatsApp/ });
    const enlaceDe = (nombre: string) => whatsapp.getByRole('listitem', { name: nombre });
    await enlaceDe('Ana Quispe').waitFor();
    await expect(whatsapp.getByRole('listitem').count()).resolves.toBe(2);
    await enlaceDe('Ana Quispe').getByText('Aviso registrado').waitFor();
    await enlaceDe('Ana Quispe').getByText('Técnico · +51987654321').waitFor();
    await expect(enlaceDe('Ana Quispe').getByRole('link', { name: 'Abrir' }).getAttribute('href')).resolves.toBe(enlaceGuardado);
    const abrirLuis = enlaceDe('Luis Huamán').getByRole('link', { name: 'Abrir' });
    await expect(abrirLuis.getAttribute('href')).resolves.toBe(enlaceLuis);
    await expect(abrirLuis.getAttribute('target')).resolves.toBe('_blank');
    await enlaceDe('Luis Huamán').getByText('Supervisor · +51912345678').waitFor();

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await enlaceDe('Luis Huamán').getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Link copiado al portapapeles').waitFor();
    await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe(enlaceLuis);
  });

  it('edita sin perder lo escrito ante un error, pasa de Vencido a Programado, desasigna y elimina', async () => {
    const { page } = suite.browser;
    const api = await openScreen(page, suite.server.baseUrl);
    const activo = await nuevoActivo(api, 'Grupo electrógeno Cummins');
    const pedro = await nuevoUsuario(api, { nombre: 'Pedro', apellido: 'Salas', codigo: 'RES-03' });
    const mantenimiento = await api.post<MantenimientoApi>('mantenimiento', {
      activoId: activo.id,
      descripcionServicio: 'Calibración anual',
      fechaNotificacion: enHoras(-2).toISOString(),
    });
    await api.post(`mantenimiento/${mantenimiento.id}/usuarios/${pedro.id}`, { rol: 'Responsable' });
    await page.reload();

    const fila = tableRow(page, activo.codigo);
    await fila.getByText('Vencido').waitFor();
    await fila.getByText('Pedro Salas').waitFor();

    // Pedro has no phone and the maintenance no Nro: nobody to write to.
    await fila.getByRole('button', { name: 'Enlaces de WhatsApp' }).click();
    const whatsapp = page.getByRole('dialog', { name: /^Enlaces de WhatsApp/ });
    await whatsapp.getByText('No hay usuarios con WhatsApp').waitFor();
    await whatsapp.getByRole('button', { name: 'Cerrar' }).click();
    await whatsapp.waitFor({ state: 'detached' });

    await fila.getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Mantenimiento' });
    await expect(input(editar, 'Código').inputValue()).resolves.toBe(activo.codigo);
    // The opción is the API's bookkeeping (I, U): sent with the form, never shown as a choice.
    await expect(editar.getByRole('combobox', { name: 'Opción' }).count()).resolves.toBe(0);
    await chooseOption(page, editar.getByRole('combobox', { name: 'Estado' }), 'En Proceso');
    const aviso = enHoras(72);
    await typeDate(editar, 'Fecha de Notificación', digitosLima(aviso));
    await input(editar, 'Descripción del Servicio').fill('Calibración anual y cambio de baterías');

    await page.route('**/api/mantenimiento/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ statusCode: 409, message: 'El activo está bloqueado por otra operación' }) })
        : route.continue(),
    );
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await editar.getByRole('alert').getByText('El activo está bloqueado por otra operación').waitFor();
    await expect(input(editar, 'Descripción del Servicio').inputValue()).resolves.toBe('Calibración anual y cambio de baterías');
    await expect(shownDate(editar, 'Fecha de Notificación')).resolves.toBe(mostrada(aviso));
    await page.unroute('**/api/mantenimiento/*');

    await editar.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Mantenimiento actualizado exitosamente').waitFor();
    await fila.getByText('En Proceso').waitFor();
    await fila.getByText('Programado').waitFor();
    await fila.getByText('Calibración anual y cambio de baterías').waitFor();
    const actualizado = await api.get<MantenimientoApi>(`mantenimiento/${mantenimiento.id}`);
    expect(actualizado).toMatchObject({ estado: 'En Proceso', opcion: 'U' });
    expect(new Date(actualizado.fechaNotificacion!).toISOString()).toBe(aviso.toISOString());

    await fila.getByRole('button', { name: 'Gestionar Usuarios' }).click();
    const usuarios = page.getByRole('dialog', { name: /^Gestión de Usuarios del Mantenimiento/ });
    await usuarios.getByRole('row').filter({ hasText: 'Pedro Salas' }).getByRole('button', { name: 'Desasignar' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await confirmar.getByText('¿Está seguro de que desea desasignar a Pedro Salas de este mantenimiento?').waitFor();
    await confirmar.getByRole('button', { name: 'Eliminar' }).click();
    await usuarios.getByText('No hay usuarios asignados a este mantenimiento.').waitFor();
    await usuarios.getByRole('button', { name: 'Cerrar' }).click();
    await fila.getByText('Pedro Salas').waitFor({ state: 'detached' });

    await fila.getByRole('button', { name: 'Eliminar' }).click();
    await confirmar.getByText(`¿Está seguro de que desea eliminar el mantenimiento ${activo.codigo} - ${activo.descripcion}?`).waitFor();
    await confirmar.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Mantenimiento eliminado exitosamente').waitFor();
    await fila.waitFor({ state: 'detached' });
  });

  it('un usuario de solo lectura ve los mantenimientos y sus usuarios, exporta, pero no cambia nada', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const api = await openScreen(page, baseUrl);
    const activo = await nuevoActivo(api, 'Montacargas Toyota');
    const rosa = await nuevoUsuario(api, { nombre: 'Rosa', apellido: 'Flores', codigo: 'AST-04', numeroTelefonico: '999 111 333' });
    const mantenimiento = await api.post<MantenimientoApi>('mantenimiento', { activoId: activo.id, fechaNotificacion: enHoras(100).toISOString() });
    await api.post(`mantenimiento/${mantenimiento.id}/usuarios/${rosa.id}`, {});
    await logout(page, baseUrl);

    await openScreen(page, baseUrl, LECTOR);
    const fila = tableRow(page, activo.codigo);
    await fila.getByText('Programado').waitFor();
    await page.locator('#main-content').getByRole('button', { name: 'Actualizar' }).waitFor();
    await expect(page.getByRole('button', { name: 'Nuevo Mantenimiento' }).count()).resolves.toBe(0);
    await expect(fila.getByRole('button', { name: 'Editar' }).count()).resolves.toBe(0);
    await expect(fila.getByRole('button', { name: 'Eliminar' }).count()).resolves.toBe(0);

    await fila.getByRole('button', { name: 'Gestionar Usuarios' }).click();
    const usuarios = page.getByRole('dialog', { name: /^Gestión de Usuarios del Mantenimiento/ });
    await usuarios.getByRole('row').filter({ hasText: 'Rosa Flores' }).getByText('Sin rol específico').waitFor();
    await expect(usuarios.getByRole('button', { name: 'Asignar', exact: true }).count()).resolves.toBe(0);
    await expect(usuarios.getByRole('button', { name: 'Desasignar' }).count()).resolves.toBe(0);
    await usuarios.getByRole('button', { name: 'Cerrar' }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('Mantenimientos.xlsx');
    await page.getByText('Excel exportado exitosamente').waitFor();
  });
});
