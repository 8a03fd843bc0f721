import { Global, INestApplication, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from './audit-log.entity';
import { AuditConsultaService } from './audit-consulta.service';
import { AuditController } from './audit.controller';
import { auditRefusals } from './audit-failure.middleware';
import { AuditInterceptor } from './audit.interceptor';
import { AuditService } from './audit.service';
import { AuditTargetGuard } from './audit-target.guard';
import { CambiosRegistrados } from './cambios-registrados';

/**
 * The audit trail's one owner. Routes declare how they are logged with @Audited; this module
 * writes every row: its interceptor those of the requests that reach a handler, its refusal
 * hook those refused before. AppModule imports it before AuthModule so its guard runs first.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditLog])],
  controllers: [AuditController],
  providers: [
    AuditService,
    AuditConsultaService,
    CambiosRegistrados,
    { provide: APP_GUARD, useClass: AuditTargetGuard },
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
  ],
  exports: [AuditService, AuditConsultaService, CambiosRegistrados],
})
export class AuditModule {
  /** Installs the refusal hook; ahead of the body parsers, so that a body refused by them is logged too. */
  static watchRefusals(app: INestApplication): void {
    app.use(auditRefusals(app.get(AuditService)));
  }
}
