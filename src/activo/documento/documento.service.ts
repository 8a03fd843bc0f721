import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { withOldValues } from '../../audit/audit-target';
import type { NamedUpload } from '../../common/file-upload';
import { webpThumbnail } from '../../common/image';
import { formatDia, limaDate } from '../../common/lima-time';
import { FileStorage } from '../../common/storage/file-storage';
import { UPLOADS_ROUTE } from '../../common/storage/serve-uploads';
import { deCompania, porCompania } from '../../common/tenancy';
import { detectDocumentType, MIME_DE_ARCHIVO } from '../../common/tipo-de-archivo';
import { keysetRows } from '../../database/keyset-rows';
import { EjercicioService } from '../../ejercicio/ejercicio.service';
import { ActivoService } from '../activo.service';
import type { ActivoBaja } from '../baja/activo-baja.entity';
import { DOCUMENTO_DE_MOTIVO } from '../baja/baja-reglas';
import { CuotaDeSubidas } from '../cuota-de-subidas';
import { MINIATURA_PX } from '../miniatura';
import { ReferenciasDeActivo } from '../referencias-de-activo';
import { DocumentoDeActivo, TipoDocumento } from './documento-de-activo.entity';
import { DocumentoDto, DocumentoRespuestaDto, VencimientoRespuestaDto } from './dto/documento.dto';

export const DOCUMENTO_MAX_BYTES = 20 * 1024 * 1024;
const TIPO_NO_PERMITIDO = 'Solo se permiten archivos PDF, JPG, PNG, XLSX y DOCX: el tipo se reconoce por el contenido del archivo, no por su nombre';

const DIA_MS = 86_400_000;
/** Due dates the job reads per query: each page is a short read on the vence index. */
const LOTE_VENCIMIENTOS = 500;

/** The document type a disposal's evidence is kept as. */
const TIPO_DE_EVIDENCIA: Partial<Record<ActivoBaja['motivo'], TipoDocumento>> = { venta: 'factura', obsolescencia: 'informe_tecnico' };

/** Today's day in Lima, at UTC midnight: how due dates are stored. */
export const hoyEnLima = (ahora = new Date()) => new Date(`${limaDate(ahora)}T00:00:00.000Z`);

/** A due date with its asset, as the job reads it (every company). */
export interface VencimientoDelLote {
  documentoId: number;
  companiaId: number;
  activoId: number;
  codigo: string;
  descripcion: string;
  tipo: TipoDocumento;
  numero: string | null;
  vence: Date;
}

const vencimientoDe = (d: DocumentoDeActivo): VencimientoDelLote => ({
  documentoId: d.id,
  companiaId: d.companiaId,
  activoId: d.activoId,
  codigo: d.activo!.codigo,
  descripcion: d.activo!.descripcion,
  tipo: d.tipo,
  numero: d.numero,
  vence: d.vence!,
});

async function* comoVencimientos(filas: AsyncGenerator<DocumentoDeActivo>): AsyncGenerator<VencimientoDelLote> {
  for await (const d of filas) yield vencimientoDe(d);
}

const respuestaDe = (d: DocumentoDeActivo): DocumentoRespuestaDto => ({
  id: d.id,
  activoId: d.activoId,
  tipo: d.tipo,
  numero: d.numero,
  fecha: d.fecha,
  vence: d.vence,
  monto: d.monto,
  descripcion: d.descripcion,
  tieneArchivo: d.archivo !== null,
  nombreArchivo: d.nombreArchivo,
  mime: d.mime,
  bytes: d.bytes,
  miniatura: d.miniatura && `${UPLOADS_ROUTE}/${d.miniatura}`,
  bajaId: d.bajaId,
  createdAt: d.createdAt,
});

/**
 * The documents kept with each asset (docs/documentos.md): files checked by their content, counted in the company's
 * upload quota, images with a thumbnail; the due dates of those with `vence`; and the evidence of a disposal.
 */
@Injectable()
export class DocumentoService {
  constructor(
    @InjectRepository(DocumentoDeActivo) private readonly documentos: Repository<DocumentoDeActivo>,
    private readonly activos: ActivoService,
    private readonly ejercicios: EjercicioService,
    private readonly storage: FileStorage,
    private readonly cuota: CuotaDeSubidas,
    referencias: ReferenciasDeActivo,
  ) {
    cuota.registrar('documentos de activos', documentos, 'bytes');
    // An asset with documents keeps them: deleting it would leave their files behind.
    referencias.registrar('documentos', (companiaId, activoId) => documentos.existsBy(deCompania(companiaId, { activoId })));
  }

  async list(companiaId: number, activoId: number): Promise<DocumentoRespuestaDto[]> {
    await this.assertActivo(companiaId, activoId);
    const filas = await this.documentos.find({ where: deCompania(companiaId, { activoId }), order: { createdAt: 'DESC', id: 'DESC' } });
    return filas.map(respuestaDe);
  }

  /** Stores the file (its row first, so a stored file always has the row that counts it) and its thumbnail if an image. */
  async create(companiaId: number, activoId: number, dto: DocumentoDto, upload: NamedUpload): Promise<DocumentoRespuestaDto> {
    await this.assertActivo(companiaId, activoId);
    const tipoDeArchivo = detectDocumentType(upload.bytes);
    if (!tipoDeArchivo) throw new BadRequestException(TIPO_NO_PERMITIDO);
    const miniatura =
      tipoDeArchivo === 'jpg' || tipoDeArchivo === 'png'
        ? await webpThumbnail(upload.bytes, MINIATURA_PX).catch(() => {
            throw new BadRequestException('La imagen está dañada o es demasiado grande para procesarla');
          })
        : null;
    const bytes = upload.bytes.length + (miniatura?.length ?? 0);
    await this.cuota.assertCabe(companiaId, bytes, 'este documento');
    const archivo = `documentos/${randomUUID()}.${tipoDeArchivo}`;
    const claveMiniatura = miniatura && `documentos/${randomUUID()}.${MINIATURA_PX}.webp`;
    const fila = await this.documentos.save(
      this.documentos.create({
        companiaId,
        activoId,
        tipo: dto.tipo,
        numero: dto.numero ?? null,
        fecha: dto.fecha ?? null,
        vence: dto.vence ?? null,
        monto: dto.monto ?? null,
        descripcion: dto.descripcion ?? null,
        archivo,
        miniatura: claveMiniatura,
        nombreArchivo: upload.fileName.slice(0, 200) || `documento.${tipoDeArchivo}`,
        mime: MIME_DE_ARCHIVO[tipoDeArchivo],
        bytes,
        bajaId: null,
      }),
    );
    try {
      await this.storage.save(archivo, upload.bytes);
      if (claveMiniatura) await this.storage.save(claveMiniatura, miniatura!);
    } catch (error) {
      await this.borrarArchivos(fila);
      await this.documentos.delete(fila.id);
      throw error;
    }
    return respuestaDe(fila);
  }

  /** The file of a document, for its download. */
  async archivo(companiaId: number, activoId: number, id: number): Promise<{ nombre: string; mime: string; contenido: Buffer }> {
    const documento = await this.find(companiaId, activoId, id);
    const contenido = documento.archivo && (await this.storage.read(documento.archivo));
    if (!contenido) throw new NotFoundException('El documento no tiene archivo');
    return { nombre: documento.nombreArchivo ?? documento.archivo!, mime: documento.mime ?? 'application/octet-stream', contenido };
  }

  /** Deletes a document and its files: not one dated in a closed year (409), nor a disposal's evidence (it goes with it). */
  remove(companiaId: number, activoId: number, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      const documento = await this.find(companiaId, activoId, id);
      noteOld(respuestaDe(documento));
      if (documento.bajaId !== null) throw new ConflictException('El documento es la evidencia de la baja del activo: se elimina al revertir la baja');
      await this.ejercicios.assertAbierto(companiaId, [documento.fecha], `no se puede eliminar un documento con fecha ${documento.fecha && formatDia(documento.fecha)}`);
      await this.documentos.delete(deCompania(companiaId, { id }));
      await this.borrarArchivos(documento);
    });
  }

  /** Records a disposal's evidence as a document of its asset, in the disposal's transaction. */
  async registrarEvidenciaDeBaja(manager: EntityManager, baja: ActivoBaja): Promise<void> {
    await manager.insert(DocumentoDeActivo, {
      companiaId: baja.companiaId,
      activoId: baja.activoId,
      tipo: TIPO_DE_EVIDENCIA[baja.motivo] ?? 'otro',
      numero: baja.documento,
      fecha: baja.fecha,
      descripcion: `${DOCUMENTO_DE_MOTIVO[baja.motivo]} de la baja`,
      bajaId: baja.id,
      bytes: 0,
    });
  }

  /** A reversed disposal takes its evidence with it (it has no file). */
  async quitarEvidenciaDeBaja(manager: EntityManager, companiaId: number, bajaId: number): Promise<void> {
    await manager.delete(DocumentoDeActivo, deCompania(companiaId, { bajaId }));
  }

  /** The company's due dates from today (Lima) to `dias` days ahead, soonest first. */
  async vencimientos(companiaId: number, dias: number, ahora = new Date()): Promise<VencimientoRespuestaDto[]> {
    const hoy = hoyEnLima(ahora);
    const filas = await this.vencimientosEntre(hoy, new Date(hoy.getTime() + dias * DIA_MS), companiaId).getMany();
    return filas.map((d) => {
      const { companiaId: _c, ...vencimiento } = vencimientoDe(d);
      return { ...vencimiento, diasRestantes: Math.round((vencimiento.vence.getTime() - hoy.getTime()) / DIA_MS) };
    });
  }

  /**
   * Every company's due dates from `desde` to `hasta`, soonest first, read by pages on the vence index (keyset on
   * vence and id) that share the event loop (keysetRows): the scheduled job walks them without holding it, however
   * many documents there are.
   */
  vencimientosDelLote(desde: Date, hasta: Date): AsyncGenerator<VencimientoDelLote> {
    const pagina = (despues: { vence: Date; id: number } | undefined) => {
      const qb = this.vencimientosEntre(desde, hasta);
      // `d.vence >= :v` on its own is the index range the page starts from; the OR alone would make it scan from `desde`.
      if (despues) qb.andWhere('d.vence >= :v AND (d.vence > :v OR d.id > :id)', { v: despues.vence, id: despues.id });
      // Many-to-one joins only: a plain LIMIT is exact (take would add a DISTINCT query).
      return qb.limit(LOTE_VENCIMIENTOS).getMany();
    };
    return comoVencimientos(keysetRows(LOTE_VENCIMIENTOS, pagina, (d) => ({ vence: d.vence!, id: d.id })));
  }

  private vencimientosEntre(desde: Date, hasta: Date, companiaId?: number) {
    return porCompania(this.documentos.createQueryBuilder('d'), 'd', companiaId)
      .innerJoin('d.activo', 'a')
      .select(['d.id', 'd.companiaId', 'd.activoId', 'd.tipo', 'd.numero', 'd.vence', 'a.id', 'a.codigo', 'a.descripcion'])
      .andWhere('d.vence >= :desde AND d.vence <= :hasta', { desde, hasta })
      .orderBy('d.vence', 'ASC')
      .addOrderBy('d.id', 'ASC');
  }

  private async find(companiaId: number, activoId: number, id: number): Promise<DocumentoDeActivo> {
    const documento = await this.documentos.findOneBy(deCompania(companiaId, { id, activoId }));
    if (!documento) throw new NotFoundException('Documento no encontrado');
    return documento;
  }

  private async assertActivo(companiaId: number, activoId: number): Promise<void> {
    if (!(await this.activos.exists(companiaId, activoId))) throw new NotFoundException('Activo no encontrado');
  }

  private async borrarArchivos({ archivo, miniatura }: DocumentoDeActivo): Promise<void> {
    if (archivo) await this.storage.delete(archivo);
    if (miniatura) await this.storage.delete(miniatura);
  }
}
