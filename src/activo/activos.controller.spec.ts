import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { limaDate } from '../common/lima-time';
import { CompaniaService } from '../compania/compania.service';
import { TipoUsuario } from '../usuario/usuario.entity';
import { ActivoService } from './activo.service';
import { ActivosController } from './activos.controller';
import { DepreciacionService } from './depreciacion/depreciacion.service';
import { EtiquetasService } from './etiquetas/etiquetas.service';
import { ImagenesService } from './imagenes.service';

const manana = () => new Date(Date.parse(`${limaDate()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// What the routes refuse before the service runs; what the service saves and answers is test/api/activos.test.ts's.
describe('ActivosController', () => {
  const activos = { create: jest.fn(), update: jest.fn(), remove: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(ActivosController, [
      { provide: ActivoService, useValue: activos },
      { provide: DepreciacionService, useValue: {} },
      { provide: CompaniaService, useValue: {} },
      { provide: ImagenesService, useValue: {} },
      { provide: EtiquetasService, useValue: {} },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['after today in Lima', () => manana(), 'La fecha de adquisición no puede ser posterior a hoy'],
    ['before 01/01/1900', () => '1899-12-31T00:00:00.000Z', 'La fecha de adquisición no puede ser anterior al 01/01/1900'],
    ['in 1850, as the spec body spells it', () => '1850-06-01', 'La fecha de adquisición no puede ser anterior al 01/01/1900'],
  ])('refuses an acquisition date %s on create and on update, naming the field', async (_, fecha, mensaje) => {
    const cuerpo = { Descripcion: 'Cámara fotográfica', FechaAdquisicion: fecha() };
    for (const res of [
      await app.http.post('/api/activos').set(app.as(TipoUsuario.Usuario)).send(cuerpo),
      await app.http.put('/api/activos/7').set(app.as(TipoUsuario.Usuario)).send(cuerpo),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(mensaje);
    }
    expect(activos.create).not.toHaveBeenCalled();
    expect(activos.update).not.toHaveBeenCalled();
  });

  it('keeps type 6 and a read-only API key from writing: create, update and delete answer 403', async () => {
    for (const quien of [app.as(TipoUsuario.Leer), app.asClaveApi(TipoUsuario.Leer)]) {
      for (const res of [
        await app.http.post('/api/activos').set(quien).send({ descripcion: 'Silla' }),
        await app.http.put('/api/activos/7').set(quien).send({ descripcion: 'Silla' }),
        await app.http.delete('/api/activos/7').set(quien),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
      }
    }
    expect(activos.create).not.toHaveBeenCalled();
    expect(activos.update).not.toHaveBeenCalled();
    expect(activos.remove).not.toHaveBeenCalled();
  });
});
