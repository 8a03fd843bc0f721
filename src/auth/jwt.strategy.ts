import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthUser, JwtPayload } from '../common/auth-user';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { SesionService } from '../usuario/sesion/sesion.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(environmentConfig.KEY) env: EnvironmentConfig,
    private readonly sesiones: SesionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the string: given a string, the token library first tries to read it as a
      // public key on every request, which costs more than the rest of the check.
      secretOrKey: createSecretKey(Buffer.from(env.JWT_SECRET, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A signature is not enough: the session it names must be live, and type and company are the user's current ones. */
  validate(payload: JwtPayload): Promise<AuthUser | null> | null {
    if (typeof payload.jti !== 'string' || !Number.isInteger(payload.sub)) return null;
    return this.sesiones.authenticate(payload.jti, payload.sub);
  }
}
