import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVOS_LIST } from '../../src/activo/activos.controller';
import { createTestApp, TestApp } from '../utils/test-app';

describe('platform: Swagger, health, headers, CORS, errors and the admin at /', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://erp.cliente.pe' } });
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document with bearer auth, tags and described DTOs', async () => {
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    const doc = typeof res.body === 'object' && res.body.openapi ? res.body : JSON.parse(res.text);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/logout', '/api/auth/me', '/api/health']));
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/auth/login'].post.tags).toEqual(['Autenticación']);
    expect(doc.components.schemas.LoginDto.properties).toHaveProperty('correoElectronico');
    expect(doc.components.schemas.LoginDto.required).toEqual(expect.arrayContaining(['correoElectronico', 'contrasena']));
    expect(doc.components.schemas.LoginResponseDto.properties).toHaveProperty('companiaRuc');
  });

  it('documents each route\'s permission level and each list\'s sortable and filterable fields as extensions', async () => {
    const doc = (await t.http.get('/api/docs-json')).body;
    const list = doc.paths['/api/activos'].get;
    expect(list['x-permiso']).toBe('lectura');
    expect(list['x-sortable']).toEqual(Object.keys(ACTIVOS_LIST.sortable));
    expect(list['x-filterable']).toEqual(Object.keys(ACTIVOS_LIST.filterable));
    expect(doc.paths['/api/Area'].post['x-permiso']).toBe('areas');
    expect(doc.paths['/api/auth/login'].post['x-permiso']).toBeUndefined();
  });

  it('documents the shape of every answer: a named schema (or a list of one), plain text values, or a binary file', async () => {
    const doc = (await t.http.get('/api/docs-json')).body;
    type Schema = { $ref?: string; type?: string; format?: string; items?: Schema; oneOf?: Schema[] };
    const shaped = (schema?: Schema): boolean =>
      Boolean(schema?.$ref || schema?.oneOf?.every(shaped) || (schema?.type === 'array' && (shaped(schema.items) || schema.items?.type === 'string')) || schema?.format === 'binary');
    const bare: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const answers = Object.entries(operation.responses).filter(([status]) => status.startsWith('2') && status !== '204');
        // 204: no body to describe.
        if (!answers.length && '204' in operation.responses) continue;
        if (!answers.length || answers.some(([, answer]) => !Object.values(answer.content ?? {}).some(({ schema }) => shaped(schema)))) bare.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(bare).toEqual([]);
    expect(doc.paths['/api/activos/{id}'].get.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/ActivoRespuestaDto');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.http.get('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });

  it('matches routes case-insensitively, as the spec calls /api/Area and /api/area alike', async () => {
    expect((await t.http.get('/api/HEALTH')).status).toBe(200);
  });

  it('reports database reachability on /api/health/ready', async () => {
    const res = await t.http.get('/api/health/ready');
    expect(res.body.database).toEqual({ type: expect.any(String), reachable: true, ms: expect.any(Number) });
  });

  it("sends helmet's headers and a request id on every answer", async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const echoed = await t.http.get('/api/health').set('X-Request-Id', 'mi-solicitud-123');
    expect(echoed.headers['x-request-id']).toBe('mi-solicitud-123');
  });

  it('allows the configured origin, exposes Content-Range, and refuses unknown origins', async () => {
    const allowed = await t.http.options('/api/auth/login').set('Origin', 'https://erp.cliente.pe').set('Access-Control-Request-Method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://erp.cliente.pe');
    const simple = await t.http.get('/api/health').set('Origin', 'https://erp.cliente.pe');
    expect(simple.headers['access-control-expose-headers']).toContain('Content-Range');
    const refused = await t.http.get('/api/health').set('Origin', 'https://malicioso.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown API routes with a JSON 404 in Spanish', async () => {
    const res = await t.http.get('/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Ruta no encontrada: GET /api/no-existe', error: 'Not Found' });
  });

  it('answers a body that fails validation with its messages by field, nested fields by their path', async () => {
    const token = await t.login();
    const res = await t.http
      .post('/api/Movimiento')
      .set('Authorization', `Bearer ${token}`)
      .send({ destinatario: '', ruc: '123', activoIds: [1], guiaMovimiento: { ruc: '9', cantidad: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'destinatario', message: 'El Destinatario es requerido' },
        { field: 'ruc', message: expect.stringContaining('RUC') },
        { field: 'guiaMovimiento.ruc', message: 'El número de guía debe tener 11 dígitos' },
        { field: 'guiaMovimiento.cantidad', message: 'La cantidad debe ser mayor a 0' },
      ]),
    );
    // The list of messages stays as it was, each once, for callers that show them together.
    expect(res.body.message).toEqual([...new Set(res.body.errors.map((error: { message: string }) => error.message))]);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const doc = (await t.http.get('/api/docs-json')).body;
    expect(doc.info.description).toContain('errors: [{ field, message }]');
  });

  it('answers other errors without errors by field', async () => {
    const res = await t.http.post('/api/auth/login').send({ correoElectronico: 'nadie@demo.pe', contrasena: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.errors).toBeUndefined();
  });

  const adminBuilt = existsSync(join(__dirname, '..', '..', 'dist', 'admin', 'index.html'));
  (adminBuilt ? it : it.skip)('serves the admin at / and falls back to index.html for its routes', async () => {
    for (const path of ['/', '/registraractivos', '/admin/admindashboard', '/una/ruta/desconocida']) {
      const res = await t.http.get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/html/);
      expect(res.text).toContain('<div id="root">');
    }
  });
});
