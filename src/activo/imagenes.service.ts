import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { detectImageType, toJpeg, webpThumbnail } from '../common/image';
import { FileStorage } from '../common/storage/file-storage';
import { UPLOADS_ROUTE } from '../common/storage/serve-uploads';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { Activo } from './activo.entity';
import { CuotaDeSubidas } from './cuota-de-subidas';
import { LOTE_BARRIDO, sentenciaDeBarrido } from './barrido';
import { ImagenSubida } from './imagen-subida.entity';
import { claveDeImagen, claveDeMiniatura, MINIATURA_PX } from './miniatura';
import { deCompania } from '../common/tenancy';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGEN_AJENA = 'La imagen debe ser un archivo subido por su compañía: la ruta que responde POST /api/activos/upload-image';

/** An upload no asset shows is deleted after this long: time enough to fill in the asset's form. */
const HUERFANA_MS = 24 * 60 * 60_000;
/** A sweep claim this old was left by an instance that stopped: another run takes it over. */
const RECLAMO_VENCIDO_MS = 10 * 60_000;
/** Thumbnails converted at once for the catalogue PDF (sharp's threads, not the event loop). */
const CONVERSIONES_EN_PARALELO = 8;
const LOTE_ADOPCION = 100;

type ConfigDeImagenes = Pick<EnvironmentConfig, 'NODE_ENV'>;

/**
 * Asset images in the file storage under activos/, named by the server so no client
 * name is used, each with a 160 px WebP thumbnail beside it (claveDeMiniatura) made at
 * upload. Every upload is a row of imagen_subida: the company's quota is the sum of its
 * rows' sizes (exact and self-healing, unlike a running total that a failed write could
 * leave wrong), an image replaced or left by a deleted asset is released at once, and an
 * hourly sweep deletes uploads no asset took within 24 h.
 */
@Injectable()
export class ImagenesService {
  private readonly logger = new Logger('ImagenesDeActivos');
  /** This API instance, in the sweep claims it makes. */
  readonly instancia = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private corridas = 0;

  constructor(
    private readonly storage: FileStorage,
    @InjectRepository(ImagenSubida) private readonly subidas: Repository<ImagenSubida>,
    private readonly dataSource: DataSource,
    @Inject(environmentConfig.KEY) private readonly env: ConfigDeImagenes,
    private readonly cuota: CuotaDeSubidas,
  ) {
    cuota.registrar('imágenes de activos', subidas, 'bytes');
  }

  async save(companiaId: number, file: Buffer): Promise<{ imagePath: string }> {
    const type = detectImageType(file);
    if (!type) throw new BadRequestException('Solo se permiten archivos JPG, PNG y GIF');
    const miniatura = await webpThumbnail(file, MINIATURA_PX).catch(() => {
      throw new BadRequestException('La imagen está dañada o es demasiado grande para procesarla');
    });
    const bytes = file.length + miniatura.length;
    await this.cuota.assertCabe(companiaId, bytes, 'esta imagen');
    const clave = `activos/${randomUUID()}.${type}`;
    const imagePath = `${UPLOADS_ROUTE}/${clave}`;
    // The row first: a stored file always has the row that counts it and lets the sweep find it.
    const { id } = await this.subidas.save(this.subidas.create({ companiaId, ruta: imagePath, bytes }));
    try {
      await this.storage.save(clave, file);
      await this.storage.save(claveDeMiniatura(clave), miniatura);
    } catch (error) {
      await this.borrarArchivos(clave);
      await this.subidas.delete(id);
      throw error;
    }
    return { imagePath };
  }

  /**
   * An asset shows only an image its own company uploaded: the imagePath upload-image answered (a recorded upload of
   * the company), or none. Any other value (an address of another site, a javascript: or data: URL, another company's
   * upload) is a 400: the panel would load it from wherever it points.
   */
  async assertDeLaCompania(companiaId: number, imagen: string | null, manager = this.dataSource.manager): Promise<void> {
    if (imagen === null) return;
    if (claveDeImagen(imagen) && (await manager.existsBy(ImagenSubida, deCompania(companiaId, { ruta: imagen })))) return;
    throw new BadRequestException([IMAGEN_AJENA]);
  }

  /**
   * Deletes an image an asset no longer shows (replaced, or its asset deleted), with its
   * thumbnail and row, unless another asset shows it too. A recorded upload only by its
   * own company; one stored before uploads were recorded, whoever asks.
   */
  async release(companiaId: number, imagen: string | null): Promise<void> {
    const clave = claveDeImagen(imagen);
    if (!clave) return;
    const subida = await this.subidas.findOneBy({ ruta: imagen! });
    if (subida && subida.companiaId !== companiaId) return;
    if (await this.dataSource.getRepository(Activo).existsBy({ imagen: imagen! })) return;
    await this.borrarArchivos(clave);
    if (subida) await this.subidas.delete(subida.id);
  }

  /** JPEG data URLs of these images' thumbnails, by image path, for the catalogue PDF; an image without a thumbnail is left out. */
  async thumbnailsForPdf(imagenes: Array<string | null>): Promise<Map<string, string>> {
    const rutas = [...new Set(imagenes.filter((ruta): ruta is string => claveDeImagen(ruta) !== null))];
    const resultado = new Map<string, string>();
    for (let inicio = 0; inicio < rutas.length; inicio += CONVERSIONES_EN_PARALELO) {
      await Promise.all(
        rutas.slice(inicio, inicio + CONVERSIONES_EN_PARALELO).map(async (ruta) => {
          const miniatura = await this.storage.read(claveDeMiniatura(claveDeImagen(ruta)!));
          const jpeg = miniatura && (await toJpeg(miniatura).catch(() => null));
          if (jpeg) resultado.set(ruta, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
        }),
      );
    }
    return resultado;
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'imagenes-de-activos', waitForCompletion: true })
  async sweepEveryHour(): Promise<void> {
    // The test suites call these themselves, with the clock they need.
    if (this.env.NODE_ENV === 'test') return;
    try {
      const adoptadas = await this.adoptPrevious();
      const borradas = await this.sweepOrphans();
      if (adoptadas || borradas) this.logger.log({ message: 'Imágenes de activos mantenidas', adoptadas, borradas });
    } catch (error) {
      this.logger.error({ message: 'Falló el mantenimiento de imágenes de activos', cause: (error as Error).message });
    }
  }

  /**
   * Deletes the files and rows of uploads older than 24 h that no asset shows; safe to
   * run on several instances at once: each deletes only what its atomic claim took.
   */
  async sweepOrphans(ahora = new Date()): Promise<number> {
    const reclamo = `${this.instancia}#${++this.corridas}`;
    const driver = this.dataSource.driver;
    const [sql, parametros] = driver.escapeQueryWithParameters(
      sentenciaDeBarrido(this.dataSource.options.type, (nombre) => driver.escape(nombre)),
      { reclamo, ahora, limite: new Date(ahora.getTime() - HUERFANA_MS), vencido: new Date(ahora.getTime() - RECLAMO_VENCIDO_MS) },
      {},
    );
    let borradas = 0;
    for (;;) {
      await this.dataSource.query(sql, parametros);
      const filas = await this.subidas.find({ where: { reclamadoPor: reclamo }, order: { id: 'ASC' } });
      // An asset may have taken one since the claim: it stays, unclaimed.
      const enUso = new Set(
        filas.length ? (await this.dataSource.getRepository(Activo).find({ select: { imagen: true }, where: { imagen: In(filas.map((f) => f.ruta)) } })).map((a) => a.imagen) : [],
      );
      for (const fila of filas) {
        if (enUso.has(fila.ruta)) continue;
        const clave = claveDeImagen(fila.ruta);
        if (clave) await this.borrarArchivos(clave);
      }
      if (enUso.size) await this.subidas.update({ reclamadoPor: reclamo, ruta: In([...enUso]) }, { reclamadoPor: null, reclamadoEn: null });
      await this.subidas.delete({ reclamadoPor: reclamo });
      borradas += filas.length - enUso.size;
      if (filas.length < LOTE_BARRIDO) return borradas;
    }
  }

  /**
   * Gives the images assets showed before uploads were recorded a row (so they count
   * against the quota and can be released) and a thumbnail. A one-time job rather than a
   * thumbnail made on first request: the list answers thumbnail paths without touching
   * files, and the quota must count these images from the start. Runs with the hourly
   * sweep and finds nothing once done; a second instance doing the same is harmless.
   */
  async adoptPrevious(): Promise<number> {
    let adoptadas = 0;
    let ultima = '';
    for (;;) {
      const qb = this.dataSource.getRepository(Activo).createQueryBuilder('a');
      const registrada = qb.subQuery().select('1').from(ImagenSubida, 'i').where('i.ruta = a.imagen').getQuery();
      const filas: Array<{ imagen: string; companiaId: number }> = await qb
        .select('a.imagen', 'imagen')
        .addSelect('MIN(a.companiaId)', 'companiaId')
        .where('a.imagen LIKE :prefijo AND a.imagen > :ultima', { prefijo: `${UPLOADS_ROUTE}/activos/%`, ultima })
        .andWhere(`NOT EXISTS ${registrada}`)
        .groupBy('a.imagen')
        .orderBy('a.imagen', 'ASC')
        .limit(LOTE_ADOPCION)
        .getRawMany();
      for (const { imagen, companiaId } of filas) if (await this.adoptar(imagen, Number(companiaId))) adoptadas++;
      if (filas.length < LOTE_ADOPCION) return adoptadas;
      ultima = filas[filas.length - 1].imagen;
    }
  }

  private async adoptar(ruta: string, companiaId: number): Promise<boolean> {
    const clave = claveDeImagen(ruta);
    if (!clave) return false;
    const imagen = await this.storage.read(clave);
    const miniatura = imagen && (await webpThumbnail(imagen, MINIATURA_PX).catch(() => null));
    if (miniatura) await this.storage.save(claveDeMiniatura(clave), miniatura).catch((error: NodeJS.ErrnoException) => ignorarSiExiste(error));
    // A missing file gets a row of 0 bytes too, so it is not looked at again.
    const bytes = (imagen?.length ?? 0) + (miniatura?.length ?? 0);
    try {
      await this.subidas.insert({ companiaId, ruta, bytes });
      return true;
    } catch (error) {
      if (await this.subidas.existsBy({ ruta })) return false; // another instance adopted it meanwhile
      throw error;
    }
  }

  private async borrarArchivos(clave: string): Promise<void> {
    await this.storage.delete(clave);
    await this.storage.delete(claveDeMiniatura(clave));
  }
}

/** A thumbnail saved by another instance in the meantime is the same thumbnail. */
function ignorarSiExiste(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EEXIST') throw error;
}
