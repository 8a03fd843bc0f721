import { auth } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

// SESSION_IDLE_MINUTES=0.05: three seconds, so the suite sees a session end without waiting half an hour.
const IDLE_MS = 3_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('idle sessions (SESSION_IDLE_MINUTES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '0.05' } });
  });
  afterAll(() => t.close());

  const me = (token: string) => t.http.get('/api/auth/me').set(auth(token));

  it('keeps a session in use alive past the idle time', async () => {
    const token = await t.login();
    for (let i = 0; i < 6; i++) {
      await sleep(IDLE_MS / 3);
      expect((await me(token)).status).toBe(200);
    }
    expect((await me(token)).body.sesion.inactividadMinutos).toBe(0.05);
  });

  it('ends a session left unused for the idle time: 401 with the Spanish message, while a new login works', async () => {
    const token = await t.login();
    expect((await me(token)).status).toBe(200);
    await sleep(IDLE_MS * 1.5);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sesión no válida o expirada. Inicie sesión nuevamente.');
    expect((await me(await t.login())).status).toBe(200);
  });

  it('refuses an idle minutes value that is not a positive number, naming the variable', async () => {
    const { validateEnvironment } = await import('../../src/config/environment');
    expect(() => validateEnvironment({ SESSION_IDLE_MINUTES: 'media hora' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => validateEnvironment({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(validateEnvironment({}).SESSION_IDLE_MINUTES).toBe(30);
  });
});
