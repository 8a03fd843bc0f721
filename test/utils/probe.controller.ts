import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { Audited } from '../../src/audit/audit-target';
import { AuditService } from '../../src/audit/audit.service';
import { AuthUser } from '../../src/common/auth-user';
import { CompaniaActual } from '../../src/common/tenancy';
import { CurrentUser } from '../../src/common/current-user.decorator';
import { Permiso } from '../../src/common/permiso';
import type { Solicitud } from '../../src/common/request-context';

class ProbeDto {
  @IsString() nombre: string;
  @IsOptional() @IsString() contrasena?: string;
  @IsOptional() @IsString() rucProveedor?: string;
}

/** Test-only routes that exercise the global guards, pipes, audit and error filter. */
@Controller('probe')
@Audited({ table: 'probe', module: 'Pruebas' })
export class ProbeController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Permiso('lectura')
  read(@CurrentUser() user: AuthUser, @CompaniaActual() companiaId: number) {
    return { tipo: user.tipo, companiaId };
  }

  @Post()
  @Permiso('escritura')
  @Audited({ id: 'result.id' })
  create(@Body() dto: ProbeDto) {
    return { id: 7, codigo: 'PR-007', ...dto };
  }

  @Put(':id')
  @Permiso('escritura')
  update(@Param('id') id: string, @Body() dto: ProbeDto, @Req() solicitud: Solicitud) {
    this.audit.note(solicitud, { nombre: 'antes', contrasena: 'vieja' });
    return { id: Number(id), ...dto };
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(204)
  remove(): void {}

  @Post('areas')
  @Permiso('areas')
  areas() {
    return { ok: true };
  }

  @Post('admin')
  @Permiso('administracion')
  admin() {
    return { ok: true };
  }

  @Get('auditoria')
  @Permiso('maestro')
  auditoria() {
    return { ok: true };
  }

  @Post('falla')
  @Permiso('escritura')
  fail(): never {
    throw new Error('SELECT * FROM usuario WHERE secreto = 1 -- detalle interno');
  }

  @Post('invalido')
  @Permiso('escritura')
  invalid(): never {
    throw new BadRequestException('Dato inválido');
  }
}
