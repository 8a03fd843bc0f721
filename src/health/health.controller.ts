import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { Public } from '../common/public.decorator';
import { ReadinessService } from './readiness.service';
import { APP_VERSION } from './version';

export class HealthDto {
  status: 'ok';
  /** Version of the running build (package.json). */
  version: string;
  uptimeSeconds: number;
}

export class DatabaseStateDto {
  type: string;
  reachable: boolean;
  ms: number;
}

export class ReadinessDto {
  status: 'ok' | 'error';
  version: string;
  /** Why the instance should get no traffic, when status is error. */
  message?: string;
  database: DatabaseStateDto;
  /** Migrations not yet applied to the database; null while it does not answer. */
  pendingMigrations: string[] | null;
}

@ApiTags('Salud')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Vida del proceso (liveness): 200 mientras responde, con su versión; no consulta la base' })
  live(): HealthDto {
    return { status: 'ok', version: APP_VERSION, uptimeSeconds: Math.round(process.uptime()) };
  }

  @Get('ready')
  @Public()
  @ApiOperation({ summary: 'Disponibilidad (readiness): 200 si la base responde y no hay migraciones pendientes' })
  @ApiServiceUnavailableResponse({ description: 'La base no responde, tiene migraciones pendientes o el servicio se está deteniendo', type: ReadinessDto })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessDto> {
    const { ready, message, database, pendingMigrations } = await this.readiness.check();
    if (!ready) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ready ? 'ok' : 'error', version: APP_VERSION, ...(message && { message }), database, pendingMigrations };
  }
}
