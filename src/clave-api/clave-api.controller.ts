import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { Permiso, SoloPersonas } from '../common/permiso';
import { CompaniaActual, CompaniaAlcance } from '../common/tenancy';
import { ClaveApiService } from './clave-api.service';
import { ClaveApiCreadaDto, CrearClaveApiDto, ClaveApiRespuestaDto } from './dto/clave-api.dto';

const LIST: ListResourceSpec = {
  resource: 'claveapi',
  sortable: { id: 'k.id', nombre: 'k.nombre', permiso: 'k.permiso', createdAt: 'k.createdAt', expiraEl: 'k.expiraEl', ultimoUsoEl: 'k.ultimoUsoEl' },
  filterable: {
    id: { column: 'k.id', type: 'number' },
    nombre: { column: 'k.nombre', type: 'string', match: 'contains' },
    permiso: { column: 'k.permiso', type: 'string' },
  },
  searchColumns: ['k.nombre'],
  defaultSort: { field: 'id', order: 'DESC' },
  defaultDialect: 'simple-rest',
};

/** API keys of external systems: types 1-2 for their own company; a Maestro may name one with ?companiaId=. */
@ApiTags('Claves de API')
@ApiBearerAuth()
@Controller('ClaveApi')
@SoloPersonas()
@Permiso('administracion')
@Audited({ table: 'clave_api', module: 'Claves de API' })
export class ClaveApiController {
  constructor(private readonly claves: ClaveApiService) {}

  @Get()
  @ApiOperation({ summary: 'Claves de API de la compañía (nunca el secreto)' })
  @ApiOkResponse({ type: ClaveApiRespuestaDto, isArray: true })
  @ApiQuery({ name: 'companiaId', required: false, type: Number })
  list(@CompaniaActual() companiaId: number, @ListQuery(LIST) list: ListQuery): Promise<PaginaDeLista<ClaveApiRespuestaDto>> {
    return this.claves.list(companiaId, list);
  }

  @Post()
  @ApiOperation({ summary: 'Crea una clave; la respuesta trae la clave una sola vez (se guarda solo su hash)' })
  @ApiQuery({ name: 'companiaId', required: false, type: Number })
  @Audited({ id: 'result.id', code: 'result.prefijo' })
  create(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number, @Body() dto: CrearClaveApiDto): Promise<ClaveApiCreadaDto> {
    return this.claves.create(user, companiaId, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revoca una clave: deja de valer en la siguiente solicitud' })
  @Audited({ code: 'old.prefijo', describe: ({ old }) => old && `Revocación de la clave de API «${old.nombre}»` })
  revoke(@CompaniaAlcance() alcance: number | undefined, @IdParam() id: number): Promise<void> {
    return this.claves.revoke(alcance, id);
  }
}
