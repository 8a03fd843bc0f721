import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthUser, JwtPayload } from '../common/auth-user';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(environmentConfig.KEY) env: EnvironmentConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: env.JWT_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: JwtPayload): AuthUser {
    return {
      userId: payload.sub,
      tipo: payload.tipo,
      companiaId: payload.companiaId,
      nombre: payload.nombre,
      email: payload.email,
      companiaNombre: payload.companiaNombre,
    };
  }
}
