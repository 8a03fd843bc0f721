import { Controller, Get, NotFoundException } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ActivoService } from '../../activo/activo.service';
import { IdParam } from '../../common/id.pipe';
import { Permiso } from '../../common/permiso';
import { CompaniaActual } from '../../common/tenancy';
import { CustodiaDeActivoDto } from '../dto/custodio-respuesta.dto';
import { CustodiaService } from './custodia.service';

@ApiTags('Activos')
@ApiBearerAuth()
@Controller('activos')
export class CustodiaDeActivoController {
  constructor(
    private readonly activos: ActivoService,
    private readonly custodia: CustodiaService,
  ) {}

  @Get(':id/custodia')
  @Permiso('lectura')
  @ApiOperation({ summary: 'Quién tiene el activo a su cargo hoy (custodio null: nadie) y cada entrega y devolución del activo' })
  @ApiOkResponse({ type: CustodiaDeActivoDto })
  @ApiNotFoundResponse({ description: 'Activo no encontrado' })
  async find(@CompaniaActual() companiaId: number, @IdParam() id: number): Promise<CustodiaDeActivoDto> {
    if (!(await this.activos.exists(companiaId, id))) throw new NotFoundException('Activo no encontrado');
    return this.custodia.deActivo(companiaId, id);
  }
}
