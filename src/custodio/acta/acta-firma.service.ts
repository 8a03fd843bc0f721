import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { detectImageType, toJpeg } from '../../common/image';
import { formatLimaDateTime } from '../../common/lima-time';
import { remitente, transporteSmtp } from '../../common/correo';
import { renderPdf } from '../../common/pdf';
import type { Solicitud } from '../../common/request-context';
import { FileStorage } from '../../common/storage/file-storage';
import { deCompania } from '../../common/tenancy';
import { CuotaDeSubidas } from '../../activo/cuota-de-subidas';
import { CompaniaService } from '../../compania/compania.service';
import { environmentConfig, EnvironmentConfig } from '../../config/environment.config';
import { TIPOS_ACTA, TipoActa } from '../../dominio/custodia';
import { CustodioService } from '../custodio.service';
import { ActaCustodia } from './acta-custodia.entity';
import { actaCustodiaPdf, ActaImprimible } from './acta-pdf';
import { ActaService } from './acta.service';
import { ActaRespuestaDto } from './dto/acta-respuesta.dto';

export const SIN_SMTP = 'El correo no está configurado (SMTP_URL): no se puede enviar el acta';
const jpegDataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

/** The file name of an acta's PDF: Acta_AE-2026-000001.pdf. */
export const archivoDeActa = (numero: string) => `Acta_${numero}.pdf`;

/**
 * An acta's signature, its PDF and its e-mail to the custodian. A signature is given once: the UPDATE that records it
 * only matches an unsigned acta, so of two at once one wins and the other is refused, and nothing changes it after.
 */
@Injectable()
export class ActaFirmaService {
  private readonly logger = new Logger('ActasDeCustodia');

  constructor(
    @InjectRepository(ActaCustodia) private readonly actas: Repository<ActaCustodia>,
    private readonly actaService: ActaService,
    private readonly custodios: CustodioService,
    private readonly companias: CompaniaService,
    private readonly storage: FileStorage,
    @Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'SMTP_URL' | 'MAIL_FROM'>,
    private readonly cuota: CuotaDeSubidas,
  ) {
    cuota.registrar('actas escaneadas', actas, 'firmaArchivoBytes');
  }

  /** The signature drawn on screen (a PNG data URL), kept as JPEG on white: decoded here, so the PDF never meets a broken image. */
  async firmar(companiaId: number, tipo: TipoActa, id: number, imagen: string): Promise<ActaRespuestaDto> {
    await this.assertSinFirma(companiaId, tipo, id);
    const png = Buffer.from(imagen.slice(imagen.indexOf(',') + 1), 'base64');
    if (detectImageType(png) !== 'png') throw new BadRequestException('La firma debe ser una imagen PNG');
    const jpeg = await toJpeg(png).catch(() => {
      throw new BadRequestException('La imagen de la firma está dañada');
    });
    await this.registrarFirma(companiaId, tipo, id, { firmaImagen: jpegDataUrl(jpeg) });
    return this.actaService.find(companiaId, tipo, id);
  }

  /** The signed paper acta, scanned or photographed (JPG or PNG, checked by its content), kept in the file storage as JPEG. */
  async firmarConEscaneo(companiaId: number, tipo: TipoActa, id: number, archivo: Buffer | undefined): Promise<ActaRespuestaDto> {
    await this.assertSinFirma(companiaId, tipo, id);
    if (!archivo?.length) throw new BadRequestException('Seleccione el acta escaneada');
    const tipoDeImagen = detectImageType(archivo);
    if (tipoDeImagen !== 'jpg' && tipoDeImagen !== 'png') throw new BadRequestException('El acta escaneada debe ser una imagen JPG o PNG');
    const jpeg = await toJpeg(archivo).catch(() => {
      throw new BadRequestException('La imagen está dañada o es demasiado grande para procesarla');
    });
    await this.cuota.assertCabe(companiaId, jpeg.length, 'esta acta escaneada');
    const clave = `actas/${randomUUID()}.jpg`;
    await this.storage.save(clave, jpeg);
    try {
      await this.registrarFirma(companiaId, tipo, id, { firmaArchivo: clave, firmaArchivoBytes: jpeg.length });
    } catch (error) {
      await this.storage.delete(clave);
      throw error;
    }
    return this.actaService.find(companiaId, tipo, id);
  }

  /** What the acta's PDF prints. */
  async imprimible(companiaId: number, tipo: TipoActa, id: number): Promise<ActaImprimible> {
    const [fila, compania] = await Promise.all([this.actaService.findActa(companiaId, tipo, id, true), this.companias.findById(companiaId)]);
    const acta = await this.actaService.respuesta(fila);
    const escaneo = fila.firmaArchivo ? await this.storage.read(fila.firmaArchivo) : null;
    return {
      compania: { razonSocial: compania?.razonSocial ?? '', ruc: compania?.ruc ?? '' },
      acta,
      textoResponsabilidad: fila.textoResponsabilidad,
      firmaImagen: fila.firmaImagen,
      escaneo: escaneo && jpegDataUrl(escaneo),
    };
  }

  pdf(companiaId: number, tipo: TipoActa, id: number, solicitud: Solicitud | null): Promise<Buffer> {
    return this.imprimible(companiaId, tipo, id).then((datos) => renderPdf(actaCustodiaPdf(datos), { pageFooter: 'Página {page} de {pages}' }, solicitud));
  }

  /**
   * E-mails the acta's PDF to its custodian, once: the send is claimed by an UPDATE that only matches an acta not sent
   * yet, so of two requests at once one sends and the other is refused; a failed send releases the claim.
   */
  async enviarCorreo(companiaId: number, tipo: TipoActa, id: number, solicitud: Solicitud | null): Promise<ActaRespuestaDto> {
    const acta = await this.actaService.findActa(companiaId, tipo, id);
    // A setting of this installation, not a passing failure: retrying will not help until SMTP_URL is set.
    if (!this.env.SMTP_URL) throw new ConflictException(SIN_SMTP);
    const custodio = await this.custodios.findInCompania(companiaId, acta.custodioId);
    if (!custodio.correo) throw new BadRequestException(`${acta.custodioNombre} no tiene correo electrónico registrado`);
    const pdf = await this.pdf(companiaId, tipo, id, solicitud);
    const enviado = new Date();
    const reclamo = await this.actas.update(deCompania(companiaId, { id, correoEnviadoEl: IsNull() }), { correoEnviadoEl: enviado });
    if (!reclamo.affected) throw new ConflictException(`El acta ${acta.numero} ya se envió por correo`);
    const transporte = transporteSmtp(this.env.SMTP_URL);
    try {
      await transporte.sendMail({
        from: remitente(this.env.MAIL_FROM),
        to: custodio.correo,
        subject: `${TIPOS_ACTA[tipo]} ${acta.numero}`,
        text: [
          `Hola ${custodio.nombres}:`,
          '',
          `Adjuntamos el ${TIPOS_ACTA[tipo].toLowerCase()} ${acta.numero} de los bienes ${tipo === 'entrega' ? 'que quedan a su cargo' : 'que devolvió'}.`,
          acta.firmadaEl ? `El acta se firmó el ${formatLimaDateTime(acta.firmadaEl)} (hora de Lima).` : 'El acta está pendiente de firma.',
        ].join('\n'),
        attachments: [{ filename: archivoDeActa(acta.numero), content: pdf, contentType: 'application/pdf' }],
      });
    } catch (error) {
      await this.actas.update(deCompania(companiaId, { id }), { correoEnviadoEl: null });
      this.logger.warn({ message: 'No se pudo enviar el acta por correo', actaId: id, error: String((error as Error)?.message ?? error).slice(0, 500) });
      throw new ServiceUnavailableException('No se pudo enviar el correo: inténtelo más tarde');
    } finally {
      transporte.close();
    }
    return this.actaService.find(companiaId, tipo, id);
  }

  private async assertSinFirma(companiaId: number, tipo: TipoActa, id: number): Promise<void> {
    const acta = await this.actaService.findActa(companiaId, tipo, id);
    if (acta.firmadaEl) throw yaFirmada(acta);
  }

  private async registrarFirma(companiaId: number, tipo: TipoActa, id: number, firma: Pick<ActaCustodia, 'firmaImagen'> | Pick<ActaCustodia, 'firmaArchivo' | 'firmaArchivoBytes'>): Promise<void> {
    const { affected } = await this.actas.update(deCompania(companiaId, { id, tipo, firmadaEl: IsNull() }), { ...firma, firmadaEl: new Date() });
    if (!affected) throw yaFirmada(await this.actaService.findActa(companiaId, tipo, id));
  }
}

const yaFirmada = (acta: ActaCustodia) =>
  new ConflictException(`El acta ${acta.numero} ya está firmada (${formatLimaDateTime(acta.firmadaEl!)}): no se puede cambiar`);
