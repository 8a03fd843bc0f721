import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CompaniaActual } from '../common/tenancy';
import { DashboardService } from './dashboard.service';
import { DashboardResponseDto } from './dto/dashboard.dto';
import { Permiso } from '../common/permiso';

@ApiTags('Dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({
    summary: 'Cifras del tablero de inicio de la compañía del usuario (un Maestro puede indicar ?companiaId=)',
    description: [
      'Totales, activos por área y estado, mantenimientos por estado y próximos, tendencia de 12 meses, depreciación de 6 meses y por categoría, y las últimas 10 entradas de auditoría.',
      'Altas: activos del catálogo registrados en el mes (createdAt); uno ya eliminado no deja fila que contar. Bajas: activos dados de baja en el mes (fecha de la baja) más activos marcados fuera de servicio sin baja (activoBool false) en el mes de su última modificación; se leen de los activos, así que limpiar la auditoría no las cambia. Los activos dados de baja no cuentan en los totales, las áreas, los estados ni la depreciación por categoría.',
      'Meses y días en hora de Lima, salvo la depreciación, que cuenta meses UTC como el cronograma de cada activo. Depreciación lineal desde el mes de inicio de uso: tasaDepreciacion del activo o la tasa máxima de su categoría SUNAT; mensual = costo × tasa ÷ 100 ÷ 12 (costo: total o precio según la base depreciable de la compañía, más cada mejora desde el mes siguiente), sin superar el costo y hasta el mes de la baja.',
    ].join('\n\n'),
  })
  @ApiQuery({ name: 'companiaId', required: false, type: Number })
  get(@CompaniaActual() companiaId: number): Promise<DashboardResponseDto> {
    return this.dashboard.actual(companiaId);
  }
}
