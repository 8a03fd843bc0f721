import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator';

export class HealthDto {
  /** ok when the database answers, error otherwise. */
  status: 'ok' | 'error';
  database: { type: string; reachable: boolean; ms: number };
  uptimeSeconds: number;
}

@ApiTags('Salud')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Estado del servicio y de la base de datos (503 si la base no responde)' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const started = Date.now();
    let reachable = true;
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      reachable = false;
    }
    if (!reachable) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: reachable ? 'ok' : 'error',
      database: { type: this.dataSource.options.type, reachable, ms: Date.now() - started },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
