import ExcelJS from 'exceljs';
import request from 'supertest';
import { TestApp } from './test-app';

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** A valid RUC from its first ten digits (SUNAT módulo 11). */
export function rucFrom(firstTen: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstTen[i]), 0);
  return `${firstTen}${(11 - (sum % 11)) % 10}`;
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function crearCompania(t: TestApp, token: string, razonSocial: string, firstTen: string) {
  const res = await t.http.post('/api/Compania').set(auth(token)).send({ razonSocial, ruc: rucFrom(firstTen) });
  if (res.status !== 201) throw new Error(`crearCompania: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; razonSocial: string; ruc: string };
}

export interface UsuarioPrueba {
  id: number;
  email: string;
  token: string;
}

/** Creates a user through the API (as the Maestro) and logs it in. */
export async function crearUsuario(t: TestApp, maestroToken: string, tipo: number, companiaId: number, email: string): Promise<UsuarioPrueba> {
  const res = await t.http
    .post('/api/Usuario')
    .set(auth(maestroToken))
    .send({ tipo, companiaId, nombre: `Tipo ${tipo}`, apellido: 'Prueba', correoElectronico: email, contrasena: 'Clave-Prueba-123', codigo: `U${tipo}` });
  if (res.status !== 201) throw new Error(`crearUsuario: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, email, token: await t.login(email, 'Clave-Prueba-123') };
}

/** Every row of a table, to prove a refused request changed nothing. */
export const snapshot = (t: TestApp, table: string) => t.dataSource.query(`SELECT * FROM ${table} ORDER BY id`);

/** A binary download (xlsx, PDF) as a Buffer. */
export const download = (req: request.Test) =>
  req.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The first worksheet of an xlsx, as a spreadsheet program would open it. */
export async function firstSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0];
}
