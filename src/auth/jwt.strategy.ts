import { createSecretKey } from 'node:crypto';
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
      // A key object, not the string: given a string, the token library first tries to read it as a
      // public key on every request, which costs more than the rest of the check.
      secretOrKey: createSecretKey(Buffer.from(env.JWT_SECRET, 'utf8')) as unknown as string,
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
