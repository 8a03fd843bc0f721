import { Request } from 'express';
import { direccionDeLaApp, direccionDeLaPeticion } from './direccion-de-la-peticion';

const peticion = (host: string | undefined, protocol = 'http') => ({ protocol, host }) as Request;

describe('the address a link leads to', () => {
  it.each([
    ['activos.empresa.pe', 'https', 'https://activos.empresa.pe'],
    ['Activos.Empresa.PE:8443', 'https', 'https://activos.empresa.pe:8443'],
    ['192.168.1.5:3000', 'http', 'http://192.168.1.5:3000'],
    ['localhost', 'http', 'http://localhost'],
    ['[::1]:3000', 'http', 'http://[::1]:3000'],
  ])('takes the host %j of a %s request', (host, protocol, direccion) => {
    expect(direccionDeLaPeticion(peticion(host, protocol))).toBe(direccion);
  });

  it.each([
    ['evil.example/phish?x=', 'http'],
    ['evil.example#x', 'http'],
    ['user@evil.example', 'http'],
    ['evil.example:99999', 'http'],
    ['evil.example:', 'http'],
    ['-evil.example', 'http'],
    ['evil example', 'http'],
    ['', 'http'],
    [undefined, 'http'],
    ['activos.empresa.pe', 'javascript'],
  ])('refuses the host %j of a %s request with 400', (host, protocol) => {
    expect(() => direccionDeLaPeticion(peticion(host, protocol))).toThrow('La dirección de esta solicitud (cabecera Host) no es válida: el sistema debe configurarse con APP_URL');
  });

  it('leads to APP_URL whenever it is set, whatever the request says', () => {
    expect(direccionDeLaApp(peticion('evil.example/phish?x='), 'https://activos.empresa.pe')).toBe('https://activos.empresa.pe');
    expect(direccionDeLaApp(peticion('192.168.1.5:3000'), undefined)).toBe('http://192.168.1.5:3000');
  });
});
