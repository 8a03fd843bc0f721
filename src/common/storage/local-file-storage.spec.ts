import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from './local-file-storage';

describe('LocalFileStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'activos-storage-'));
  const storage = new LocalFileStorage(join(root, 'uploads'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('saves, reads back and deletes a file by its key', async () => {
    const data = Buffer.from('contenido de prueba');
    await storage.save('activos/foto-1.png', data);
    expect(readdirSync(join(root, 'uploads', 'activos'))).toEqual(['foto-1.png']);
    expect((await storage.read('activos/foto-1.png'))!.equals(data)).toBe(true);
    await storage.delete('activos/foto-1.png');
    expect(await storage.read('activos/foto-1.png')).toBeNull();
    await expect(storage.delete('activos/foto-1.png')).resolves.toBeUndefined();
  });

  it('never overwrites a stored file', async () => {
    await storage.save('activos/unico.gif', Buffer.from('primero'));
    await expect(storage.save('activos/unico.gif', Buffer.from('segundo'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await storage.read('activos/unico.gif'))!.toString()).toBe('primero');
  });

  it('answers null for a missing file or a folder', async () => {
    expect(await storage.read('activos/no-existe.png')).toBeNull();
    expect(await storage.read('activos')).toBeNull();
  });

  it.each(['../secreto.txt', 'activos/../../secreto.txt', '/etc/passwd', 'activos//foto.png', '.env', 'activos/.oculto', 'activos\\foto.png', ''])(
    'refuses the key %j before touching the disk',
    async (key) => {
      await expect(storage.read(key)).rejects.toThrow('Nombre de archivo no permitido');
      await expect(storage.save(key, Buffer.from('x'))).rejects.toThrow('Nombre de archivo no permitido');
      await expect(storage.delete(key)).rejects.toThrow('Nombre de archivo no permitido');
    },
  );
});
