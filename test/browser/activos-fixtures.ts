import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, type SessionApi, signIn } from './harness';

// What the asset screens' browser tests share: the way in, the dialog's inputs and the data they prepare.

const SCREEN = 'Registro de Activos';

/** Signs in as the demo administrator, opens /registraractivos and returns the session's API client. */
export async function openActivos(page: Page, baseUrl: string, user = ADMIN): Promise<SessionApi> {
  const api = await signIn(page, baseUrl, user);
  await page.goto(`${baseUrl}/registraractivos`);
  await page.getByRole('heading', { level: 1, name: SCREEN }).waitFor();
  return api;
}

/** A text input of a dialog by its label: required ones carry an asterisk outside their accessible name. */
export const input = (scope: Locator, name: string): Locator => scope.getByRole('textbox', { name, exact: true });

/** The list's row of an asset. */
export const activoRow = (page: Page, codigo: string): Locator =>
  page.locator('#main-content tbody tr').filter({ hasText: codigo });

/** 'YYYY-MM-15', `months` months before the current one (UTC, as the API counts them). */
export function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCDate(15);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** A real PNG (solid colour), so the browser can draw its preview. */
export function pngImage(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An asset as the API answers it: the fields the tests read (the rest they compare with toMatchObject). */
export interface ActivoApi {
  id: number;
  codigo: string;
  imagen: string | null;
}
