import { BadRequestException, Body, Controller, ConflictException, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { Audited, withAudit, withOldValues } from '../../src/audit/audit-target';
import { AuthUser } from '../../src/common/auth-user';
import { CompaniaActual } from '../../src/common/tenancy';
import { CurrentUser } from '../../src/common/current-user.decorator';
import { Permiso } from '../../src/common/permiso';

class ProbeDto {
  @IsString() nombre: string;
  @IsOptional() @IsString() contrasena?: string;
  @IsOptional() @IsString() rucProveedor?: string;
}

/** Test-only routes that exercise the global guards, pipes, audit and error filter. */
@Controller('probe')
@Audited({ table: 'probe', module: 'Pruebas' })
export class ProbeController {
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
  update(@Param('id') id: string, @Body() dto: ProbeDto) {
    return withAudit({ id: Number(id), ...dto }, { old: { nombre: 'antes', contrasena: 'vieja' } });
  }

  @Delete(':id')
  @Permiso('escritura')
  @HttpCode(204)
  remove(): void {}

  /** Answers its old values to the audit; `?enUso=1` refuses after reading them. */
  @Delete('anterior/:id')
  @Permiso('escritura')
  @HttpCode(204)
  @Audited({ code: 'old.codigo' })
  removeNoted(@Param('id') id: string, @Query('enUso') enUso?: string): Promise<void> {
    return withOldValues(async (noteOld) => {
      noteOld({ id: Number(id), codigo: `PR-0${id}` });
      if (enUso) throw new ConflictException('El registro está en uso');
    });
  }

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
