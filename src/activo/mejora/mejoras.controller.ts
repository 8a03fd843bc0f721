import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited, AuditSource } from '../../audit/audit-target';
import { AuthUser } from '../../common/auth-user';
import { CurrentUser } from '../../common/current-user.decorator';
import { IdParam } from '../../common/id.pipe';
import { Permiso } from '../../common/permiso';
import { CompaniaActual } from '../../common/tenancy';
import { MejoraRespuestaDto } from './dto/mejora-respuesta.dto';
import { MejoraDto } from './dto/mejora.dto';
import { MejoraRespuesta, MejoraService } from './mejora.service';

const soles = (importe: number) => `S/ ${importe.toLocaleString('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An asset's improvements (mejoras): /api/activos/{id}/mejoras. The audit row's code is the asset's. */
@ApiTags('Activos')
@ApiBearerAuth()
@Controller('activos')
@Audited({ table: 'activo_mejora', module: 'Activos' })
export class MejorasController {
  constructor(private readonly mejoras: MejoraService) {}

  @Get(':id/mejoras')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Mejoras del activo, por fecha' })
  @ApiNotFoundResponse({ description: 'Activo no encontrado' })
  @ApiOkResponse({ type: MejoraRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<MejoraRespuesta[]> {
    return this.mejoras.list(companiaId, id);
  }

  @Post(':id/mejoras')
  @Permiso('escritura')
  @ApiOperation({
    summary: 'Registra una mejora: su importe (S/, en la base depreciable de la compañía) se suma al costo depreciable desde el mes siguiente a su fecha',
    description: 'fecha no posterior a hoy (Lima) ni anterior a la adquisición del activo; descripcion (máx. 500) y documento (factura o comprobante, máx. 100) obligatorios; importe mayor que 0.',
  })
  @ApiBadRequestResponse({ description: 'Datos inválidos, o fecha anterior a la adquisición del activo' })
  @ApiNotFoundResponse({ description: 'Activo no encontrado' })
  @ApiConflictResponse({ description: 'Activo dado de baja o sin fecha de adquisición, o fecha en un ejercicio cerrado' })
  @ApiCreatedResponse({ type: MejoraRespuestaDto })
  @Audited({
    id: 'result.id',
    code: 'extra.codigo',
    describe: ({ result, extra }: AuditSource<MejoraRespuesta>) => result && `Mejora de ${soles(result.importe)} registrada en el activo ${extra?.codigo}`,
  })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: MejoraDto): Promise<MejoraRespuesta> {
    return this.mejoras.create(user, companiaId, id, dto);
  }

  @Delete(':id/mejoras/:mejoraId')
  @Permiso('escritura')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina una mejora del activo mientras su ejercicio esté abierto' })
  @ApiNoContentResponse({ description: 'Mejora eliminada' })
  @ApiNotFoundResponse({ description: 'Activo o mejora no encontrados' })
  @ApiConflictResponse({ description: 'Mejora en un ejercicio cerrado, o activo dado de baja' })
  @Audited({
    id: 'params.mejoraId',
    describe: ({ old, result }: AuditSource<{ codigo: string }, MejoraRespuesta>) => old && `Eliminación de la mejora de ${soles(old.importe)} del activo ${result?.codigo}`,
  })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number, @IdParam('mejoraId') mejoraId: number): Promise<{ codigo: string }> {
    return this.mejoras.remove(companiaId, id, mejoraId);
  }
}
