import { isValidRuc } from '../../src/common/peru';
import { RunningServer } from '../utils';
import { exigir } from './http';

/** A logged-in user of one company. */
export interface Sesion {
  token: string;
  companiaId: number;
  email: string;
}

export interface Empresa {
  id: number;
  razonSocial: string;
  sesiones: Sesion[];
}

const RAZONES = ['Minera Andina', 'Agroexportadora del Norte', 'Constructora Pacífico', 'Distribuidora Lima Sur', 'Textil Arequipa', 'Logística Callao'];
const CONTRASENA = 'clave-carga-123';

/** The RUC whose first ten digits are `diez`, with its SUNAT check digit. */
const ruc = (diez: string) => [...'0123456789'].map((d) => `${diez}${d}`).find(isValidRuc)!;

/**
 * Companies with their users, created through the API as the demo Maestro: one company
 * administrator (type 3) and users (type 5) each; every user logs in once.
 */
export async function crearEmpresas(server: RunningServer, cantidad: number, usuariosPorEmpresa: number): Promise<Empresa[]> {
  const empresas: Empresa[] = [];
  for (let e = 0; e < cantidad; e++) {
    const razonSocial = `${RAZONES[e % RAZONES.length]} ${e + 1} S.A.C.`;
    const compania = await exigir<{ id: number }>(server.url, '/api/Compania', { token: server.token, json: { razonSocial, ruc: ruc(`2060${String(1_000_000 + e).slice(1)}`) } }, 201);
    const sesiones: Sesion[] = [];
    for (let u = 0; u < usuariosPorEmpresa; u++) {
      const email = `usuario${u + 1}@empresa${compania.id}.pe`;
      await exigir(
        server.url,
        '/api/Usuario',
        {
          token: server.token,
          json: { tipo: u === 0 ? 3 : 5, companiaId: compania.id, nombre: `Usuario ${u + 1}`, apellido: razonSocial, correoElectronico: email, contrasena: CONTRASENA, codigo: `U${u + 1}` },
        },
        201,
      );
      const login = await exigir<{ token: string }>(server.url, '/api/auth/login', { json: { correoElectronico: email, contrasena: CONTRASENA } });
      sesiones.push({ token: login.token, companiaId: compania.id, email });
    }
    empresas.push({ id: compania.id, razonSocial, sesiones });
  }
  return empresas;
}
