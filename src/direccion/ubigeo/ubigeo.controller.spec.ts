import { createControllerApp, ControllerApp } from '../../../test/utils/controller-app';
import { TipoUsuario } from '../../usuario/usuario.entity';
import { UbigeoController } from './ubigeo.controller';

// Who may read the catalogue; its content and the 401 without a session are test/api/clientes-direcciones.test.ts's.
describe('UbigeoController', () => {
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(UbigeoController, []);
  });
  afterAll(() => app.close());

  it('lets every caller read the catalogue, type 6 and a read-only API key included', async () => {
    for (const quien of [app.as(TipoUsuario.Leer), app.asClaveApi(TipoUsuario.Leer)]) {
      expect((await app.http.get('/api/ubigeo').set(quien)).status).toBe(200);
    }
  });
});
