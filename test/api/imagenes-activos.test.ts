import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ImagenSubida } from '../../src/activo/imagen-subida.entity';
import { Activo } from '../../src/activo/activo.entity';
import { IMAGEN_AJENA, ImagenesService } from '../../src/activo/imagenes.service';
import { pngImage } from '../fixtures/images';
import { auth, crearCompania, crearUsuario, download, snapshot } from '../utils/fixtures';
import { createTestApp } from '../utils/test-app';

const HORA_MS = 60 * 60_000;

/** An app, its admin token and its UPLOAD_DIR, with helpers to upload and to look at the disk. */
async function iniciar(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  const uploads = process.env.UPLOAD_DIR!;
  const token = await t.login();
  const subir = (file: Buffer) => t.http.post('/api/activos/upload-image').set(auth(token)).attach('file', file, { filename: 'foto.png', contentType: 'image/png' });
  const enDisco = (ruta: string) => existsSync(join(uploads, ...ruta.replace(/^\/uploads\//, '').split('/')));
  const archivos = () => (existsSync(join(uploads, 'activos')) ? readdirSync(join(uploads, 'activos')).sort() : []);
  return { t, uploads, token, subir, enDisco, archivos };
}

const miniaturaDe = (ruta: string) => ruta.replace(/\.png$/, '.160.webp');

describe('asset images: quota', () => {
  let app: Awaited<ReturnType<typeof iniciar>>;
  beforeAll(async () => {
    app = await iniciar({ UPLOAD_QUOTA_MB: '1' });
  });
  afterAll(async () => {
    await app.t.close();
    delete process.env.UPLOAD_QUOTA_MB; // createTestApp leaves its env in process.env
  });

  it('answers 413 with the used and allowed MB past UPLOAD_QUOTA_MB, and stores nothing', async () => {
    const primera = await app.subir(await pngImage(450, 450));
    expect(primera.status).toBe(201);
    const antes = app.archivos();
    expect(antes).toHaveLength(2); // the image and its thumbnail

    const segunda = await app.subir(await pngImage(450, 450));
    expect(segunda.status).toBe(413);
    expect(segunda.body.message).toMatch(/^La compañía no tiene espacio para esta imagen: usa 0\.5\d MB de 1 MB permitidos$/);
    expect(app.archivos()).toEqual(antes);
    expect(await app.t.dataSource.getRepository(ImagenSubida).count()).toBe(1);
  });
});

describe('asset images: thumbnails, replacement, deletion and the orphan sweep', () => {
  let app: Awaited<ReturnType<typeof iniciar>>;
  let imagenes: ImagenesService;
  const crear = (codigo: string, imagen: string | null) =>
    app.t.http.post('/api/activos').set(auth(app.token)).send({ codigo, descripcion: `Activo ${codigo}`, imagen }).expect(201);
  const subirRuta = async (file: Buffer) => {
    const res = await app.subir(file);
    expect(res.status).toBe(201);
    return res.body.imagePath as string;
  };

  beforeAll(async () => {
    app = await iniciar({ UPLOAD_QUOTA_MB: '2048' });
    imagenes = app.t.app.get(ImagenesService);
  });
  afterAll(() => app.t.close());

  it('makes a WebP thumbnail of at most 160 px beside the image', async () => {
    const ruta = await subirRuta(await pngImage(800, 600));
    const res = await app.t.http.get(miniaturaDe(ruta)).buffer(true).parse((r, cb) => {
      const partes: Buffer[] = [];
      r.on('data', (c: Buffer) => partes.push(c));
      r.on('end', () => cb(null, Buffer.concat(partes)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const { format, width, height } = await sharp(res.body as Buffer).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 160, height: 120 });
  });

  it('refuses bytes that claim to be a PNG but do not decode, storing nothing', async () => {
    const antes = app.archivos();
    const falso = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
    const res = await app.subir(falso);
    expect([res.status, res.body.message]).toEqual([400, 'La imagen está dañada o es demasiado grande para procesarla']);
    expect(app.archivos()).toEqual(antes);
  });

  it('answers the thumbnail path in the list, the selector search, the search and one asset', async () => {
    const ruta = await subirRuta(await pngImage(300, 300, 'liso'));
    const { body: creado } = await crear('MINI-1', ruta);
    const esperado = { id: creado.id, imagen: ruta, imagenMiniatura: miniaturaDe(ruta) };
    expect(creado).toMatchObject(esperado);

    const lista = await app.t.http.get('/api/activos').query({ filter: JSON.stringify({ codigo: 'MINI-1' }) }).set(auth(app.token)).expect(200);
    expect(lista.body).toEqual([expect.objectContaining(esperado)]);
    // The selector's own request: the text in `q`, first page by code.
    const selector = await app.t.http
      .get('/api/activos')
      .query({ filter: JSON.stringify({ q: 'MINI-1' }), sort: JSON.stringify(['codigo', 'ASC']), range: JSON.stringify([0, 19]) })
      .set(auth(app.token))
      .expect(200);
    expect(selector.body).toEqual([expect.objectContaining(esperado)]);
    const busqueda = await app.t.http.get('/api/activos/search').query({ codigo: 'MINI-1' }).set(auth(app.token)).expect(200);
    expect(busqueda.body).toEqual([expect.objectContaining(esperado)]);
    expect((await app.t.http.get(`/api/activos/${creado.id}`).set(auth(app.token)).expect(200)).body).toMatchObject(esperado);

    const { body: sinImagen } = await crear('MINI-2', null);
    expect(sinImagen.imagenMiniatura).toBeNull();
  });

  it('takes as an asset’s image only an upload of its own company: anything else is a 400, creating or editing', async () => {
    const propia = await subirRuta(await pngImage(120, 120, 'liso'));
    const andina = await crearCompania(app.t, app.token, 'Comercial Andina S.A.C.', '2060000001');
    const vecino = await crearUsuario(app.t, app.token, 2, andina.id, 'admin@andina.pe');
    const deOtra = (await app.t.http.post('/api/activos/upload-image').set(auth(vecino.token)).attach('file', await pngImage(90, 90, 'liso'), 'foto.png').expect(201)).body.imagePath;
    const ajenas = [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      deOtra,
      '/uploads/activos/nunca-subida.png',
      `${propia}?x=1`,
    ];
    const { body: activo } = await crear('PROPIA-1', propia);
    const antes = await snapshot(app.t, 'activo');
    for (const imagen of ajenas) {
      const alta = await app.t.http.post('/api/activos').set(auth(app.token)).send({ codigo: 'AJENA-1', descripcion: 'Con imagen ajena', imagen });
      const cambio = await app.t.http.put(`/api/activos/${activo.id}`).set(auth(app.token)).send({ codigo: 'PROPIA-1', descripcion: 'Cambiada', imagen });
      expect([imagen, alta.status, alta.body.message, cambio.status, cambio.body.message]).toEqual([imagen, 400, [IMAGEN_AJENA], 400, [IMAGEN_AJENA]]);
    }
    expect(await snapshot(app.t, 'activo')).toEqual(antes);
    // Its own image kept, and none at all.
    expect((await app.t.http.put(`/api/activos/${activo.id}`).set(auth(app.token)).send({ codigo: 'PROPIA-1', descripcion: 'Cambiada', imagen: propia }).expect(200)).body.imagen).toBe(propia);
    expect((await app.t.http.put(`/api/activos/${activo.id}`).set(auth(app.token)).send({ codigo: 'PROPIA-1', descripcion: 'Sin foto', imagen: null }).expect(200)).body.imagen).toBeNull();
  });

  it('deletes the old image and its thumbnail when an asset’s image is replaced or removed, and when the asset is deleted', async () => {
    const primera = await subirRuta(await pngImage(200, 200, 'liso'));
    const segunda = await subirRuta(await pngImage(210, 210, 'liso'));
    const { body: activo } = await crear('REEMP-1', primera);

    await app.t.http.put(`/api/activos/${activo.id}`).set(auth(app.token)).send({ codigo: 'REEMP-1', descripcion: 'Reemplazada', imagen: segunda }).expect(200);
    expect([app.enDisco(primera), app.enDisco(miniaturaDe(primera))]).toEqual([false, false]);
    expect([app.enDisco(segunda), app.enDisco(miniaturaDe(segunda))]).toEqual([true, true]);
    expect(await app.t.dataSource.getRepository(ImagenSubida).existsBy({ ruta: primera })).toBe(false);

    await app.t.http.delete(`/api/activos/${activo.id}`).set(auth(app.token)).expect(204);
    expect([app.enDisco(segunda), app.enDisco(miniaturaDe(segunda))]).toEqual([false, false]);

    const tercera = await subirRuta(await pngImage(220, 220, 'liso'));
    const { body: otro } = await crear('REEMP-2', tercera);
    await app.t.http.put(`/api/activos/${otro.id}`).set(auth(app.token)).send({ codigo: 'REEMP-2', descripcion: 'Sin imagen', imagen: null }).expect(200);
    expect([app.enDisco(tercera), app.enDisco(miniaturaDe(tercera))]).toEqual([false, false]);
  });

  it('keeps an image another asset still shows', async () => {
    const ruta = await subirRuta(await pngImage(230, 230, 'liso'));
    const { body: a } = await crear('COMP-1', ruta);
    await crear('COMP-2', ruta);
    await app.t.http.delete(`/api/activos/${a.id}`).set(auth(app.token)).expect(204);
    expect(app.enDisco(ruta)).toBe(true);
  });

  it('sweeps uploads no asset took within 24 h, keeping referenced and recent ones, once however many instances run', async () => {
    const subidas = app.t.dataSource.getRepository(ImagenSubida);
    const vieja = async () => {
      const ruta = await subirRuta(await pngImage(240, 240, 'liso'));
      await subidas.update({ ruta }, { createdAt: new Date(Date.now() - 25 * HORA_MS) });
      return ruta;
    };
    const huerfana = await vieja();
    const usada = await vieja();
    await crear('BARR-1', usada);
    const reciente = await subirRuta(await pngImage(250, 250, 'liso'));

    // Two instances at once: each deletes only what its claim took.
    const borradas = await Promise.all([imagenes.sweepOrphans(), imagenes.sweepOrphans()]);
    expect(borradas[0] + borradas[1]).toBe(1);
    expect([app.enDisco(huerfana), app.enDisco(miniaturaDe(huerfana)), await subidas.existsBy({ ruta: huerfana })]).toEqual([false, false, false]);
    for (const ruta of [usada, reciente]) expect([app.enDisco(ruta), app.enDisco(miniaturaDe(ruta)), await subidas.existsBy({ ruta })]).toEqual([true, true, true]);

    // A day later the recent one (and the earlier tests' unused uploads) are orphans too.
    expect(await imagenes.sweepOrphans(new Date(Date.now() + 25 * HORA_MS))).toBeGreaterThanOrEqual(1);
    expect(app.enDisco(reciente)).toBe(false);
    expect(app.enDisco(usada)).toBe(true);
  });

  it('gives an image stored before uploads were recorded its row and thumbnail', async () => {
    const ruta = '/uploads/activos/anterior-1.png';
    writeFileSync(join(app.uploads, 'activos', 'anterior-1.png'), await pngImage(400, 200, 'liso'));
    const { body: anterior } = await crear('ANT-1', null);
    await app.t.dataSource.getRepository(Activo).update({ id: anterior.id }, { imagen: ruta });
    expect(await imagenes.adoptPrevious()).toBeGreaterThanOrEqual(1);
    const { format, width } = await sharp(join(app.uploads, 'activos', 'anterior-1.160.webp')).metadata();
    expect({ format, width }).toEqual({ format: 'webp', width: 160 });
    expect((await app.t.dataSource.getRepository(ImagenSubida).findOneByOrFail({ ruta })).bytes).toBeGreaterThan(0);
    expect(await imagenes.adoptPrevious()).toBe(0);
  });

  it('embeds the thumbnail, not the full image, in the catalogue PDF', async () => {
    const completa = await pngImage(900, 900);
    const ruta = await subirRuta(completa);
    await crear('PDF-IMG-1', ruta);
    const pdf: Buffer = (await download(app.t.http.get('/api/activos/export/pdf').query({ codigo: 'PDF-IMG-1' }).set(auth(app.token)))).body;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const imagenes = [...pdf.toString('latin1').matchAll(/\/Subtype \/Image[^>]*?\/Width (\d+)|\/Width (\d+)[^>]*?\/Subtype \/Image/g)].map((m) => Number(m[1] ?? m[2]));
    expect(imagenes).toEqual([160]);
    expect(pdf.length).toBeLessThan(completa.length / 10);
  });
});

describe('asset images stored before only a company’s own uploads were taken', () => {
  const MIGRACION = 'LecturasIlegiblesEImagenesPropias1795767214216';

  it('are cleared on upgrading unless they are an upload of the asset’s company, recorded or not yet', async () => {
    const app = await iniciar();
    try {
      const activos = app.t.dataSource.getRepository(Activo);
      const andina = await crearCompania(app.t, app.token, 'Comercial Andina S.A.C.', '2060000001');
      await app.t.dataSource.getRepository(ImagenSubida).insert([
        { companiaId: 1, ruta: '/uploads/activos/propia-1.png', bytes: 10 },
        { companiaId: andina.id, ruta: '/uploads/activos/de-andina-1.png', bytes: 10 },
      ]);
      const imagenes: Record<string, string | null> = {
        'OLD-1': 'https://evil.example/x.png',
        'OLD-2': 'javascript:alert(1)',
        'OLD-3': 'data:image/svg+xml;base64,PHN2Zy8+',
        'OLD-4': '/uploads/activos/de-andina-1.png',
        'OLD-5': '/uploads/activos/../secreto.png',
        'OLD-6': '/uploads/activos/propia-1.png',
        'OLD-7': '/uploads/activos/anterior-sin-registro.jpg',
        'OLD-8': null,
      };
      for (const [codigo, imagen] of Object.entries(imagenes)) {
        const { body } = await app.t.http.post('/api/activos').set(auth(app.token)).send({ codigo, descripcion: `Activo ${codigo}` }).expect(201);
        await activos.update({ id: body.id }, { imagen });
      }
      const ejecutadas = async () => ((await app.t.dataSource.query('SELECT name FROM migrations')) as Array<{ name: string }>).map((m) => m.name);
      while ((await ejecutadas()).includes(MIGRACION)) await app.t.dataSource.undoLastMigration();
      await app.t.dataSource.runMigrations();

      const despues = await activos.find({ select: { codigo: true, imagen: true }, where: Object.keys(imagenes).map((codigo) => ({ codigo })) });
      expect(Object.fromEntries(despues.map((a) => [a.codigo, a.imagen]))).toEqual({
        ...Object.fromEntries(Object.keys(imagenes).map((codigo) => [codigo, null])),
        'OLD-6': '/uploads/activos/propia-1.png',
        'OLD-7': '/uploads/activos/anterior-sin-registro.jpg',
      });
    } finally {
      await app.t.close();
    }
  });
});
