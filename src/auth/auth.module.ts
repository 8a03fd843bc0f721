import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClaveApiModule } from '../clave-api/clave-api.module';
import { PermisoGuard, RutasConPermiso } from '../common/permiso.guard';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { SesionModule } from '../usuario/sesion/sesion.module';
import { UsuarioModule } from '../usuario/usuario.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DosFactoresService } from './dos-factores.service';
import { IntentoLogin } from './intento-login.entity';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { LimiteLoginService } from './limite-login.service';

const expiresIn = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

@Module({
  imports: [
    DiscoveryModule,
    PassportModule,
    TypeOrmModule.forFeature([IntentoLogin]),
    UsuarioModule,
    SesionModule,
    ClaveApiModule,
    JwtModule.registerAsync({
      inject: [environmentConfig.KEY],
      useFactory: (env: EnvironmentConfig) => ({
        secret: env.JWT_SECRET,
        signOptions: { algorithm: 'HS256', expiresIn: expiresIn(env.JWT_EXPIRES_IN) as never },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    JwtStrategy,
    LimiteLoginService,
    DosFactoresService,
    // Order matters: authentication first, then the user-type check.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: PermisoGuard },
    RutasConPermiso,
  ],
})
export class AuthModule {}
