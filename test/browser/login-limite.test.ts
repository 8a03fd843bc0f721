import { login, openBrowser, readLocalStorage, startServer, SESSION_KEYS, type TestBrowser, type TestServer } from './harness';

// Own server: the attempts below lock the e-mail (and the IP) out of logging in for a while.
describe('Login bloqueado por demasiados intentos (429)', () => {
  let server: TestServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    server = await startServer();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('muestra el mensaje del servidor tal cual', async () => {
    const email = 'nadie@demo.pe';
    let answer: { status: number; message?: string } = { status: 0 };
    for (let attempt = 0; attempt < 30 && answer.status !== 429; attempt++) {
      const response = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ CorreoElectronico: email, Contrasena: 'incorrecta' }),
      });
      answer = { status: response.status, message: ((await response.json()) as { message?: string }).message };
    }
    expect(answer.status).toBe(429);
    expect(typeof answer.message).toBe('string');

    browser = await openBrowser();
    const { page } = browser;
    await login(page, server.baseUrl, email, 'incorrecta');
    await page.getByRole('alert').filter({ hasText: answer.message }).waitFor();
    await expect(page.getByText('Credenciales invalidas!').count()).resolves.toBe(0);
    const storage = await readLocalStorage(page);
    expect(SESSION_KEYS.filter((key) => key in storage)).toEqual([]);
  });
});
