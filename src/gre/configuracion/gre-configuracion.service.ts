import { join } from 'node:path';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { withOldValues } from '../../audit/audit-target';
import type { Solicitud } from '../../common/request-context';
import { deCompania } from '../../common/tenancy';
import { runInWorker, WorkerLimits, WorkerTaskError } from '../../common/worker';
import { workerTask } from '../../common/worker/worker-task';
import { CompaniaService } from '../../compania/compania.service';
import { SecretosService } from '../../secretos/secretos.service';
import { SunatGreClient, SunatTokenError } from '../sunat/sunat-gre.client';
import type { CertificadoLeido } from './certificado';
import { GreConfiguracionDto } from './dto/gre-configuracion.dto';
import { GreConfiguracionRespuestaDto, PruebaDeConexionGreDto } from './dto/gre-configuracion-respuesta.dto';
import { AlgoritmoDeFirma, GreConfiguracion } from './gre-configuracion.entity';

/** Everything a guía is signed and sent with, decrypted: for the code that sends, never for an answer. */
export interface CredencialesGre {
  ruc: string;
  razonSocial: string;
  serie: string;
  clientId: string;
  clientSecret: string;
  usuarioSol: string;
  claveSol: string;
  llavePem: string;
  certificadoPem: string;
  algoritmo: AlgoritmoDeFirma;
}

const LEER_CERTIFICADO = workerTask<typeof import('./certificado.tarea')>(join(__dirname, 'certificado.tarea'));
/** A usual certificate reads in some 40 ms; one that asks for more rounds than these limits allow is refused. */
const LIMITES_DEL_CERTIFICADO: WorkerLimits = { timeoutMs: 10_000, maxOldGenerationSizeMb: 128 };
export const CERTIFICADO_DEMASIADO_COSTOSO = 'El certificado pide demasiado cálculo para leerse; expórtelo de nuevo con las opciones habituales';

export const SIN_CONFIGURACION = 'La compañía no tiene configurada la guía electrónica: complete la serie, las credenciales de SUNAT y el certificado en Gestión de Compañía';

function respuesta(fila: GreConfiguracion | null): GreConfiguracionRespuestaDto {
  const certificado = fila?.certificadoPem && fila.venceEl ? { titular: fila.titular ?? '', numeroSerie: fila.numeroSerie ?? '', venceEl: fila.venceEl } : null;
  const credenciales = Boolean(fila?.serie && fila.clientId && fila.clientSecret && fila.usuarioSol && fila.claveSol);
  return {
    serie: fila?.serie ?? null,
    clientId: fila?.clientId ?? null,
    usuarioSol: fila?.usuarioSol ?? null,
    clientSecretConfigurado: Boolean(fila?.clientSecret),
    claveSolConfigurada: Boolean(fila?.claveSol),
    certificado,
    configurado: credenciales && certificado !== null,
  };
}

async function leerEnHilo(pfx: Buffer, clave: string, solicitud: Solicitud): Promise<CertificadoLeido> {
  try {
    const leido = await runInWorker(LEER_CERTIFICADO, { pfx, clave }, LIMITES_DEL_CERTIFICADO, solicitud);
    return { ...leido, venceEl: new Date(leido.venceEl) };
  } catch (error) {
    if (error instanceof WorkerTaskError && error.failure === 'rejected') throw new BadRequestException(error.message);
    if (error instanceof WorkerTaskError && (error.failure === 'timeout' || error.failure === 'out-of-memory')) {
      throw new BadRequestException(CERTIFICADO_DEMASIADO_COSTOSO);
    }
    throw error;
  }
}

/** Owns `gre_configuracion`: each company's series, SUNAT credentials and signing certificate (docs/gre-sunat.md). */
@Injectable()
export class GreConfiguracionService {
  constructor(
    @InjectRepository(GreConfiguracion) private readonly configuraciones: Repository<GreConfiguracion>,
    private readonly secretos: SecretosService,
    private readonly companias: CompaniaService,
    private readonly sunat: SunatGreClient,
  ) {}

  async find(companiaId: number): Promise<GreConfiguracionRespuestaDto> {
    await this.companiaDe(companiaId);
    return respuesta(await this.configuraciones.findOneBy(deCompania(companiaId)));
  }

  update(companiaId: number, dto: GreConfiguracionDto): Promise<GreConfiguracionRespuestaDto> {
    return withOldValues(async (noteOld) => {
      const fila = await this.filaDe(companiaId);
      if (!dto.clientSecret && !fila.clientSecret) throw new BadRequestException('El client secret es obligatorio');
      if (!dto.claveSol && !fila.claveSol) throw new BadRequestException('La clave SOL es obligatoria');
      if (fila.id) noteOld(respuesta(fila));
      Object.assign(fila, {
        serie: dto.serie,
        clientId: dto.clientId,
        usuarioSol: dto.usuarioSol,
        ...(dto.clientSecret && { clientSecret: this.secretos.cifrar(dto.clientSecret) }),
        ...(dto.claveSol && { claveSol: this.secretos.cifrar(dto.claveSol) }),
      });
      return respuesta(await this.configuraciones.save(fila));
    });
  }

  /**
   * Reads the PKCS#12 in the worker pool for `solicitud` (400 naming what is wrong with it) and keeps its certificate
   * and its key, encrypted.
   */
  subirCertificado(companiaId: number, pfx: Buffer, clave: string, solicitud: Solicitud): Promise<GreConfiguracionRespuestaDto> {
    return withOldValues(async (noteOld) => {
      const fila = await this.filaDe(companiaId);
      const leido = await leerEnHilo(pfx, clave, solicitud);
      if (fila.id) noteOld(respuesta(fila));
      Object.assign(fila, {
        certificadoPem: leido.certificadoPem,
        llavePem: this.secretos.cifrar(leido.llavePem),
        titular: leido.titular,
        numeroSerie: leido.numeroSerie,
        venceEl: leido.venceEl,
      });
      return respuesta(await this.configuraciones.save(fila));
    });
  }

  /** Asks SUNAT for a token with the stored credentials, and says what it answered; never a secret. */
  async probar(companiaId: number): Promise<PruebaDeConexionGreDto> {
    const compania = await this.companiaDe(companiaId);
    const fila = await this.configuraciones.findOneBy(deCompania(companiaId));
    if (!fila?.clientId || !fila.clientSecret || !fila.usuarioSol || !fila.claveSol) {
      throw new ConflictException('Guarde primero el client ID, el client secret, el usuario SOL y la clave SOL');
    }
    try {
      await this.sunat.pedirToken({
        ruc: compania.ruc,
        usuarioSol: fila.usuarioSol,
        clientId: fila.clientId,
        clientSecret: this.secretos.descifrarTexto(fila.clientSecret),
        claveSol: this.secretos.descifrarTexto(fila.claveSol),
      });
    } catch (error) {
      if (error instanceof SunatTokenError) return { ok: false, mensaje: error.message };
      throw error;
    }
    return { ok: true, mensaje: 'Conexión correcta: SUNAT aceptó las credenciales y entregó un token' };
  }

  /** The company's decrypted credentials and certificate, to sign and send its guías; 409 while any is missing. */
  async credencialesDe(companiaId: number): Promise<CredencialesGre> {
    const compania = await this.companiaDe(companiaId);
    const fila = await this.configuraciones.findOneBy(deCompania(companiaId));
    if (!fila?.serie || !fila.clientId || !fila.clientSecret || !fila.usuarioSol || !fila.claveSol || !fila.certificadoPem || !fila.llavePem) {
      throw new ConflictException(SIN_CONFIGURACION);
    }
    return {
      ruc: compania.ruc,
      razonSocial: compania.razonSocial,
      serie: fila.serie,
      clientId: fila.clientId,
      clientSecret: this.secretos.descifrarTexto(fila.clientSecret),
      usuarioSol: fila.usuarioSol,
      claveSol: this.secretos.descifrarTexto(fila.claveSol),
      llavePem: this.secretos.descifrarTexto(fila.llavePem),
      certificadoPem: fila.certificadoPem,
      algoritmo: fila.algoritmo,
    };
  }

  private async companiaDe(companiaId: number) {
    const compania = await this.companias.findById(companiaId);
    if (!compania) throw new NotFoundException('Compañía no encontrada');
    return compania;
  }

  /** The company's row, or a new one not yet saved (without id). */
  private async filaDe(companiaId: number): Promise<GreConfiguracion> {
    await this.companiaDe(companiaId);
    return (await this.configuraciones.findOneBy(deCompania(companiaId))) ?? this.configuraciones.create({ companiaId, algoritmo: 'rsa-sha1' });
  }
}
