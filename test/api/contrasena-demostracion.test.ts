import { createTestApp, DEMO, TestApp } from '../utils/test-app';

// The demo Maestro's password (admin123) opens a session that asks for a new password first; a changed one does not.

describe('contraseña de demostración', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pide cambiarla mientras siga siendo la de demostración, y deja de pedirlo cuando se cambia', async () => {
    const primera = await t.http.post('/api/auth/login').send({ correoElectronico: DEMO.email, contrasena: DEMO.password }).expect(200);
    expect(primera.body.debeCambiarContrasena).toBe(true);
    const nueva = 'Una frase larga de acceso 2026';
    await t.http.put('/api/auth/password').set('Authorization', `Bearer ${primera.body.token}`).send({ contrasenaActual: DEMO.password, contrasenaNueva: nueva }).expect(204);
    const despues = await t.http.post('/api/auth/login').send({ correoElectronico: DEMO.email, contrasena: nueva }).expect(200);
    expect(despues.body).not.toHaveProperty('debeCambiarContrasena');
  });
});
