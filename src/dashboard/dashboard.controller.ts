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
      'Altas: activos del catálogo registrados en el mes (createdAt); uno ya eliminado no deja fila que contar. Bajas: activos eliminados (DELETE exitoso registrado en la auditoría, bajo la compañía de quien eliminó; los meses ya depurados de la auditoría no cuentan) más activos marcados fuera de servicio (activoBool false) en el mes de su última modificación.',
      'Meses y días en hora de Lima, salvo la depreciación, que cuenta meses UTC como el cronograma de cada activo. Depreciación lineal: tasaDepreciacion del activo o la tasa máxima SUNAT de su categoría; mensual = total × tasa ÷ 100 ÷ 12, sin superar el total.',
    ].join('\n\n'),
  })
  @ApiQuery({ name: 'companiaId', required: false, type: Number })
  get(@CompaniaActual() companiaId: number): Promise<DashboardResponseDto> {
    return this.dashboard.dashboard(companiaId);
  }
}
