import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../audit/audit-target';
import { FileUpload, UploadedBytes } from '../../common/file-upload';
import { Permiso, SoloPersonas } from '../../common/permiso';
import type { Solicitud } from '../../common/request-context';
import { CompaniaActual } from '../../common/tenancy';
import { CertificadoGreDto, GreConfiguracionDto } from './dto/gre-configuracion.dto';
import { GreConfiguracionRespuestaDto, PruebaDeConexionGreDto } from './dto/gre-configuracion-respuesta.dto';
import { GreConfiguracionService } from './gre-configuracion.service';

/** A PKCS#12 is a few KB: 1 MB leaves room for a long chain. */
const CERTIFICADO_MAX_BYTES = 1024 * 1024;

/**
 * The company's access to SUNAT for the guía de remisión electrónica: types 1-2 of their own company; a Maestro may
 * name one with ?companiaId=. Secrets go in and never come out (answers and audit rows say only whether they are stored).
 */
@ApiTags('Guía electrónica')
@ApiBearerAuth()
@Controller('gre')
@SoloPersonas()
@Permiso('administracion')
@Audited({ table: 'gre_configuracion', module: 'Guía electrónica', hidden: ['clientSecret', 'claveSol', 'clave'] })
@ApiQuery({ name: 'companiaId', required: false, type: Number })
export class GreConfiguracionController {
  constructor(private readonly configuraciones: GreConfiguracionService) {}

  @Get('configuracion')
  @ApiOperation({ summary: 'Configuración de la guía electrónica de la compañía, sin sus secretos' })
  @ApiOkResponse({ type: GreConfiguracionRespuestaDto })
  find(@CompaniaActual() companiaId: number): Promise<GreConfiguracionRespuestaDto> {
    return this.configuraciones.find(companiaId);
  }

  @Put('configuracion')
  @ApiOperation({ summary: 'Guarda la serie y las credenciales de SUNAT; un secreto omitido conserva el guardado' })
  @ApiOkResponse({ type: GreConfiguracionRespuestaDto })
  update(@CompaniaActual() companiaId: number, @Body() dto: GreConfiguracionDto): Promise<GreConfiguracionRespuestaDto> {
    return this.configuraciones.update(companiaId, dto);
  }

  @Post('certificado')
  @HttpCode(HttpStatus.OK)
  @FileUpload({
    maxBytes: CERTIFICADO_MAX_BYTES,
    tooLargeMessage: 'El certificado no debe superar 1 MB',
    invalidMessage: 'Envíe un solo certificado en el campo "file" y su clave en "clave"',
    fields: { clave: 'Clave del certificado' },
    fileDescription: 'Certificado PKCS#12 (.pfx o .p12) con su llave privada RSA, hasta 1 MB',
  })
  @ApiOperation({ summary: 'Sube el certificado de firma (PKCS#12); responde su titular, número de serie y vencimiento' })
  @Audited({ describe: ({ result }) => result?.certificado && `Certificado de firma de la guía electrónica: ${result.certificado.titular}, serie ${result.certificado.numeroSerie}` })
  @ApiOkResponse({ type: GreConfiguracionRespuestaDto })
  subirCertificado(
    @CompaniaActual() companiaId: number,
    @UploadedBytes('Seleccione el certificado (.pfx o .p12)') archivo: Buffer,
    @Body() dto: CertificadoGreDto,
    @Req() solicitud: Solicitud,
  ): Promise<GreConfiguracionRespuestaDto> {
    return this.configuraciones.subirCertificado(companiaId, archivo, dto.clave ?? '', solicitud);
  }

  @Post('configuracion/probar')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Pide a SUNAT un token con las credenciales guardadas y responde lo que SUNAT dijo' })
  @Audited({ describe: ({ result }) => result && `Prueba de conexión con SUNAT: ${result.mensaje}` })
  @ApiOkResponse({ type: PruebaDeConexionGreDto })
  probar(@CompaniaActual() companiaId: number): Promise<PruebaDeConexionGreDto> {
    return this.configuraciones.probar(companiaId);
  }
}
