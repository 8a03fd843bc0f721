import { HttpError } from 'react-admin';
import { alFallar, crearClienteApi, datos, hecho, multipart, type SesionDelCliente } from './cliente';

// react-admin's entry loads its whole UI, with ES-only packages jest cannot require; its HttpError is ra-core's.
jest.mock('react-admin', () => ({ HttpError: jest.requireActual<typeof import('ra-core')>('ra-core').HttpError }));

/** A session whose token the test sets, counting the expiries it is asked for. */
const sesionDePrueba = (token: string | null) => {
    const sesion = { token: jest.fn(() => token), expirar: jest.fn() } satisfies SesionDelCliente;
    return { sesion, cambiarToken: (otro: string | null) => sesion.token.mockImplementation(() => otro) };
};

/** A server that answers every request with `respuesta` and keeps the requests. */
const servidor = (respuesta: () => Response | Promise<Response>) => {
    const pedidos: Request[] = [];
    const fetch = jest.fn(async (request: Request) => {
        pedidos.push(request);
        return respuesta();
    });
    return { fetch, pedidos };
};

const json = (status: number, cuerpo: unknown, statusText = '') =>
    new Response(JSON.stringify(cuerpo), { status, statusText, headers: { 'Content-Type': 'application/json' } });

const clienteCon = (token: string | null, respuesta: () => Response | Promise<Response>) => {
    const { sesion, cambiarToken } = sesionDePrueba(token);
    const { fetch, pedidos } = servidor(respuesta);
    const api = crearClienteApi({ baseUrl: 'http://panel.test', sesion, fetch });
    return { api, sesion, cambiarToken, pedidos };
};

/** The rejection of a call, to inspect. */
const rechazo = async (llamada: Promise<unknown>): Promise<HttpError> => {
    try {
        await llamada;
    } catch (error) {
        return error as HttpError;
    }
    throw new Error('the call did not fail');
};

describe("the panel's typed API client (admin/src/api/cliente.ts)", () => {
    it("sends the session's bearer token and asks for JSON, with the path and query the schema describes", async () => {
        const { api, pedidos } = clienteCon('token-1', () => json(200, [{ id: 1 }]));
        const filas = await datos(
            api.GET('/api/activos/{id}/depreciation', { params: { path: { id: 7 }, query: { forceRecalculate: true } } }),
        );
        expect(filas).toEqual([{ id: 1 }]);
        expect(pedidos).toHaveLength(1);
        expect(pedidos[0].method).toBe('GET');
        expect(pedidos[0].url).toBe('http://panel.test/api/activos/7/depreciation?forceRecalculate=true');
        expect(pedidos[0].headers.get('Authorization')).toBe('Bearer token-1');
        expect(pedidos[0].headers.get('Accept')).toBe('application/json');
    });

    it('sends no Authorization header without a session', async () => {
        const { api, pedidos } = clienteCon(null, () => json(200, { codigo: 'ACT-001' }));
        await datos(api.GET('/api/activos/next-codigo'));
        expect(pedidos[0].headers.has('Authorization')).toBe(false);
    });

    it('sends a value as JSON and a form as multipart, as the old client did', async () => {
        const { api, pedidos } = clienteCon('t', () => json(201, { imagePath: 'uploads/a.png' }));
        const mejora = { fecha: '2025-01-01', descripcion: 'RAM', importe: 100, documento: 'F001-1' };
        await datos(api.POST('/api/activos/{id}/mejoras', { params: { path: { id: 3 } }, body: mejora }));
        expect(pedidos[0].headers.get('Content-Type')).toBe('application/json');
        expect(await pedidos[0].clone().json()).toEqual(mejora);

        const form = new FormData();
        form.append('file', new Blob(['png']), 'a.png');
        const subida = await datos(api.POST('/api/activos/upload-image', { body: multipart(form) }));
        expect(subida).toEqual({ imagePath: 'uploads/a.png' });
        expect(pedidos[1].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
        expect((await pedidos[1].formData()).get('file')).toBeInstanceOf(Blob);
    });

    it('answers undefined for an answer without content', async () => {
        const { api } = clienteCon('t', () => new Response(null, { status: 204 }));
        const revertir = () => api.DELETE('/api/activos/{id}/baja', { params: { path: { id: 1 } } });
        await expect(datos(revertir())).resolves.toBeUndefined();
        await expect(hecho(revertir())).resolves.toBeUndefined();
    });

    it("rejects a failure as react-admin's HttpError, with the API's message and its errors by field", async () => {
        const { api, sesion } = clienteCon('t', () =>
            json(
                400,
                {
                    statusCode: 400,
                    message: ['La contraseña es muy corta', 'La contraseña es común'],
                    errors: [
                        { field: 'contrasenaNueva', message: 'La contraseña es muy corta' },
                        { field: 'contrasenaNueva', message: 'La contraseña es común' },
                        { field: 'contrasenaActual', message: 'Requerida' },
                    ],
                },
                'Bad Request',
            ),
        );
        const cambio = { contrasenaActual: '', contrasenaNueva: 'x' };
        const error = await rechazo(hecho(api.PUT('/api/auth/password', { body: cambio })));
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(400);
        expect(error.message).toBe('La contraseña es muy corta,La contraseña es común');
        expect(error.body).toEqual({
            statusCode: 400,
            message: ['La contraseña es muy corta', 'La contraseña es común'],
            errors: {
                contrasenaNueva: 'La contraseña es muy corta / La contraseña es común',
                contrasenaActual: 'Requerida',
            },
        });
        expect(sesion.expirar).not.toHaveBeenCalled();
    });

    it("keeps a failure's text out of the body when it is not JSON, and names it by the status text", async () => {
        const pagina = () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
        const { api } = clienteCon('t', pagina);
        const error = await rechazo(datos(api.GET('/api/dashboard')));
        expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', body: null });
    });

    it('ends the session on a 401 to the session that asked, not to a newer one, nor without a session', async () => {
        const refusal = () => json(401, { statusCode: 401, message: 'Sesión expirada' }, 'Unauthorized');

        const expirada = clienteCon('vieja', refusal);
        const error = await rechazo(datos(expirada.api.GET('/api/auth/me')));
        expect(error).toMatchObject({ status: 401, message: 'Sesión expirada' });
        expect(expirada.sesion.expirar).toHaveBeenCalledTimes(1);

        // The answer arrives after a new login: that session stays.
        let responder!: (respuesta: Response) => void;
        const tardia = clienteCon('vieja', () => new Promise<Response>((resolve) => (responder = resolve)));
        const llamada = rechazo(datos(tardia.api.GET('/api/auth/me')));
        await new Promise((resolve) => setTimeout(resolve));
        tardia.cambiarToken('nueva');
        responder(refusal());
        await expect(llamada).resolves.toMatchObject({ status: 401 });
        expect(tardia.sesion.expirar).not.toHaveBeenCalled();

        const anonima = clienteCon(null, refusal);
        await rechazo(datos(anonima.api.GET('/api/auth/me')));
        expect(anonima.sesion.expirar).not.toHaveBeenCalled();
    });

    it("lets a network failure reject as fetch's", async () => {
        const { api } = clienteCon('t', () => Promise.reject(new TypeError('Failed to fetch')));
        await expect(datos(api.GET('/api/dashboard'))).rejects.toThrow(new TypeError('Failed to fetch'));
    });

    it("maps simple-rest's failures the same way (alFallar)", () => {
        const { sesion } = sesionDePrueba('t');
        const error = new HttpError('Conflicto', 401, { errors: [{ field: 'ruc', message: 'Ya existe' }] });
        expect(alFallar(error, 't', sesion)).toBe(error);
        expect(error.body).toEqual({ errors: { ruc: 'Ya existe' } });
        expect(sesion.expirar).toHaveBeenCalledTimes(1);
        // A failure without a status (the network) is left as it is.
        const red = new TypeError('Failed to fetch');
        expect(alFallar(red, 't', sesion)).toBe(red);
        expect(sesion.expirar).toHaveBeenCalledTimes(1);
    });
});
