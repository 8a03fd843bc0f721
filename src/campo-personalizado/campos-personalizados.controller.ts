import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { IdParam } from '../common/id.pipe';
import { Permiso } from '../common/permiso';
import { CompaniaActual } from '../common/tenancy';
import { CampoPersonalizadoService } from './campo-personalizado.service';
import { CampoPersonalizadoCambioDto, CampoPersonalizadoDto, CampoPersonalizadoRespuestaDto } from './dto/campo-personalizado.dto';

@ApiTags('Campos personalizados')
@ApiBearerAuth()
@Controller('campos-personalizados')
@Audited({ table: 'campo_personalizado', module: 'Campos personalizados', code: 'result.clave' })
export class CamposPersonalizadosController {
  constructor(private readonly campos: CampoPersonalizadoService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Los campos que la compañía define para sus activos, por etiqueta, con cuántos activos tienen un valor en cada uno' })
  @ApiOkResponse({ type: CampoPersonalizadoRespuestaDto, isArray: true })
  list(@CompaniaActual() companiaId: number): Promise<CampoPersonalizadoRespuestaDto[]> {
    return this.campos.list(companiaId);
  }

  @Get(':id')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Un campo personalizado (404 si es de otra compañía)' })
  @ApiOkResponse({ type: CampoPersonalizadoRespuestaDto })
  findOne(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<CampoPersonalizadoRespuestaDto> {
    return this.campos.findVisible(companiaId, id);
  }

  @Post()
  @Permiso('areas')
  @ApiOperation({ summary: 'Define un campo: clave, etiqueta, tipo (texto, numero, fecha, lista con opciones, si_no), obligatorio y, si corresponde, la categoría SUNAT' })
  @ApiCreatedResponse({ type: CampoPersonalizadoRespuestaDto })
  @ApiConflictResponse({ description: 'Ya existe un campo con esa clave en la compañía' })
  @Audited({ id: 'result.id' })
  create(@CompaniaActual() companiaId: number, @Body() dto: CampoPersonalizadoDto): Promise<CampoPersonalizadoRespuestaDto> {
    return this.campos.create(companiaId, dto);
  }

  @Put(':id')
  @Permiso('areas')
  @ApiOperation({ summary: 'Modifica un campo; su clave no cambia, ni su tipo u opciones de lista mientras haya activos con valores que dependan de ellos' })
  @ApiOkResponse({ type: CampoPersonalizadoRespuestaDto })
  @ApiConflictResponse({ description: 'Hay activos con valores en el campo' })
  update(@CompaniaActual() companiaId: number, @IdParam() id: number, @Body() dto: CampoPersonalizadoCambioDto): Promise<CampoPersonalizadoRespuestaDto> {
    return this.campos.update(companiaId, id, dto);
  }

  @Delete(':id')
  @Permiso('areas')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un campo; si hay activos con valores, solo con confirmar=true: se quitan de los activos y quedan en la auditoría' })
  @ApiQuery({ name: 'confirmar', required: false, type: Boolean })
  @ApiNotFoundResponse({ description: 'Campo personalizado no encontrado' })
  @ApiConflictResponse({ description: 'Hay activos con valores en el campo: falta confirmar' })
  @Audited({ code: 'old.clave' })
  remove(@CompaniaActual() companiaId: number, @IdParam() id: number, @Query('confirmar') confirmar?: string): Promise<void> {
    return this.campos.remove(companiaId, id, confirmar === 'true');
  }
}
