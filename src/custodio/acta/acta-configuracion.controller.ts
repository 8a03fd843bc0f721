import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../audit/audit-target';
import { Permiso } from '../../common/permiso';
import { CompaniaActual } from '../../common/tenancy';
import { ActaConfiguracionService } from './acta-configuracion.service';
import { ActaConfiguracionDto } from './dto/acta.dto';

@ApiTags('Actas de custodia')
@ApiBearerAuth()
@Controller('actas-configuracion')
@Audited({ table: 'acta_configuracion', module: 'Actas de custodia' })
export class ActaConfiguracionController {
  constructor(private readonly configuracion: ActaConfiguracionService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Los textos de responsabilidad que imprimen las actas de entrega y de devolución de la compañía' })
  @ApiOkResponse({ type: ActaConfiguracionDto })
  find(@CompaniaActual() companiaId: number): Promise<ActaConfiguracionDto> {
    return this.configuracion.find(companiaId);
  }

  @Put()
  // The legal wording the company answers for is the administration's to set (types 1-2).
  @Permiso('administracion')
  @ApiOperation({ summary: 'Cambia los textos de responsabilidad de las actas (cada acta conserva el texto vigente el día que se registró)' })
  @ApiOkResponse({ type: ActaConfiguracionDto })
  update(@CompaniaActual() companiaId: number, @Body() dto: ActaConfiguracionDto): Promise<ActaConfiguracionDto> {
    return this.configuracion.save(companiaId, dto);
  }
}
